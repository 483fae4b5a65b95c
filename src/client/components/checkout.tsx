import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Purchase } from '../../shared/marketplace/purchases';
import { normalizeReferralCode } from '../../shared/marketplace/referral-code';
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_FEE_PERCENT } from '../../shared/marketplace/split-sale';
import { ApiError } from '../lib/api-client';
import { formatMoney } from '../lib/format';

/** The length of a complete referral code (spec §9). */
export const REFERRAL_CODE_LENGTH = 6;

/** The 400 codes of a purchase that are about the referral code sent. */
const REFERRAL_ERROR_CODES = new Set(['invalid_request', 'unknown_referral_code', 'own_referral_code']);

/**
 * The optional referral code of a course purchase, a booking or a video purchase (spec §5:
 * uppercased as typed; 6 letters and digits), with what it gives the buyer and the code's owner.
 * Enter buys.
 */
export function ReferralCodeField({
  value,
  error,
  onChange,
  onEnter,
  describedBy,
}: {
  value: string;
  error: string | null;
  onChange: (code: string) => void;
  onEnter: () => void;
  describedBy?: string;
}) {
  return (
    <TextInput
      label="Referral code"
      aria-describedby={describedBy}
      description={`Have a referral code? You save ${REFERRAL_DISCOUNT_PERCENT}% and the person who shared it earns a ${REFERRAL_FEE_PERCENT}% referral fee.`}
      placeholder="e.g. AB12CD"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={value}
      error={error}
      onChange={(event) => onChange(normalizeReferralCode(event.currentTarget.value))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter();
      }}
    />
  );
}

/** What a receipt says was paid, and with a code what it saved and earned its owner. */
export function paidText(purchase: Purchase): string {
  const paid = purchase.amountCents === 0 ? 'It is free.' : `You paid ${formatMoney(purchase.amountCents)}.`;
  if (!purchase.referralCode) return paid;
  return `${paid} Referral code ${purchase.referralCode} saved you ${formatMoney(purchase.discountCents)}.`;
}

/**
 * Tells the buyer why a booking or a purchase failed: a toast titled `failedTitle` with the
 * server's sentence (409 full, past, already bought, price changed; 403 own item), the spec's
 * 'An unexpected error occurred.' when the server cannot be reached, and 'Please try again' for a
 * 5xx (`unavailableMessage`). Returns the sentence to show beside the button, and whether it is about the referral code.
 */
export function reportCheckoutFailure(
  error: unknown,
  {
    failedTitle,
    sentCode,
    unavailableMessage = 'Unable to process the payment. Please try again.',
  }: { failedTitle: string; sentCode: boolean; unavailableMessage?: string },
): { message: string; aboutCode: boolean } {
  if (!(error instanceof ApiError) || error.status === 0) {
    const message = 'An unexpected error occurred.';
    notifications.show({ title: 'Error', message, color: 'red' });
    return { message, aboutCode: false };
  }
  const message = error.status >= 500 ? unavailableMessage : error.message;
  notifications.show({ title: failedTitle, message, color: 'red' });
  return { message, aboutCode: error.status === 400 && sentCode && REFERRAL_ERROR_CODES.has(error.code) };
}
