import { z } from 'zod/mini';
import { accountUserSchema } from '../account/user';
import { emailSchema, requiredText } from '../auth/schemas';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { REFERRAL_CODE_MESSAGE, REFERRAL_CODE_PATTERN } from '../marketplace/referral-code';
import { pageNumber } from '../pagination';
import { ROLES } from '../roles';
import { noControlCharacters } from '../text';

/**
 * Contracts of user management at /user-management (spec §2 "User management", §3 "User", §5 "Edit
 * user", §6, §8): admins only, enforced by the API. Figures Nightingale computes from records
 * (earnings from the ledger, courses created and sold from courses and purchases, test attempts
 * from attempts) are never overwritten: an edit of one is stored as an adjustment with the admin,
 * the time and a reason, and the figure shown is records plus adjustments.
 */

/** The role filter (spec §2): all, admin, instructor, trainer, student. */
export const USER_ROLE_FILTERS = ['all', ...ROLES] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/** Users per page of the table. */
export const USERS_PAGE_SIZE = 25;

/** Spec §8 texts. */
export const USERS_EMPTY = msg('No users found matching your criteria');
export const USER_UPDATED = msg('User Updated');
export const USER_DELETED = msg('User Deleted: User has been removed from the system.');
/** What anyone but an admin reads at /user-management. */
export const USER_MANAGEMENT_RESTRICTED = msg('Access Restricted: This page is only available for administrators.');

/** Refusals of the self and last-admin rules (issue 12). */
export const CANNOT_DELETE_SELF = msg('You cannot delete your own account here. Ask another admin to do it.');
export const CANNOT_DEMOTE_SELF = msg('You cannot change your own role. Ask another admin to do it.');
export const LAST_ADMIN_DELETE = msg(
  'This is the last admin account, so it cannot be deleted. Make another user an admin first.',
);
export const LAST_ADMIN_DEMOTE = msg(
  'This is the last admin account, so its role cannot be changed. Make another user an admin first.',
);
export const ADJUSTMENT_REASON_REQUIRED = msg(
  'Please give a reason for changing earnings, courses, sales or test attempts; it is kept with the change.',
);
export const EMAIL_TAKEN = msg('Another account already uses this email address.');
export const REFERRAL_CODE_TAKEN = msg('Another account already uses this referral code.');
export const USER_NOT_FOUND = msg('This user no longer exists. Reload the list to see the current users.');

const SEARCH_MAX = 100;
const REASON_MAX = 500;
/** The most a count may be set to, and the most earnings may be set to ($10,000,000.00, in cents). */
export const MAX_FIGURE_COUNT = 1_000_000;
export const MAX_EARNINGS_CENTS = 1_000_000_000;
/**
 * The most one edit may move earnings either way ($1,000,000.00, in cents; issue 23): a slip of the
 * keyboard cannot add millions, and each adjustment entry stays far inside the ledger's 32-bit amounts.
 */
export const MAX_EARNINGS_CHANGE_CENTS = 100_000_000;
export const EARNINGS_CHANGE_MESSAGE = msg(
  'Earnings can change by at most $1,000,000.00 in one edit. Check the amount; a larger correction takes several edits, each with its reason.',
);

/** GET /api/admin/users?q=&role=&page=: search by name or email (case-insensitive substring), role filter, page from 1. */
export const userListQuerySchema = z.object({
  q: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SEARCH_MAX, msg('Search for at most {{max}} characters.', { max: SEARCH_MAX })),
        noControlCharacters(msg('The search')),
      ),
    '',
  ),
  role: z._default(
    z.enum(USER_ROLE_FILTERS, { error: msg('Choose a role: all, admin, instructor, trainer or student.') }),
    'all',
  ),
  page: pageNumber,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * One row of the table, and the Edit User dialog's starting values: the account as the API shows
 * it with its last activity and the figures as shown. Money in cents; times ISO 8601.
 */
const managedUserSchema = z.extend(accountUserSchema, {
  /**
   * The table's "Last Activity" ('Never' when null): the later of the last full-access test
   * (`lastTestDate`) and the last sign-in (issue 23: an account that signed in today was active today).
   */
  lastActivityAt: z.nullable(z.string()),
  /** Submitted full-access tests plus adjustments. */
  testAttempts: z.int(),
  /** Ledger sum (sales shares, referral fees, refunds and adjustments), in cents. */
  earningsCents: z.int(),
  /** Courses the user made plus adjustments. */
  coursesCreated: z.int(),
  /** Completed sales of the user's courses plus adjustments. */
  coursesSold: z.int(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** The six stat cards (spec §2): every account, by role, and registered ones. Deleted accounts are not counted. */
const userStatsSchema = z.object({
  total: z.int(),
  admins: z.int(),
  instructors: z.int(),
  trainers: z.int(),
  students: z.int(),
  registered: z.int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** GET /api/admin/users: one page of matches, newest accounts first, with the count of all matches and the stat cards. */
export const userListSchema = z.object({
  users: z.array(managedUserSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  stats: userStatsSchema,
});
export type UserList = z.infer<typeof userListSchema>;

/**
 * A count as the body carries it: any whole number within the limit either way, since the value an
 * admin leaves untouched is whatever is shown (even a floor-less figure); `userUpdateBodySchema`
 * requires 0 or more only of a count the admin changes.
 */
const count = (label: string) =>
  z.int({ error: msg('{{label}} must be a whole number of 0 or more.', { label }) }).check(
    z.minimum(-MAX_FIGURE_COUNT, msg('{{label}} must be a whole number of 0 or more.', { label })),
    z.maximum(
      MAX_FIGURE_COUNT,
      msg('{{label}} must be at most {{maxFigureCount}}.', {
        label,
        maxFigureCount: MAX_FIGURE_COUNT.toLocaleString('en-US'),
      }),
    ),
  );

const EARNINGS_MIN_MESSAGE = msg('Earnings must be 0 or more.');
const EARNINGS_MAX_MESSAGE = msg('Earnings must be at most $10,000,000.00.');

/**
 * Earnings in whole cents, any safe integer: the value an admin leaves untouched is whatever the
 * ledger sums to (below 0 after a refund, above the limit after many sales); `userUpdateBodySchema`
 * bounds a changed value (0 to $10,000,000.00) and the change ($1,000,000.00 either way).
 */
const earnings = z.int({ error: msg('Earnings must be in dollars and cents, with at most two decimals.') });

/** The four computed figures of an edit, and the label of each in its messages. */
const FIGURE_LABELS = {
  testAttempts: msg('Test attempts'),
  earningsCents: msg('Earnings'),
  coursesCreated: msg('Courses created'),
  coursesSold: msg('Courses sold'),
} as const;
export type UserFigure = keyof typeof FIGURE_LABELS;
const USER_FIGURES = Object.keys(FIGURE_LABELS) as UserFigure[];

/** The most a figure may come to either way after an edit (issue 23): earnings in cents, counts as counts. */
export const FIGURE_LIMITS: Record<UserFigure, number> = {
  testAttempts: MAX_FIGURE_COUNT,
  earningsCents: MAX_EARNINGS_CENTS,
  coursesCreated: MAX_FIGURE_COUNT,
  coursesSold: MAX_FIGURE_COUNT,
};

/**
 * Why an edit was refused (400 `figure_out_of_range`, issue 23): with the records added since the
 * dialog opened, `figure` would come to more than its limit either way.
 */
export function figureOutOfRangeMessage(figure: UserFigure): string {
  const limit = figure === 'earningsCents' ? '$10,000,000.00' : FIGURE_LIMITS[figure].toLocaleString('en-US');
  return msg(
    '{{label}} would come to more than {{limit}} either way. Reload the user to see the current figure, then enter a value within the limit.',
    { label: FIGURE_LABELS[figure], limit },
  );
}

/** The figures the Edit User dialog opened with, as the list or GET showed them. */
const expectedFiguresSchema = z.strictObject({
  testAttempts: count(msg('Test attempts')),
  earningsCents: earnings,
  coursesCreated: count(msg('Courses created')),
  coursesSold: count(msg('Courses sold')),
});
export type ExpectedFigures = z.infer<typeof expectedFiguresSchema>;

/**
 * Body of PUT /api/admin/users/:userId (spec §5 "Edit user"): names and email required and trimmed,
 * a role among the four, registered or not, the figures as the admin wants them shown, and
 * `expected`, the figures as the dialog opened with them. An empty referral code is stored as null
 * (no code); one given is 6 letters and digits. Earnings in whole cents.
 *
 * A figure counts as changed only when its requested value differs from its `expected` value; its
 * adjustment is requested − expected, so records added since the dialog opened (a sale, a test)
 * stay counted, and a figure left as it was writes nothing even if it moved meanwhile. A changed
 * figure must be 0 or more (earnings: 'Earnings must be 0 or more.'), changed earnings at most
 * $10,000,000.00 and moved by at most $1,000,000.00 (`EARNINGS_CHANGE_MESSAGE`); an untouched one may be
 * anything shown (a ledger sum below 0 does not block a rename). `reason` is required (by the API,
 * 400 `adjustment_reason_required`) only when some figure changed.
 */
export const userUpdateBodySchema = z
  .strictObject({
    firstName: requiredText(msg('First name is required'), 100, msg('First name')),
    lastName: requiredText(msg('Last name is required'), 100, msg('Last name')),
    email: emailSchema(msg('Email is required')),
    role: z.enum(ROLES, { error: msg('Choose a role: admin, instructor, trainer or student.') }),
    isRegistered: z.boolean({ error: msg('Say whether the user is registered.') }),
    testAttempts: count(msg('Test attempts')),
    referralCode: z.nullable(
      z.string({ error: REFERRAL_CODE_MESSAGE }).check(
        z.trim(),
        z.toUpperCase(),
        z.refine((code) => code === '' || REFERRAL_CODE_PATTERN.test(code), { error: REFERRAL_CODE_MESSAGE }),
      ),
    ),
    earningsCents: earnings,
    coursesCreated: count(msg('Courses created')),
    coursesSold: count(msg('Courses sold')),
    expected: expectedFiguresSchema,
    reason: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(REASON_MAX, msg('The reason must be at most {{max}} characters.', { max: REASON_MAX })),
          noControlCharacters(msg('The reason'), { multiline: true }),
        ),
      '',
    ),
  })
  .check(
    z.superRefine((body, context) => {
      const earningsChange = body.earningsCents - body.expected.earningsCents;
      const earningsMessage =
        earningsChange === 0
          ? null
          : body.earningsCents > MAX_EARNINGS_CENTS
            ? EARNINGS_MAX_MESSAGE
            : Math.abs(earningsChange) > MAX_EARNINGS_CHANGE_CENTS
              ? EARNINGS_CHANGE_MESSAGE
              : null;
      if (earningsMessage) {
        context.issues.push({
          code: 'custom',
          input: body.earningsCents,
          path: ['earningsCents'],
          message: earningsMessage,
        });
      }
      for (const figure of USER_FIGURES) {
        if (body[figure] !== body.expected[figure] && body[figure] < 0) {
          context.issues.push({
            code: 'custom',
            input: body[figure],
            path: [figure],
            message:
              figure === 'earningsCents'
                ? EARNINGS_MIN_MESSAGE
                : msg('{{label}} must be a whole number of 0 or more.', { label: FIGURE_LABELS[figure] }),
          });
        }
      }
    }),
  );
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

/** True when `dollars` has at most two decimals. */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** PUT answers the user as now shown. */
export const managedUserResponseSchema = z.object({ user: managedUserSchema });

/** Params naming a user. */
export const userIdParamsSchema = z.object({ userId: entityId(msg('The user id')) });
