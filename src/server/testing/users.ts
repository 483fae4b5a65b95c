import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ManagedUser, UserUpdateBody } from '../../shared/user-management/users';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { SignedIn } from './accounts';
import { requestAs } from './marketplace';

/** GET /api/admin/users/:userId as `admin`; throws unless 200. */
export async function managedUser(app: FastifyInstance, admin: SignedIn, userId: string): Promise<ManagedUser> {
  const response = await requestAs(app, admin, 'GET', `/api/admin/users/${userId}`);
  if (response.statusCode !== 200) throw new Error(`get user failed: ${response.statusCode} ${response.body}`);
  return response.json().user;
}

/** The Edit User dialog's body for `user` as shown (its figures also as `expected`), with `overrides` (what an admin changed). */
export function editBody(user: ManagedUser, overrides: Partial<UserUpdateBody> = {}): UserUpdateBody {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isRegistered: user.isRegistered,
    testAttempts: user.testAttempts,
    referralCode: user.referralCode,
    earningsCents: user.earningsCents,
    coursesCreated: user.coursesCreated,
    coursesSold: user.coursesSold,
    expected: {
      testAttempts: user.testAttempts,
      earningsCents: user.earningsCents,
      coursesCreated: user.coursesCreated,
      coursesSold: user.coursesSold,
    },
    ...overrides,
  };
}

/** PUT /api/admin/users/:userId as `admin`: the user as now shown, changed by `overrides`. */
export async function editUser(
  app: FastifyInstance,
  admin: SignedIn,
  userId: string,
  overrides: Partial<UserUpdateBody> = {},
): Promise<LightMyRequestResponse> {
  const user = await managedUser(app, admin, userId);
  return requestAs(app, admin, 'PUT', `/api/admin/users/${userId}`, editBody(user, overrides));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `hold` in a transaction of its own, sends `requests` while it is open, commits after
 * `holdMs`, and returns the requests' answers.
 */
async function whileHolding<Answer>(
  db: Database,
  hold: (tx: Database) => Promise<void>,
  requests: () => Promise<Answer>[],
  holdMs: number,
): Promise<Answer[]> {
  let pending: Promise<Answer>[] = [];
  await db.transaction(async (tx) => {
    await hold(tx);
    pending = requests();
    await sleep(holdMs);
  });
  return Promise.all(pending);
}

/**
 * Makes requests meet in the database: holds FOR UPDATE locks on the account rows `ids` in a
 * transaction of its own, sends `requests` meanwhile (they reach their transactions and wait on
 * those rows), and after `holdMs` lets them all go at once. On PostgreSQL they then run truly side
 * by side, so only the code's own locks keep them apart; PGlite runs one transaction at a time.
 */
export async function releasedTogether<Answer = LightMyRequestResponse>(
  db: Database,
  ids: readonly string[],
  requests: () => Promise<Answer>[],
  holdMs = 400,
): Promise<Answer[]> {
  return whileHolding(
    db,
    async (tx) => {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [...ids]))
        .for('update');
    },
    requests,
    holdMs,
  );
}

/**
 * Makes requests meet a deletion of `userId` that has changed the account row but not committed
 * yet: in a transaction of its own, marks the row deleted as `deleteManagedUser` does (deleted_at
 * set, email replaced, referral code removed), sends `requests` meanwhile, and commits after
 * `holdMs`. On PostgreSQL the requests read the account as it was until they lock its row; PGlite
 * runs one transaction at a time, so there they start after the commit.
 */
export async function duringUncommittedDeletion<Answer = LightMyRequestResponse>(
  db: Database,
  userId: string,
  requests: () => Promise<Answer>[],
  holdMs = 400,
): Promise<Answer[]> {
  return whileHolding(
    db,
    async (tx) => {
      await tx
        .update(users)
        .set({ deletedAt: new Date(), email: `deleted-${userId}@deleted.invalid`, referralCode: null })
        .where(eq(users.id, userId));
    },
    requests,
    holdMs,
  );
}
