import { msg } from '../../../shared/i18n/msg';

/** The three feature cards on the landing page. */
export const FEATURES: { title: string; text: string }[] = [
  {
    title: msg('NCLEX-style practice exams'),
    text: msg(
      'Practice with timed, NCLEX-style exams. Start with a free sample test of 10 questions in 15 minutes. No registration is needed.',
    ),
  },
  {
    title: msg('A rationale for every answer'),
    text: msg('Learn why each answer is right or wrong. Every mistake becomes a short lesson you can use on exam day.'),
  },
  {
    title: msg('Quizzes by subject'),
    text: msg(
      'Use the Training Center to study one subject at a time. Spend your time on the topics where you need the most practice.',
    ),
  },
];

/** Short testimonials from internationally educated nurses, shown on the landing page. */
export const TESTIMONIALS: { quote: string; name: string; detail: string }[] = [
  {
    quote: msg(
      'The rationales helped me most. I learned why an answer was right, not only which answer was right. That changed the way I read the questions.',
    ),
    name: 'Grace A.',
    detail: msg('RN, passed NCLEX-RN in 2025 · Nigeria'),
  },
  {
    quote: msg(
      'I studied after long shifts, so I needed short sessions. The subject quizzes let me practice one topic at a time, even with only 20 minutes.',
    ),
    name: 'Maria S.',
    detail: msg('RN, passed NCLEX-RN in 2024 · Philippines'),
  },
  {
    quote: msg(
      'English is my second language. The questions and explanations are clear and simple, so I could focus on the nursing content.',
    ),
    name: 'Priya K.',
    detail: msg('RN, passed NCLEX-RN in 2025 · India'),
  },
];

/** The figures shown in the welcome stats band, in display order. */
export const WELCOME_STATS: { value: string; label: string }[] = [
  { value: msg('50,000+'), label: msg('Students') },
  { value: '1000+', label: msg('Practice questions') },
  { value: '95%', label: msg('Success rate') },
  { value: '180+', label: msg('Countries') },
];
