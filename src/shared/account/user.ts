import { z } from 'zod/mini';
import { LANGUAGE_CODES } from '../i18n/languages';
import { ROLES } from '../roles';

/**
 * The signed-in user as the API shows it (spec §3 "User"). Every user has a referral code to share
 * (spec §4, §9); a trainer's earnings and sales come from the marketplace (GET /api/trainer/dashboard).
 */
export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isRegistered: z.boolean(),
  testAttempts: z.int(),
  lastTestDate: z.nullable(z.string()),
  /** Null when an admin removed the user's code (spec §5 "Edit user": empty optional text is stored as null). */
  referralCode: z.nullable(z.string()),
});

export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * The signed-in user as GET /api/account/me shows her: the account, her time zone setting (an
 * IANA id), so every date of the first page is already in her zone (issue 25 item 7), and her
 * interface language's code (issue 29 item 1), so the page is in it without a second request.
 */
export const meUserSchema = z.extend(accountUserSchema, { timezone: z.string(), language: z.enum(LANGUAGE_CODES) });

/** GET /api/account/me: the signed-in user with her time zone, or null when signed out. */
export const meResponseSchema = z.object({ user: z.nullable(meUserSchema) });

/** What the auth endpoints answer on success; the session travels in an httpOnly cookie only. */
export const authOkSchema = z.object({ ok: z.literal(true) });

export type MeUser = z.infer<typeof meUserSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;
export type AuthOk = z.infer<typeof authOkSchema>;
