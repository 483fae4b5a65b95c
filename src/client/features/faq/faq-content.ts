import { msg } from '../../../shared/i18n/msg';

/** One question and its answer on the FAQ page. */
interface FaqEntry {
  question: string;
  answer: string;
}

/** A titled group of FAQ entries, shown as one section of the FAQ page. */
export interface FaqCategory {
  name: string;
  entries: FaqEntry[];
}

/** The FAQ page content: four categories, in display order, with five entries each. */
export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    name: msg('Getting Started'),
    entries: [
      {
        question: msg('What is Nightingale?'),
        answer: msg(
          'Nightingale is an online study tool for international nurses. It helps you prepare for the NCLEX-RN, the exam for registered nurses in the United States and Canada. You can take practice exams, study by subject and read a rationale for every answer.',
        ),
      },
      {
        question: msg('Can I try Nightingale before I register?'),
        answer: msg(
          'Yes. The free sample test has 10 questions and takes 15 minutes. You do not need an account to take it. At the end, you see your score and a rationale for every answer.',
        ),
      },
      {
        question: msg('How do I create an account?'),
        answer: msg(
          'Go to the registration page at /register. Enter your details and choose a plan. You can start with the Free plan and change to a paid plan later.',
        ),
      },
      {
        question: msg('Which plan should I choose?'),
        answer: msg(
          'Start with the free sample test to see where you are today. If you want more practice, the Basic plan gives you 3 months, Premium gives you 6 months and Comprehensive gives you 12 months. Choose the plan that matches the time you have before your exam.',
        ),
      },
      {
        question: msg('Is Nightingale part of NCSBN?'),
        answer: msg(
          'No. Nightingale is not affiliated with NCSBN (the National Council of State Boards of Nursing). NCLEX is a registered trademark of NCSBN. To book your exam, follow the official NCSBN process.',
        ),
      },
    ],
  },
  {
    name: msg('Study Materials'),
    entries: [
      {
        question: msg('What kind of questions are in Nightingale?'),
        answer: msg(
          'Our questions are written in the NCLEX style. Every question has a rationale. The rationale explains why the correct answer is right and why the other answers are wrong.',
        ),
      },
      {
        question: msg('How long are the practice exams?'),
        answer: msg(
          'The free sample test has 10 questions and takes 15 minutes. Full practice exams have between 75 and 150 questions, so you can practice for a longer test session.',
        ),
      },
      {
        question: msg('What score do I need to pass a practice test?'),
        answer: msg(
          'The pass mark on the free sample test is 75%. This is a practice goal to help you see your progress. It is not how the real NCLEX-RN is scored.',
        ),
      },
      {
        question: msg('What is the Training Center?'),
        answer: msg(
          'The Training Center has short quizzes by subject. Use it to practice one topic at a time, for example a subject where your practice exam score was low.',
        ),
      },
      {
        question: msg('If I do well in practice, will I pass the NCLEX-RN?'),
        answer: msg(
          'We cannot promise that. Good practice scores show that you are learning, but the real exam is different. Keep practicing, read every rationale and study the subjects where you make mistakes.',
        ),
      },
    ],
  },
  {
    name: msg('Technical Support'),
    entries: [
      {
        question: msg('I forgot my password. What should I do?'),
        answer: msg(
          'On the sign-in page, choose "Forgot password" and enter your email address. We will send you a link to reset your password. The link works for one hour.',
        ),
      },
      {
        question: msg('How do I turn on dark mode?'),
        answer: msg('Open Settings and turn on dark mode. You can turn it off again at any time in the same place.'),
      },
      {
        question: msg('How do I change my notifications?'),
        answer: msg('Open Settings. There you can choose which notifications you want to receive.'),
      },
      {
        question: msg('A page does not load or a test stopped. What should I do?'),
        answer: msg(
          'First, refresh the page and check your internet connection. If the problem continues, email us at support@nightingale-nclex.com. Tell us what you were doing, the page address and the time.',
        ),
      },
      {
        question: msg('How do I contact support, and when will I get a reply?'),
        answer: msg(
          'Email us at support@nightingale-nclex.com. We reply within 24 hours. Our support hours are Monday to Friday, 9 AM to 5 PM EST. We are closed on weekends, so we answer weekend messages on Monday.',
        ),
      },
    ],
  },
  {
    name: msg('Payment & Billing'),
    entries: [
      {
        question: msg('How can I pay?'),
        answer: msg('You can pay with a major credit or debit card. All payments are made through our Payment Portal.'),
      },
      {
        question: msg('How much do the plans cost?'),
        answer: msg(
          'Free: $0, with 10 sample questions. Basic: $29.99 for 3 months. Premium: $49.99 for 6 months. Comprehensive: $89.99 for 12 months.',
        ),
      },
      {
        question: msg('Is the Free plan really free?'),
        answer: msg(
          'Yes. The Free plan costs $0 and does not end. It includes 10 sample questions with rationales. You pay only if you choose a paid plan.',
        ),
      },
      {
        question: msg('Can I get my money back?'),
        answer: msg(
          'Yes. All paid plans have a 30-day money-back guarantee. To ask for a refund, email support@nightingale-nclex.com within 30 days of your payment.',
        ),
      },
      {
        question: msg('I have a problem with a payment. Who can help?'),
        answer: msg(
          'Email support@nightingale-nclex.com with the date, the amount and the plan you chose. Never send your full card number by email.',
        ),
      },
    ],
  },
];
