import { and, asc, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { Database } from '../../db/client';
import { isUpcoming } from './session-lists';
import { cancelWithRefunds } from './sessions';
import { trainingSessions } from './tables';

/** Why the bookings of a session cancelled because an admin deleted its trainer's account were refunded. */
export const TRAINER_DELETED_CANCELLATION_REASON = "Session cancelled: the trainer's account was closed";

/**
 * Cancels, at `now`, every upcoming session (not cancelled, starting after `now`) of `trainerId`,
 * whose account `admin` is deleting (issue 12), and refunds each booking as a trainer's own
 * cancellation does (`refundForCancellation`: the purchase refunded, reversing ledger entries,
 * audit `purchase.refunded`), by `admin` with TRAINER_DELETED_CANCELLATION_REASON, so students who
 * paid for a session no one will hold get their money back. Sessions already held or under way
 * and their sales are left as they are. Run it in the deletion's transaction before the account
 * row is locked: the sessions are locked (FOR UPDATE, in id order) first, as a booking locks its
 * session before the trainer's row, so the two cannot deadlock; a booking that waited then finds
 * the session cancelled. Returns the ids of the sessions cancelled.
 */
export async function cancelSessionsOfDeletedTrainer(
  tx: Database,
  { trainerId, admin }: { trainerId: string; admin: AccountUser },
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.trainerId, trainerId), isUpcoming(now)))
    .orderBy(asc(trainingSessions.id))
    .for('update');
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  await cancelWithRefunds(tx, ids, { byId: admin.id, reason: TRAINER_DELETED_CANCELLATION_REASON }, now);
  return ids;
}
