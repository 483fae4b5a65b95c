import { eq } from 'drizzle-orm';
import { purchaseOfOrder } from '../marketplace/service';
import { applyEventOnce, type PaymentsContext } from './orders';
import { orderOfPayment, refundOrderInTx } from './refunds';
import { paymentDisputes } from './tables';

/** The reason a sale refunded because its dispute was lost is recorded with. */
export const DISPUTE_LOST_REASON = 'Dispute lost';

/**
 * Applies a dispute opened at the provider on payment `paymentId` (`charge.dispute.created`) at
 * `at`, once per event (issue 26 item 3): the dispute is recorded `open` with the order's purchase,
 * so the sale's ledger entries are held (neither available nor paid out) while it lasts. A dispute
 * already recorded, or a payment of no order, changes nothing. Answers what it did.
 */
export async function openDispute(
  ctx: PaymentsContext,
  event: { eventId: string; paymentId: string; disputeId: string },
  at: Date,
): Promise<string> {
  return applyEventOnce(ctx, { eventId: event.eventId, type: 'dispute.opened' }, at, async (tx) => {
    const order = await orderOfPayment(tx, event.paymentId);
    let outcome: string;
    if (!order) outcome = 'ignored: no order for this payment';
    else {
      const purchase = await purchaseOfOrder(tx, order.id);
      const [row] = await tx
        .insert(paymentDisputes)
        .values({
          id: event.disputeId,
          paymentId: event.paymentId,
          orderId: order.id,
          purchaseId: purchase?.id ?? null,
          openedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: paymentDisputes.id });
      outcome = row ? 'dispute opened: the sale is held' : 'duplicate: dispute already recorded';
    }
    return outcome;
  });
}

/**
 * Applies a dispute closed at the provider (`charge.dispute.closed`) at `at`, once per event: won
 * releases the sale's held entries; lost refunds the sale (reversing entries, reason "Dispute
 * lost") and the order becomes `refunded`. A dispute never opened here is recorded closed as it is
 * (opened and closed events may arrive out of order). Answers what it did.
 */
export async function closeDispute(
  ctx: PaymentsContext,
  event: { eventId: string; paymentId: string; disputeId: string; won: boolean },
  at: Date,
): Promise<string> {
  return applyEventOnce(ctx, { eventId: event.eventId, type: 'dispute.closed' }, at, async (tx) => {
    const status = event.won ? 'won' : 'lost';
    const order = await orderOfPayment(tx, event.paymentId);
    let outcome: string;
    if (!order) outcome = 'ignored: no order for this payment';
    else {
      const purchase = await purchaseOfOrder(tx, order.id);
      const [existing] = await tx
        .select()
        .from(paymentDisputes)
        .where(eq(paymentDisputes.id, event.disputeId))
        .for('update');
      if (existing && existing.status !== 'open') {
        outcome = 'duplicate: dispute already closed';
      } else {
        if (existing) {
          await tx
            .update(paymentDisputes)
            .set({ status, closedAt: at, updatedAt: at })
            .where(eq(paymentDisputes.id, event.disputeId));
        } else {
          await tx.insert(paymentDisputes).values({
            id: event.disputeId,
            paymentId: event.paymentId,
            orderId: order.id,
            purchaseId: purchase?.id ?? null,
            status,
            openedAt: at,
            closedAt: at,
            createdAt: at,
            updatedAt: at,
          });
        }
        outcome = event.won
          ? 'dispute won: the sale is released'
          : `dispute lost: ${await refundOrderInTx(tx, { orderId: order.id, reason: DISPUTE_LOST_REASON, at, kinds: ctx.kinds })}`;
      }
    }
    return outcome;
  });
}
