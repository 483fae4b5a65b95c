import { msg } from '../../../shared/i18n/msg';

/** The figures shown in the About page stats band, in display order. */
export const ABOUT_STATS: { value: string; label: string }[] = [
  { value: '95%', label: msg('Success rate') },
  { value: msg('10,000+'), label: msg('Students prepared') },
  { value: msg('5,000+'), label: msg('Practice questions') },
  { value: '15+', label: msg('Years of experience') },
  { value: '180+', label: msg('Countries reached') },
];

/** What Nightingale offers, as short cards on the About page. */
export const ABOUT_SERVICES: { title: string; text: string }[] = [
  {
    title: msg('Practice exams with rationales'),
    text: msg(
      'Answer NCLEX-style questions under time limits. After each exam, read a rationale for every answer to learn from your mistakes.',
    ),
  },
  {
    title: msg('Study materials'),
    text: msg('Study guides and quizzes by subject. Review one topic at a time and go back to it when you need to.'),
  },
  {
    title: msg('Courses from nurse educators'),
    text: msg('Courses written by experienced nurse educators. They explain key nursing ideas in clear, simple steps.'),
  },
  {
    title: msg('One-on-one sessions'),
    text: msg(
      'Meet with a trainer to talk about your results, plan your study time and work on your difficult subjects.',
    ),
  },
];

/** The mission statement on the About page. */
export const MISSION: string = msg(
  'Our mission is to help international nurses prepare for the NCLEX-RN with clear, honest and practical study tools. We believe that every nurse should have good practice materials, wherever they trained. We want you to arrive at your exam calm, prepared and confident in what you know.',
);

/** The values that guide how Nightingale is built, shown on the About page. */
export const VALUES: { title: string; text: string }[] = [
  {
    title: msg('Clarity'),
    text: msg(
      'We write in plain English. Every answer has a rationale, so you understand the reason and not only the fact.',
    ),
  },
  {
    title: msg('Respect'),
    text: msg(
      'We respect your training and experience. You bring real nursing skills, and we help you show them on the exam.',
    ),
  },
  {
    title: msg('Honesty'),
    text: msg(
      'We tell you what our tools can and cannot do. Practice helps you prepare, but no study tool can promise a pass.',
    ),
  },
  {
    title: msg('Support'),
    text: msg('You are not alone. Our support team replies within 24 hours, Monday to Friday.'),
  },
];

/** The three steps from first practice to nursing work, shown on the About page. */
export const PATH_STEPS: { title: string; text: string }[] = [
  {
    title: msg('Assess'),
    text: msg(
      'Take the free sample test: 10 questions in 15 minutes, with no registration. See your score and find the subjects you need to study.',
    ),
  },
  {
    title: msg('Study and practice'),
    text: msg(
      'Study by subject in the Training Center and take full practice exams. Read every rationale and repeat the topics where you make mistakes.',
    ),
  },
  {
    title: msg('Pass and start nursing'),
    text: msg(
      'When you feel ready, take the NCLEX-RN. After you pass, you can look for nursing jobs in the United States or Canada.',
    ),
  },
];
