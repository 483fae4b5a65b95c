/** The registration plans (spec §9): display prices; payment is taken later, in the Payment Portal. */
export const REGISTRATION_PLANS = [
  { id: 'free', name: 'Free', price: '$0', period: 'forever', summary: '10 sample questions', popular: false },
  {
    id: 'basic',
    name: 'Basic',
    price: '$29.99',
    period: '3 months',
    summary: 'Practice quizzes and study materials',
    popular: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$49.99',
    period: '6 months',
    summary: 'Full practice exams with rationales',
    popular: true,
  },
  {
    id: 'comprehensive',
    name: 'Comprehensive',
    price: '$89.99',
    period: '12 months',
    summary: 'Everything, plus one-on-one trainer sessions',
    popular: false,
  },
] as const;
