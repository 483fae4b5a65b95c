import { z } from 'zod/mini';
import { msg } from '../i18n/msg';

/**
 * Study plans (spec §9 "Registration plans"; issue 26 item 6; decision 021): one offer, shown the
 * same on Register, Services and the Payment Portal. Free is everything the specification gives a
 * signed-up student (§4, §6: full access, 75 items per test); the paid plans, at the spec's prices
 * and periods, are sold through the checkout and add what decision 021 names. Prices are integer
 * US cents.
 */

export const PLAN_IDS = ['free', 'basic', 'premium', 'comprehensive'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['basic', 'premium', 'comprehensive'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** What a plan gives that the server checks (decision 021): the adaptive NCLEX-style tests. */
export type PlanFeature = 'adaptive';

/** One plan as every page shows it. */
export interface Plan {
  id: PlanId;
  name: string;
  /** Price in cents (0 for Free). */
  priceCents: number;
  /** The period bought, in calendar months; null for Free (it does not end). */
  months: number | null;
  /** "forever", "3 months"… as the cards say it. */
  period: string;
  /** One line under the price. */
  summary: string;
  /** What the plan gives, listed on its card. */
  features: readonly string[];
  /** What the server unlocks with it (decision 021). */
  unlocks: readonly PlanFeature[];
  /** Higher ranks include lower ones: buying a lower plan while a higher one runs is refused. */
  rank: number;
  popular: boolean;
}

const FREE_FEATURES = [
  msg('Full access for registered students') as 'Full access for registered students',
  msg('Up to 75 questions per test') as 'Up to 75 questions per test',
  msg(
    'Training Center quizzes, case studies and NGN practice',
  ) as 'Training Center quizzes, case studies and NGN practice',
  msg('Flashcards, study plan and reminders') as 'Flashcards, study plan and reminders',
] as const;

const PAID_FEATURES = [
  msg('Everything in Free') as 'Everything in Free',
  msg(
    'The adaptive NCLEX-RN and NCLEX-PN tests (85 to 150 items, like the real exam)',
  ) as 'The adaptive NCLEX-RN and NCLEX-PN tests (85 to 150 items, like the real exam)',
  msg('The readiness report after each adaptive test') as 'The readiness report after each adaptive test',
] as const;

/** The four plans in display order (spec §9: Free $0 forever, Basic $29.99 / 3 months, Premium $49.99 / 6 months, Comprehensive $89.99 / 12 months). */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: msg('Free'),
    priceCents: 0,
    months: null,
    period: 'forever',
    summary: msg('Full access to practice, up to 75 questions per test'),
    features: FREE_FEATURES,
    unlocks: [],
    rank: 0,
    popular: false,
  },
  {
    id: 'basic',
    name: msg('Basic'),
    priceCents: 2999,
    months: 3,
    period: '3 months',
    summary: msg('The adaptive NCLEX-style test for 3 months'),
    features: [...PAID_FEATURES, msg('3 months of access')],
    unlocks: ['adaptive'],
    rank: 1,
    popular: false,
  },
  {
    id: 'premium',
    name: msg('Premium'),
    priceCents: 4999,
    months: 6,
    period: '6 months',
    summary: msg('The adaptive NCLEX-style test for 6 months'),
    features: [...PAID_FEATURES, msg('6 months of access')],
    unlocks: ['adaptive'],
    rank: 2,
    popular: true,
  },
  {
    id: 'comprehensive',
    name: msg('Comprehensive'),
    priceCents: 8999,
    months: 12,
    period: '12 months',
    summary: msg('The adaptive NCLEX-style test for a whole year'),
    features: [...PAID_FEATURES, msg('12 months of access')],
    unlocks: ['adaptive'],
    rank: 3,
    popular: false,
  },
];

/** The plan `id`, or undefined for an id that is not one of PLAN_IDS. */
export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** True when `id` names a plan sold through the checkout. */
export function isPaidPlanId(id: string): id is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(id);
}

/** What a Free student is told when she opens something a paid plan gives (403 `plan_required`). */
export const PLAN_REQUIRED_MESSAGE = msg(
  'The adaptive NCLEX-style test comes with the Basic, Premium and Comprehensive plans. Choose a plan in the Payment Portal to take it.',
);

/** GET /api/plans/current: the reader's plan now, and when it ends (with renewals already paid); Free: endsAt null. */
export const currentPlanSchema = z.object({
  planId: z.enum(PLAN_IDS),
  name: z.string(),
  /** When the running plan (with its paid renewals) ends, ISO 8601; null for Free. */
  endsAt: z.nullable(z.string()),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;
export const currentPlanResponseSchema = z.object({ plan: currentPlanSchema });
export type CurrentPlanResponse = z.infer<typeof currentPlanResponseSchema>;
