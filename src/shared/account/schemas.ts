import { z } from 'zod/mini';

/**
 * Contracts of the account endpoints (spec §3 "User", "Profile form", "Settings"; §5 "Login",
 * "Register", "Change password"). The messages are the spec's words; forms and routes use the same
 * schemas, so a rule is written once.
 */

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `${label} must be at most ${max} characters`));

const email = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, requiredMessage),
    z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    z.refine((value) => value.length === 0 || z.email().safeParse(value).success, 'Please enter a valid email address'),
  );

/** Body of POST /api/auth/sign-in/email (spec §5 "Login"). `rememberMe` false: the session ends with the browser. */
export const signInBodySchema = z.strictObject({
  email: z
    .string({ error: 'Please enter both email and password.' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Please enter both email and password.'),
      z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    ),
  password: z
    .string({ error: 'Please enter both email and password.' })
    .check(
      z.minLength(1, 'Please enter both email and password.'),
      z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    ),
  rememberMe: z.optional(z.boolean({ error: 'rememberMe must be true or false.' })),
});

export type SignInBody = z.infer<typeof signInBodySchema>;

/**
 * Body of POST /api/auth/sign-up/email (spec §5 "Register"): every failed rule is reported, in the
 * spec's words. Sign-up always makes a student; a role cannot be sent.
 */
export const registerBodySchema = z
  .strictObject({
    firstName: requiredText('First name is required', NAME_MAX, 'First name'),
    lastName: requiredText('Last name is required', NAME_MAX, 'Last name'),
    email: email('Email is required'),
    password: z.string({ error: 'Password is required' }).check(
      z.minLength(1, 'Password is required'),
      z.refine((value) => value.length === 0 || value.length >= 8, 'Password must be at least 8 characters'),
      z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    ),
    confirmPassword: z.string({ error: 'Passwords do not match' }),
    acceptTerms: z.literal(true, { error: 'Please accept the Terms of Service and Privacy Policy' }),
  })
  .check(
    z.refine((body) => body.password === body.confirmPassword, {
      error: 'Passwords do not match',
      path: ['confirmPassword'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );

export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The special characters a new password needs one of (spec §5 "Change password"). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** A new password under the rules of spec §5 "Change password"; the empty case reports only "required". */
const strongPassword = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(
    z.minLength(1, requiredMessage),
    z.refine((v) => v.length === 0 || v.length >= 8, 'Password must be at least 8 characters long'),
    z.refine((v) => v.length === 0 || /[A-Z]/.test(v), 'Password must contain at least one uppercase letter'),
    z.refine((v) => v.length === 0 || /[a-z]/.test(v), 'Password must contain at least one lowercase letter'),
    z.refine((v) => v.length === 0 || /[0-9]/.test(v), 'Password must contain at least one number'),
    z.refine(
      (v) => v.length === 0 || [...v].some((c) => PASSWORD_SPECIALS.includes(c)),
      'Password must contain at least one special character',
    ),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );

/** The check that the new password and its confirmation agree ('New passwords do not match'). */
function newPasswordsMatch() {
  return z.refine<{ newPassword: string; confirmPassword: string }>(
    (body) => body.newPassword === body.confirmPassword,
    {
      error: 'New passwords do not match',
      path: ['confirmPassword'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
}

/** A password under the rules of spec §5 "Change password", for accounts made outside the forms. */
export const newPasswordSchema = strongPassword('Password is required');

/** Body of POST /api/auth/change-password (spec §5 "Change password"); other sessions are ended. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX, 'Current password is too long')),
    newPassword: strongPassword('New password is required'),
    confirmPassword: z.string({ error: 'New passwords do not match' }),
  })
  .check(
    newPasswordsMatch(),
    z.refine((body) => body.currentPassword.length === 0 || body.newPassword !== body.currentPassword, {
      error: 'New password must be different from current password',
      path: ['newPassword'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Body of POST /api/auth/request-password-reset: the account's email. */
export const forgotPasswordBodySchema = z.strictObject({
  email: email('Email is required'),
});

/** Body of POST /api/auth/reset-password: the token from the emailed link and a new password. */
export const resetPasswordBodySchema = z
  .strictObject({
    token: z
      .string({ error: 'The reset link is incomplete.' })
      .check(z.minLength(1, 'The reset link is incomplete.'), z.maxLength(200, 'The reset link is invalid.')),
    newPassword: strongPassword('New password is required'),
    confirmPassword: z.string({ error: 'New passwords do not match' }),
  })
  .check(newPasswordsMatch());
