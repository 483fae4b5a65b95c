import { eq } from 'drizzle-orm';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import {
  countCompletedPurchases,
  purchasedItemIds,
  quoteSale,
  recordSale,
  type SaleItem,
} from '../marketplace/service';
import { countHeldOrders, type OrderKindHandler } from '../payments/service';
import { sessionReceiptExtra } from './booking-mail';
import { sessionNotFound } from './sessions';
import { trainingSessions } from './tables';
import type { SessionRow } from './to-sessions';

/** The 409 of a session whose seats are all booked or held by other students' checkouts. */
const sessionFull = () => new AppError('session_full', { status: 409, message: msg('This session is full.') });

/**
 * Session `sessionId`'s row, locked FOR UPDATE in the order's transaction (concurrent orders and
 * payments of one session are served one at a time, so the seats never exceed Max Students), or 404.
 */
async function lockedSession(tx: Database, sessionId: string): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const [row] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for('update');
  if (!row) throw sessionNotFound();
  return row;
}

/** A session row as a sale names it. */
function saleItemOf(row: SessionRow): SaleItem {
  return { kind: 'session', id: row.id, title: row.title, trainerId: row.trainerId, priceCents: row.priceCents };
}

/**
 * Booking a session through an order (spec §2 "Trainer sessions", §4, §9; issue 26 item 2): a
 * marketplace purchase of kind `session` (the trainer earns 80%, a referral code's owner 10%, the
 * buyer pays 5% less with a code; a free session is paid at once, a $0.00 purchase).
 *
 * The quote locks the session's row FOR UPDATE and refuses, writing nothing: 404
 * `session_not_found`; 409 `session_cancelled` ('This session has been cancelled.'),
 * `session_started` ('This session has already started.'); 403 `own_item` ('You cannot book your
 * own session.'); 409 `already_purchased` (booked already), `session_full` ('This session is
 * full.': its completed bookings plus the seats other students' live checkouts hold reach Max
 * Students), `price_changed`; 400 `unknown_referral_code` or `own_referral_code`. The trainer and a
 * student who booked already hear why, rather than that the session is full.
 *
 * Once paid, the purchase and its ledger entries are written at the order's price. When the
 * session was cancelled meanwhile (409 `session_cancelled`) or its seats were all booked (409
 * `session_full`: the order's hold had lapsed and others paid), the order fails and the core
 * refunds its payment.
 *
 * The receipt of a paid booking carries the session's time in the buyer's zone, where to join and
 * a calendar file (`sessionReceiptExtra`, issue 27 item 3).
 */
export const sessionOrderKind: OrderKindHandler = {
  async quote(tx, { buyer, itemId, referralCode, expectedPriceCents }, now) {
    const row = await lockedSession(tx, itemId);
    if (row.status === 'cancelled') {
      throw new AppError('session_cancelled', { status: 409, message: msg('This session has been cancelled.') });
    }
    if (row.startsAt <= now) {
      throw new AppError('session_started', { status: 409, message: msg('This session has already started.') });
    }
    const item = saleItemOf(row);
    if (row.trainerId !== buyer.id && !(await purchasedItemIds(tx, buyer.id, [row.id])).has(row.id)) {
      const booked = (await countCompletedPurchases(tx, [row.id])).get(row.id) ?? 0;
      const held = (await countHeldOrders(tx, [row.id], now, buyer.id)).get(row.id) ?? 0;
      if (booked + held >= row.maxStudents) throw sessionFull();
    }
    const { split, referralCode: code } = await quoteSale(tx, { item, buyer, referralCode, expectedPriceCents });
    return {
      itemTitle: item.title,
      // Issue 27 item 3: a session for more than one student is a group session.
      description: `${row.maxStudents > 1 ? 'Group session' : 'One-on-one session'}: ${item.title}`,
      priceCents: split.priceCents,
      discountCents: split.discountCents,
      amountCents: split.paidCents,
      referralCode: code,
      // Issue 27 item 3: the buyer goes where her booked sessions and their links are.
      returnPath: paths.trainingCenter.path,
    };
  },
  async fulfil(tx, order) {
    const row = await lockedSession(tx, order.itemId);
    if (row.status === 'cancelled') {
      throw new AppError('session_cancelled', {
        status: 409,
        message: msg('This session was cancelled before your payment arrived.'),
      });
    }
    if (row.startsAt <= order.paidAt) {
      throw new AppError('session_started', {
        status: 409,
        message: msg('This session had already started when your payment arrived.'),
      });
    }
    const booked = (await countCompletedPurchases(tx, [row.id])).get(row.id) ?? 0;
    if (booked >= row.maxStudents) throw sessionFull();
    await recordSale(
      tx,
      {
        item: { ...saleItemOf(row), title: order.itemTitle, priceCents: order.priceCents },
        buyer: { id: order.buyerId },
        referralCode: order.referralCode,
        orderId: order.id,
      },
      order.paidAt,
    );
  },
  receiptExtra: sessionReceiptExtra,
};
