import { randomUUID } from 'node:crypto';
import type { AccountUser } from '../../../shared/account/user';
import type { Database } from '../../db/client';
import { toAccountUser } from './accounts';
import { newReferralCode } from './referral-code';
import { users } from './tables';

/**
 * Demo learners (DEMO_DATA): registered students who bought the demo trainers' courses, so the
 * marketplace shows real purchases. They have no password and cannot sign in. Returns them in the
 * order of `names`.
 */
export async function createDemoLearners(
  db: Database,
  names: readonly (readonly [string, string])[],
  at: Date,
): Promise<AccountUser[]> {
  const rows = await db
    .insert(users)
    .values(
      names.map(([firstName, lastName]) => ({
        id: randomUUID(),
        name: `${firstName} ${lastName}`,
        // "Dela Cruz" -> "delacruz": an address has no spaces.
        email: `${firstName}.${lastName}@learners.nightingale.test`.replace(/\s+/g, '').toLowerCase(),
        firstName,
        lastName,
        role: 'student' as const,
        isRegistered: true,
        referralCode: newReferralCode(),
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning();
  return rows.map(toAccountUser);
}
