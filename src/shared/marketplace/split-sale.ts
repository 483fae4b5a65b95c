/**
 * The money rules of a course sale (spec §9, docs/architecture.md §7), as pure functions on integer cents.
 *
 * - The trainer earns 80% of the course's price on every sale (platform fee 20%).
 * - When a referral code is used, its owner earns a referral fee of 10% of the price, and the buyer
 *   pays 5% less (decision 009: how "both buyer and referrer benefit", spec §8).
 * - Each share is rounded half up to whole cents; the platform receives what remains, so the
 *   trainer's, referrer's and platform's shares always sum to what the buyer paid.
 */

/** The trainer's share of the price, in percent (spec §9). */
export const TRAINER_SHARE_PERCENT = 80;
/** The referrer's fee, in percent of the price, when a referral code is used (spec §9). */
export const REFERRAL_FEE_PERCENT = 10;
/** The buyer's discount, in percent of the price, when a referral code is used (decision 009). */
export const REFERRAL_DISCOUNT_PERCENT = 5;
/** Days a trainer's or referrer's share is pending before it becomes available (decision 009). */
export const EARNINGS_HOLD_DAYS = 30;
/**
 * Days after a purchase during which an admin may refund it (decision 009): the same as the
 * pending period, so a refund only ever takes back pending shares, never an available balance.
 */
export const REFUND_WINDOW_DAYS = EARNINGS_HOLD_DAYS;

/** How one sale's money is divided, in cents. `trainerCents + referrerCents + platformCents === paidCents`. */
export interface SaleSplit {
  /** The course's price when bought. */
  priceCents: number;
  /** The buyer's referral discount (0 without a code). */
  discountCents: number;
  /** What the buyer pays: price less discount. */
  paidCents: number;
  trainerCents: number;
  /** The referral fee (0 without a code). */
  referrerCents: number;
  platformCents: number;
}

/** `percent`% of `cents`, rounded half up to whole cents, in integer arithmetic (no floating point). */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * Splits a sale of a course priced `priceCents` (a positive integer) among trainer, referrer and
 * platform (spec §9, decision 009). Throws a RangeError for a price that is not a positive whole
 * number of cents.
 */
export function splitSale(priceCents: number, { withReferral }: { withReferral: boolean }): SaleSplit {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) {
    throw new RangeError(`A price must be a positive whole number of cents, not ${priceCents}.`);
  }
  const discountCents = withReferral ? percentOf(priceCents, REFERRAL_DISCOUNT_PERCENT) : 0;
  const paidCents = priceCents - discountCents;
  const trainerCents = percentOf(priceCents, TRAINER_SHARE_PERCENT);
  const referrerCents = withReferral ? percentOf(priceCents, REFERRAL_FEE_PERCENT) : 0;
  return {
    priceCents,
    discountCents,
    paidCents,
    trainerCents,
    referrerCents,
    platformCents: paidCents - trainerCents - referrerCents,
  };
}
