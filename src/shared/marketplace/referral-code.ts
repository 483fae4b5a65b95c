import { z } from 'zod/mini';
import { msg } from '../i18n/msg';

/** A referral code: 6 uppercase letters and digits (spec §9). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6}$/;

export const REFERRAL_CODE_MESSAGE = msg('A referral code is 6 letters and digits, such as AB12CD.');

/** What the referral code input keeps of what is typed (spec §5 "Referral code input is uppercased"). */
export function normalizeReferralCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
}

/**
 * An optional referral code as a request carries it: trimmed and uppercased; empty means none;
 * anything else must be 6 letters and digits.
 */
export const optionalReferralCodeSchema = z.optional(
  z.string({ error: REFERRAL_CODE_MESSAGE }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((code) => code === '' || REFERRAL_CODE_PATTERN.test(code), { error: REFERRAL_CODE_MESSAGE }),
  ),
);
