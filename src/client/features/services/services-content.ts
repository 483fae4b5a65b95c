/** One offering on the Services page: a practice exam or a study package. */
export interface ServiceItem {
  id: string;
  title: string;
  description: string;
  features: string[];
  duration: string;
  price: string;
  popular: boolean;
  available: boolean;
  /** Number of questions for an exam; null for a package. */
  questions: number | null;
  kind: 'exam' | 'package';
}

/** The four offerings on the Services page, in display order. */
export const SERVICES: ServiceItem[] = [
  {
    id: 'free-practice-exam',
    title: 'Free Practice Exam',
    description:
      'A short practice exam to see where you are today. Answer 15 NCLEX-style questions and read why each answer ' +
      'is right or wrong.',
    features: [
      '15 NCLEX-style questions',
      '15-minute time limit',
      'Rationale for every answer',
      'Your score at the end',
      'No payment needed',
    ],
    duration: '15 minutes',
    price: 'Free',
    popular: false,
    available: true,
    questions: 15,
    kind: 'exam',
  },
  {
    id: 'full-practice-exam',
    title: 'Full Practice Exam',
    description:
      'A long practice exam to build focus and timing. Work through 100 questions in one session, then review ' +
      'every rationale.',
    features: [
      '100 NCLEX-style questions',
      '3-hour time limit',
      'Rationale for every answer',
      'Questions from all main NCLEX-RN subjects',
      'Your score at the end',
    ],
    duration: '3 hours',
    price: '$29.99',
    popular: false,
    available: true,
    questions: 100,
    kind: 'exam',
  },
  {
    id: 'study-materials-package',
    title: 'Study Materials Package',
    description:
      'Clear study guides for the main NCLEX-RN subjects. Pay once and keep your access, so you can study at ' +
      'your own pace.',
    features: [
      'Study guides by subject',
      'Review notes on medications and lab values',
      'Tips for answering NCLEX-style questions',
      'Study at your own pace',
      'Lifetime access',
    ],
    duration: 'Lifetime access',
    price: '$49.99',
    popular: false,
    available: true,
    questions: null,
    kind: 'package',
  },
  {
    id: 'premium-package',
    title: 'Premium Package',
    description:
      'Our most complete package. Get full practice exams, all study materials and courses from nurse educators ' +
      'for 6 months.',
    features: [
      'Full practice exams with rationales',
      'All study materials',
      'Training Center quizzes by subject',
      'Courses from nurse educators',
      '6 months of access',
    ],
    duration: '6 months',
    price: '$99.99',
    popular: true,
    available: true,
    questions: null,
    kind: 'package',
  },
];
