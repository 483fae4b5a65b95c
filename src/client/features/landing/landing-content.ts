/** The three feature cards on the landing page. */
export const FEATURES: { title: string; text: string }[] = [
  {
    title: 'NCLEX-style practice exams',
    text:
      'Practice with timed, NCLEX-style exams. Start with a free sample test of 10 questions ' +
      'in 15 minutes. No registration is needed.',
  },
  {
    title: 'A rationale for every answer',
    text: 'Learn why each answer is right or wrong. Every mistake becomes a short lesson you can use on exam day.',
  },
  {
    title: 'Quizzes by subject',
    text:
      'Use the Training Center to study one subject at a time. Spend your time on the topics where you need ' +
      'the most practice.',
  },
];

/** Short testimonials from internationally educated nurses, shown on the landing page. */
export const TESTIMONIALS: { quote: string; name: string; detail: string }[] = [
  {
    quote:
      'The rationales helped me most. I learned why an answer was right, not only which answer was right. ' +
      'That changed the way I read the questions.',
    name: 'Grace A.',
    detail: 'RN, passed NCLEX-RN in 2025 · Nigeria',
  },
  {
    quote:
      'I studied after long shifts, so I needed short sessions. The subject quizzes let me practice one topic ' +
      'at a time, even with only 20 minutes.',
    name: 'Maria S.',
    detail: 'RN, passed NCLEX-RN in 2024 · Philippines',
  },
  {
    quote:
      'English is my second language. The questions and explanations are clear and simple, ' +
      'so I could focus on the nursing content.',
    name: 'Priya K.',
    detail: 'RN, passed NCLEX-RN in 2025 · India',
  },
];

/** The figures shown in the welcome stats band, in display order. */
export const WELCOME_STATS: { value: string; label: string }[] = [
  { value: '50,000+', label: 'Students' },
  { value: '1000+', label: 'Practice questions' },
  { value: '95%', label: 'Success rate' },
  { value: '180+', label: 'Countries' },
];
