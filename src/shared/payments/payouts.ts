import { z } from 'zod/mini';
import { msg } from '../i18n/msg';

/**
 * Trainer payouts (issue 26 item 4): a trainer's payout account at the provider, and the payouts
 * of their available earnings. Amounts are integer cents (US dollars); times ISO 8601.
 */

/** Where a payout stands: `pending` (written, the transfer not yet made or being retried) or `paid`. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The payouts card's texts. */
export const PAYOUT_TEXTS = {
  testAccount: msg('Test payout account: no money moves'),
} as const;

/** One payout: when it was made, how much, where it stands. */
export const payoutSchema = z.object({
  id: z.string(),
  amountCents: z.int(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The trainer's payout account: none yet, or connected (with whether the provider lets it receive money). */
export const payoutAccountSchema = z.object({
  connected: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** True with the test provider: a simulated account, no money moves. */
  test: z.boolean(),
});
export type PayoutAccountState = z.infer<typeof payoutAccountSchema>;

/**
 * GET /api/trainer/payouts: the account, the earnings still pending (within 30 days of the sale,
 * or held by an open dispute), available (past the hold, not yet paid out) and paid out, and each
 * payout, newest first.
 */
export const trainerPayoutsSchema = z.object({
  account: payoutAccountSchema,
  pendingCents: z.int(),
  availableCents: z.int(),
  paidOutCents: z.int(),
  payouts: z.array(payoutSchema),
});
export type TrainerPayouts = z.infer<typeof trainerPayoutsSchema>;

/**
 * POST /api/trainer/payout-account: the account, and where to complete it (Stripe's onboarding
 * page) or null (the test provider's account is ready at once).
 */
export const connectPayoutAccountSchema = z.object({
  account: payoutAccountSchema,
  onboardingUrl: z.nullable(z.string()),
});
export type ConnectPayoutAccount = z.infer<typeof connectPayoutAccountSchema>;

/** POST /api/admin/payouts/run: how many payouts the run paid, and how many transfers failed (retried next run). */
export const payoutRunSchema = z.object({ paid: z.int(), failed: z.int() });
export type PayoutRun = z.infer<typeof payoutRunSchema>;
