import { z } from 'zod/mini';
import { msg } from '../../../../shared/i18n/msg';
import type { Role } from '../../../../shared/roles';
import {
  ADJUSTMENT_REASON_REQUIRED,
  type ExpectedFigures,
  isWholeCents,
  type ManagedUser,
  type UserFigure,
  type UserUpdateBody,
  userUpdateBodySchema,
} from '../../../../shared/user-management/users';
import { dollarsOf } from '../../../lib/dollars';

/** The Edit User dialog's fields as typed: counts and earnings as number inputs hold them (a number, or text while empty). */
interface UserFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isRegistered: boolean;
  testAttempts: number | string;
  referralCode: string;
  /** In dollars. */
  earnings: number | string;
  coursesCreated: number | string;
  coursesSold: number | string;
  reason: string;
}

/** What the dialog says under the reason, and why it asks for one (issue 12: figures are records plus adjustments). */
export const ADJUSTMENT_EXPLANATION = msg(
  'Figures are computed from records; your change is kept as an adjustment with your name and this reason.',
);

/** The message of an earnings figure with more than two decimals (the shared schema's, for whole cents). */
export const EARNINGS_CENTS_MESSAGE = msg('Earnings must be in dollars and cents, with at most two decimals.');

const shape = userUpdateBodySchema.shape;

/** A user's fields as the dialog starts with them (`user` as GET /api/admin/users/:userId answered when it opened). */
export function toUserFormValues(user: ManagedUser): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isRegistered: user.isRegistered,
    testAttempts: user.testAttempts,
    referralCode: user.referralCode ?? '',
    earnings: user.earningsCents / 100,
    coursesCreated: user.coursesCreated,
    coursesSold: user.coursesSold,
    reason: '',
  };
}

/** Earnings typed in dollars as whole cents; null when empty, not a number or with more than two decimals. */
function earningsCentsOf(value: number | string): number | null {
  const dollars = dollarsOf(value);
  if (dollars === null || !isWholeCents(dollars)) return null;
  return Math.round(dollars * 100);
}

/** A count typed in a number input as the integer it holds, or null. */
const countOf = (value: number | string): number | null => {
  const number = typeof value === 'number' ? value : dollarsOf(value);
  return number !== null && Number.isInteger(number) ? number : null;
};

/** A number input's value as the body's count: the integer it holds, or the value itself (which the shared rule refuses). */
const countOrValue = (value: number | string): unknown => countOf(value) ?? value;

/** Earnings typed in dollars as the body's cents, or NaN (which the shared rule refuses with `EARNINGS_CENTS_MESSAGE`). */
const centsOrNaN = (value: number | string): number => earningsCentsOf(value) ?? Number.NaN;

/**
 * The figures the dialog opened with: the body's `expected`. The server changes only a figure whose
 * requested value differs from it, by the difference, so records added meanwhile (a sale, a test)
 * stay counted (issue 12: figures are records plus adjustments).
 */
const expectedFiguresOf = (user: ManagedUser): ExpectedFigures => ({
  testAttempts: user.testAttempts,
  earningsCents: user.earningsCents,
  coursesCreated: user.coursesCreated,
  coursesSold: user.coursesSold,
});

/** The form's field of each body field the shared figure and trainer rules check. */
const FIELD_OF: Partial<Record<UserFigure | 'referralCode', keyof UserFormValues>> = {
  testAttempts: 'testAttempts',
  earningsCents: 'earnings',
  coursesCreated: 'coursesCreated',
  coursesSold: 'coursesSold',
  referralCode: 'referralCode',
};

const numberInput = z.union([z.number(), z.string()]);

/**
 * True when the role is trainer: the dialog shows and sends the trainer fields (referral code,
 * earnings, courses created and sold) only then (spec §2 "trainer-only fields appear when the role
 * is trainer"); otherwise they are sent as they started.
 */
export const showsTrainerFields = (role: string) => role === 'trainer';

/** The figures the form would send, in the body's units, with the trainer ones as they started unless the role is trainer. */
function figuresOf(values: UserFormValues, user: ManagedUser) {
  const trainer = showsTrainerFields(values.role);
  return {
    testAttempts: countOf(values.testAttempts),
    earningsCents: trainer ? earningsCentsOf(values.earnings) : user.earningsCents,
    coursesCreated: trainer ? countOf(values.coursesCreated) : user.coursesCreated,
    coursesSold: trainer ? countOf(values.coursesSold) : user.coursesSold,
  };
}

/** True when a figure differs from its value when the dialog opened (`user`): the change is an adjustment and needs a reason. */
export function changesFigures(values: UserFormValues, user: ManagedUser): boolean {
  const figures = figuresOf(values, user);
  return (
    figures.testAttempts !== user.testAttempts ||
    figures.earningsCents !== user.earningsCents ||
    figures.coursesCreated !== user.coursesCreated ||
    figures.coursesSold !== user.coursesSold
  );
}

/**
 * The Edit User dialog's checks (spec §5 "Edit user"), made of the shared body's rules: names and
 * email required and trimmed, a role among the four, counts whole numbers, earnings in dollars with
 * at most two decimals ('Earnings must be in dollars and cents, with at most two decimals.'), a
 * changed figure 0 or more (one left as it opened may be below 0, as a ledger after a refund), the
 * referral code 6 letters and digits or empty, and a reason when a figure differs from its value
 * when the dialog opened, `user` (`ADJUSTMENT_REASON_REQUIRED`).
 */
export function userFormSchema(user: ManagedUser) {
  return z
    .object({
      firstName: shape.firstName,
      lastName: shape.lastName,
      email: shape.email,
      role: shape.role,
      isRegistered: shape.isRegistered,
      testAttempts: numberInput,
      referralCode: z.string(),
      earnings: numberInput,
      coursesCreated: numberInput,
      coursesSold: numberInput,
      reason: z.string().check(z.trim(), z.maxLength(500, msg('The reason must be at most 500 characters.'))),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          const typed = values as unknown as UserFormValues;
          // The figures and the referral code as the body would carry them, checked by the shared
          // body (the trainer fields only while they are shown: otherwise they go as they opened).
          const trainer = showsTrainerFields(typed.role);
          const body = {
            ...toUserBody(typed, user),
            testAttempts: countOrValue(typed.testAttempts),
            referralCode: trainer ? typed.referralCode : user.referralCode,
            earningsCents: trainer ? centsOrNaN(typed.earnings) : user.earningsCents,
            coursesCreated: trainer ? countOrValue(typed.coursesCreated) : user.coursesCreated,
            coursesSold: trainer ? countOrValue(typed.coursesSold) : user.coursesSold,
          };
          const checked = userUpdateBodySchema.safeParse(body);
          const flagged = new Set<keyof UserFormValues>();
          for (const issue of checked.success ? [] : checked.error.issues) {
            const field = FIELD_OF[issue.path[0] as UserFigure | 'referralCode'];
            if (!field || flagged.has(field)) continue;
            flagged.add(field);
            ctx.addIssue({ code: 'custom', message: issue.message, input: typed[field], path: [field] });
          }
          if (changesFigures(typed, user) && String(typed.reason ?? '').trim() === '') {
            ctx.addIssue({
              code: 'custom',
              message: ADJUSTMENT_REASON_REQUIRED,
              input: typed.reason,
              path: ['reason'],
            });
          }
        },
        { when: () => true },
      ),
    ) as unknown as z.ZodMiniType<UserFormValues, UserFormValues>;
}

/**
 * The checked form as the body of PUT /api/admin/users/:userId: dollars to whole cents (as
 * `toCourseBody` does for prices), an empty referral code as null, the trainer figures as they
 * opened when the role is not trainer, `expected` the figures as they opened (`user`), and the
 * reason only when a figure changed.
 */
export function toUserBody(values: UserFormValues, user: ManagedUser): UserUpdateBody {
  const figures = figuresOf(values, user);
  const trainer = showsTrainerFields(values.role);
  const code = trainer ? values.referralCode.trim().toUpperCase() : (user.referralCode ?? '');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: values.role as Role,
    isRegistered: values.isRegistered,
    testAttempts: figures.testAttempts ?? user.testAttempts,
    referralCode: code === '' ? null : code,
    earningsCents: figures.earningsCents ?? user.earningsCents,
    coursesCreated: figures.coursesCreated ?? user.coursesCreated,
    coursesSold: figures.coursesSold ?? user.coursesSold,
    expected: expectedFiguresOf(user),
    reason: changesFigures(values, user) ? values.reason.trim() : '',
  };
}
