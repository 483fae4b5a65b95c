/** One question and its answer on the FAQ page. */
interface FaqEntry {
  question: string;
  answer: string;
}

/** A titled group of FAQ entries, shown as one section of the FAQ page. */
export interface FaqCategory {
  name: 'Getting Started' | 'Study Materials' | 'Technical Support' | 'Payment & Billing';
  entries: FaqEntry[];
}

/** The FAQ page content: four categories, in display order, with five entries each. */
export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    name: 'Getting Started',
    entries: [
      {
        question: 'What is Nightingale?',
        answer:
          'Nightingale is an online study tool for international nurses. It helps you prepare for the NCLEX-RN, ' +
          'the exam for registered nurses in the United States and Canada. You can take practice exams, ' +
          'study by subject and read a rationale for every answer.',
      },
      {
        question: 'Can I try Nightingale before I register?',
        answer:
          'Yes. The free sample test has 10 questions and takes 15 minutes. You do not need an account to take it. ' +
          'At the end, you see your score and a rationale for every answer.',
      },
      {
        question: 'How do I create an account?',
        answer:
          'Go to the registration page at /register. Enter your details and choose a plan. ' +
          'You can start with the Free plan and change to a paid plan later.',
      },
      {
        question: 'Which plan should I choose?',
        answer:
          'Start with the free sample test to see where you are today. If you want more practice, ' +
          'the Basic plan gives you 3 months, Premium gives you 6 months and Comprehensive gives you 12 months. ' +
          'Choose the plan that matches the time you have before your exam.',
      },
      {
        question: 'Is Nightingale part of NCSBN?',
        answer:
          'No. Nightingale is not affiliated with NCSBN (the National Council of State Boards of Nursing). ' +
          'NCLEX is a registered trademark of NCSBN. To book your exam, follow the official NCSBN process.',
      },
    ],
  },
  {
    name: 'Study Materials',
    entries: [
      {
        question: 'What kind of questions are in Nightingale?',
        answer:
          'Our questions are written in the NCLEX style. Every question has a rationale. ' +
          'The rationale explains why the correct answer is right and why the other answers are wrong.',
      },
      {
        question: 'How long are the practice exams?',
        answer:
          'The free sample test has 10 questions and takes 15 minutes. ' +
          'Full practice exams have between 75 and 150 questions, so you can practice for a longer test session.',
      },
      {
        question: 'What score do I need to pass a practice test?',
        answer:
          'The pass mark on the free sample test is 75%. This is a practice goal to help you see your progress. ' +
          'It is not how the real NCLEX-RN is scored.',
      },
      {
        question: 'What is the Training Center?',
        answer:
          'The Training Center has short quizzes by subject. Use it to practice one topic at a time, ' +
          'for example a subject where your practice exam score was low.',
      },
      {
        question: 'If I do well in practice, will I pass the NCLEX-RN?',
        answer:
          'We cannot promise that. Good practice scores show that you are learning, but the real exam is different. ' +
          'Keep practicing, read every rationale and study the subjects where you make mistakes.',
      },
    ],
  },
  {
    name: 'Technical Support',
    entries: [
      {
        question: 'I forgot my password. What should I do?',
        answer:
          'On the sign-in page, choose "Forgot password" and enter your email address. ' +
          'We will send you a link to reset your password. The link works for one hour.',
      },
      {
        question: 'How do I turn on dark mode?',
        answer: 'Open Settings and turn on dark mode. You can turn it off again at any time in the same place.',
      },
      {
        question: 'How do I change my notifications?',
        answer: 'Open Settings. There you can choose which notifications you want to receive.',
      },
      {
        question: 'A page does not load or a test stopped. What should I do?',
        answer:
          'First, refresh the page and check your internet connection. If the problem continues, ' +
          'email us at support@nightingale-nclex.com. Tell us what you were doing, the page address and the time.',
      },
      {
        question: 'How do I contact support, and when will I get a reply?',
        answer:
          'Email us at support@nightingale-nclex.com. We reply within 24 hours. ' +
          'Our support hours are Monday to Friday, 9 AM to 5 PM EST. We are closed on weekends, ' +
          'so we answer weekend messages on Monday.',
      },
    ],
  },
  {
    name: 'Payment & Billing',
    entries: [
      {
        question: 'How can I pay?',
        answer: 'You can pay with a major credit or debit card. All payments are made through our Payment Portal.',
      },
      {
        question: 'How much do the plans cost?',
        answer:
          'Free: $0, with 10 sample questions. Basic: $29.99 for 3 months. Premium: $49.99 for 6 months. ' +
          'Comprehensive: $89.99 for 12 months.',
      },
      {
        question: 'Is the Free plan really free?',
        answer:
          'Yes. The Free plan costs $0 and does not end. It includes 10 sample questions with rationales. ' +
          'You pay only if you choose a paid plan.',
      },
      {
        question: 'Can I get my money back?',
        answer:
          'Yes. All paid plans have a 30-day money-back guarantee. ' +
          'To ask for a refund, email support@nightingale-nclex.com within 30 days of your payment.',
      },
      {
        question: 'I have a problem with a payment. Who can help?',
        answer:
          'Email support@nightingale-nclex.com with the date, the amount and the plan you chose. ' +
          'Never send your full card number by email.',
      },
    ],
  },
];
