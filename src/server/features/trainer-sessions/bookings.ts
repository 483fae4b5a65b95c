import { eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { PurchaseBody } from '../../../shared/marketplace/purchases';
import type { BookingReceipt } from '../../../shared/trainer-sessions/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import {
  assertExpectedPrice,
  countCompletedPurchases,
  purchasedItemIds,
  recordSale,
  type SaleItem,
} from '../marketplace/service';
import { sessionNotFound } from './sessions';
import { trainingSessions } from './tables';
import { toSessions } from './to-sessions';

/**
 * Books session `sessionId` for `buyer` at `now`: a marketplace purchase of kind `session` (the
 * trainer earns 80%, a referral code's owner 10%, the buyer pays 5% less with a code; a free
 * session writes a $0.00 purchase). In one transaction that first locks the session's row FOR
 * UPDATE, so concurrent bookers are served one at a time and the seats never exceed Max Students.
 *
 * Errors, with nothing written: 404 `session_not_found`; 409 `session_cancelled` ('This session has
 * been cancelled.'), `session_started` ('This session has already started.'); 403 `own_item` ('You
 * cannot book your own session.'); 409 `already_purchased` (booked already), `session_full` ('This
 * session is full.'), `price_changed` (the price differs from `body.expectedPriceCents`); 400
 * `unknown_referral_code` or `own_referral_code`.
 */
export async function bookSession(
  db: Database,
  { sessionId, buyer, body }: { sessionId: string; buyer: AccountUser; body: PurchaseBody },
  now: Date,
): Promise<BookingReceipt> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const purchase = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for('update');
    if (!row) throw sessionNotFound();
    if (row.status === 'cancelled') {
      throw new AppError('session_cancelled', { status: 409, message: 'This session has been cancelled.' });
    }
    if (row.startsAt <= now) {
      throw new AppError('session_started', { status: 409, message: 'This session has already started.' });
    }
    const item: SaleItem = {
      kind: 'session',
      id: row.id,
      title: row.title,
      trainerId: row.trainerId,
      priceCents: row.priceCents,
    };
    // The trainer and a student who booked already hear why, rather than that the session is full.
    if (row.trainerId !== buyer.id && !(await purchasedItemIds(tx, buyer.id, [row.id])).has(row.id)) {
      const seatsTaken = (await countCompletedPurchases(tx, [row.id])).get(row.id) ?? 0;
      if (seatsTaken >= row.maxStudents) {
        throw new AppError('session_full', { status: 409, message: 'This session is full.' });
      }
      assertExpectedPrice(item, body.expectedPriceCents);
    }
    return recordSale(tx, { item, buyer, referralCode: body.referralCode || null }, now);
  });
  const [session] = await toSessions(
    db,
    await db.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)),
    buyer.id,
    now,
  );
  if (!session) throw sessionNotFound();
  return { session, purchase };
}
