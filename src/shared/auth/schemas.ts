import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { noControlCharacters, visibleText } from '../text';

/**
 * Contracts of the account endpoints (spec §3 "User", "Profile form", "Settings"; §5 "Login",
 * "Register", "Change password"). The messages are the spec's words; forms and routes use the same
 * schemas, so a rule is written once.
 */

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;

/** Required one-line text: trimmed, at least one visible character, at most `max`, no control characters. */
export const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      visibleText(message),
      z.maxLength(max, msg('{{label}} must be at most {{max}} characters', { label, max })),
      noControlCharacters(label),
    );

/**
 * Runs an object-level refinement only when the object arrived and each of `keys` is a string, so
 * a body missing a field (or not an object at all) gets the field's own message, never a crash.
 */
const whenStrings =
  (...keys: string[]) =>
  (payload: { value: unknown }): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    keys.every((key) => typeof (payload.value as Record<string, unknown>)[key] === 'string');

/** A required email address: trimmed, lowercased, at most 254 characters, a valid address. */
export const emailSchema = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, requiredMessage),
    z.maxLength(EMAIL_MAX, msg('Email must be at most {{max}} characters', { max: EMAIL_MAX })),
    z.refine(
      (value) => value.length === 0 || z.email().safeParse(value).success,
      msg('Please enter a valid email address'),
    ),
    noControlCharacters(msg('Email')),
  );

/** Body of POST /api/auth/sign-in/email (spec §5 "Login"). `rememberMe` false: the session ends with the browser. */
export const signInBodySchema = z.strictObject({
  email: z
    .string({ error: msg('Please enter both email and password.') })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, msg('Please enter both email and password.')),
      z.maxLength(EMAIL_MAX, msg('Email must be at most {{max}} characters', { max: EMAIL_MAX })),
      noControlCharacters(msg('Email')),
    ),
  password: z
    .string({ error: msg('Please enter both email and password.') })
    .check(
      z.minLength(1, msg('Please enter both email and password.')),
      z.maxLength(PASSWORD_MAX, msg('Password must be at most {{max}} characters', { max: PASSWORD_MAX })),
    ),
  rememberMe: z.optional(z.boolean({ error: msg('rememberMe must be true or false.') })),
});

export type SignInBody = z.infer<typeof signInBodySchema>;

/**
 * What a new password on a list of leaked passwords (P@ssw0rd, Welcome1!) is refused with; the
 * server checks it (auth/common-passwords.ts) and the forms show its sentence.
 */
export const COMMON_PASSWORD_MESSAGE = msg(
  'This password is too common: it is on lists of leaked passwords that attackers try first. Choose a less predictable one, such as three unrelated words with a number and a symbol.',
);

/** The special characters a new password needs one of (spec §5 "Change password"). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/**
 * A new password, the one rule for sign-up, change and reset (spec §5 "Change password": at
 * least 8 characters, an uppercase and a lowercase letter, a number and one of PASSWORD_SPECIALS).
 * The empty case reports only `requiredMessage`; `lengthMessage` is the form's own wording of the
 * length rule (Register: 'Password must be at least 8 characters').
 */
const strongPassword = (requiredMessage: string, lengthMessage = msg('Password must be at least 8 characters long')) =>
  z.string({ error: requiredMessage }).check(
    z.minLength(1, requiredMessage),
    z.refine((v) => v.length === 0 || v.length >= 8, lengthMessage),
    z.refine((v) => v.length === 0 || /[A-Z]/.test(v), msg('Password must contain at least one uppercase letter')),
    z.refine((v) => v.length === 0 || /[a-z]/.test(v), msg('Password must contain at least one lowercase letter')),
    z.refine((v) => v.length === 0 || /[0-9]/.test(v), msg('Password must contain at least one number')),
    z.refine(
      (v) => v.length === 0 || [...v].some((c) => PASSWORD_SPECIALS.includes(c)),
      msg('Password must contain at least one special character'),
    ),
    z.maxLength(PASSWORD_MAX, msg('Password must be at most {{max}} characters', { max: PASSWORD_MAX })),
  );

/**
 * Body of POST /api/auth/sign-up/email (spec §5 "Register"): every failed rule is reported, in the
 * spec's words; the password follows the same rule as a changed or reset one. Sign-up always
 * makes a student; a role cannot be sent.
 */
export const registerBodySchema = z
  .strictObject({
    firstName: requiredText(msg('First name is required'), NAME_MAX, msg('First name')),
    lastName: requiredText(msg('Last name is required'), NAME_MAX, msg('Last name')),
    email: emailSchema(msg('Email is required')),
    password: strongPassword(msg('Password is required'), msg('Password must be at least 8 characters')),
    confirmPassword: z.string({ error: msg('Passwords do not match') }),
    acceptTerms: z.literal(true, { error: msg('Please accept the Terms of Service and Privacy Policy') }),
  })
  .check(
    z.refine((body) => body.password === body.confirmPassword, {
      error: msg('Passwords do not match'),
      path: ['confirmPassword'],
      when: whenStrings('password', 'confirmPassword'),
    }),
  );

export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The check that the new password and its confirmation agree ('New passwords do not match'). */
function newPasswordsMatch() {
  return z.refine<{ newPassword: string; confirmPassword: string }>(
    (body) => body.newPassword === body.confirmPassword,
    {
      error: msg('New passwords do not match'),
      path: ['confirmPassword'],
      when: whenStrings('newPassword', 'confirmPassword'),
    },
  );
}

/** A password under the rules of spec §5 "Change password", for accounts made outside the forms. */
export const newPasswordSchema = strongPassword(msg('Password is required'));

/** Body of POST /api/auth/change-password (spec §5 "Change password"); other sessions are ended. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z
      .string({ error: msg('Current password is required') })
      .check(
        z.minLength(1, msg('Current password is required')),
        z.maxLength(PASSWORD_MAX, msg('Current password is too long')),
      ),
    newPassword: strongPassword(msg('New password is required')),
    confirmPassword: z.string({ error: msg('New passwords do not match') }),
  })
  .check(
    newPasswordsMatch(),
    z.refine((body) => body.currentPassword.length === 0 || body.newPassword !== body.currentPassword, {
      error: msg('New password must be different from current password'),
      path: ['newPassword'],
      when: whenStrings('currentPassword', 'newPassword'),
    }),
  );

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Body of POST /api/auth/request-password-reset: the account's email. */
export const forgotPasswordBodySchema = z.strictObject({
  email: emailSchema(msg('Email is required')),
});

/** The token of an emailed reset link: letters, digits, '-' and '_' (better-auth makes 24 letters and digits). */
export const resetTokenSchema = z
  .string({ error: msg('The reset link is incomplete.') })
  .check(
    z.minLength(1, msg('The reset link is incomplete.')),
    z.maxLength(200, msg('The reset link is invalid.')),
    z.regex(/^[A-Za-z0-9_-]+$/, msg('The reset link is invalid.')),
  );

/** Body of POST /api/auth/reset-password: the token from the emailed link and a new password. */
export const resetPasswordBodySchema = z
  .strictObject({
    token: resetTokenSchema,
    newPassword: strongPassword(msg('New password is required')),
    confirmPassword: z.string({ error: msg('New passwords do not match') }),
  })
  .check(newPasswordsMatch());

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
