import { and, count, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { AdminPurchase } from '../../../shared/marketplace/purchases';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { checkRefundable, completeRefund, getAdminPurchase, purchaseOfOrder } from '../marketplace/service';
import type { OrderKinds } from './order-kinds';
import { applyEventOnce, type PaymentsContext } from './orders';
import { ProviderError, type ProviderRefund } from './provider';
import { orders, refundRequests } from './tables';

/** The reason a refund made in the provider's dashboard (no request here) is recorded with. */
export const PROVIDER_REFUND_REASON = 'Refunded at the payment provider';

/** Minutes after which a request the provider never answered (a crash mid-call) no longer blocks a new attempt. */
const UNANSWERED_REQUEST_MINUTES = 15;

/**
 * An admin's refund of a purchase at `at` (decision 009, issue 26 item 3). The refund rules are
 * checked first (30 days, not refunded; a refund already requested is 409 `refund_requested`). A
 * purchase with no provider payment (demo and past sales, free orders) is refunded at once, as
 * before. Otherwise the request (who, why) is recorded first, so the provider's confirmation finds
 * it however soon it arrives, and the provider is asked to refund the payment in full (idempotency
 * key `refund-<purchase id>`, `-<n>` for a new attempt after a failed one): a refusal removes the
 * request again, so nothing changes (502 `payment_provider_refused` with the provider's sentence,
 * or `payment_provider_unavailable`); an accepted refund keeps the request with the provider's
 * refund id, and the purchase shows "Refund requested" until the provider confirms
 * (`charge.refunded`, confirmRefund). The test provider's refund succeeds at once, so it is
 * confirmed in the same request. Answers the purchase as admins see it after.
 */
export async function requestRefund(
  ctx: PaymentsContext,
  { purchaseId, admin, reason }: { purchaseId: string; admin: AccountUser; reason: string },
  at: Date,
): Promise<AdminPurchase> {
  const db = ctx.db;
  const target = await db.transaction(async (tx) => {
    const purchase = await checkRefundable(tx, { purchaseId, adminId: admin.id, at });
    await assertNoOpenRequest(tx, purchase.id, at);
    const [order] = purchase.orderId ? await tx.select().from(orders).where(eq(orders.id, purchase.orderId)) : [];
    // No provider payment to give back (a free or past sale, or one the test provider took before
    // Stripe was configured): the refund is the ledger's alone, at once.
    if (!order?.providerPaymentId || order.provider !== ctx.provider.name) {
      await completeRefund(tx, { purchaseId: purchase.id, byId: admin.id, reason, at });
      return null;
    }
    const [attempts] = await tx
      .select({ total: count() })
      .from(refundRequests)
      .where(eq(refundRequests.purchaseId, purchase.id));
    const [request] = await tx
      .insert(refundRequests)
      .values({ orderId: order.id, purchaseId: purchase.id, adminId: admin.id, reason, createdAt: at, updatedAt: at })
      .returning({ id: refundRequests.id });
    if (!request) throw new Error('the refund request was not recorded');
    return { order, purchase, requestId: request.id, attempt: (attempts?.total ?? 0) + 1 };
  });
  if (!target) return getAdminPurchase(db, purchaseId, at);

  const { order, purchase, requestId, attempt } = target;
  let refund: ProviderRefund;
  try {
    refund = await ctx.provider.refund({
      paymentId: order.providerPaymentId as string,
      amountCents: order.amountCents,
      idempotencyKey: attempt === 1 ? `refund-${purchase.id}` : `refund-${purchase.id}-${attempt}`,
    });
  } catch (error) {
    // Unreachable: as if never asked (the same key next time). Refused: kept as failed, so the next
    // attempt carries a new key (the provider replays a refused key's answer for a day).
    const refused = error instanceof ProviderError && error.kind === 'refused';
    if (refused) {
      await db
        .update(refundRequests)
        .set({ status: 'failed', failureReason: error.message, settledAt: at, updatedAt: at })
        .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'requested')));
    } else {
      await db
        .delete(refundRequests)
        .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'requested')));
    }
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, purchaseId }, 'the payment provider did not refund a purchase');
    throw new AppError(error.kind === 'unreachable' ? 'payment_provider_unavailable' : 'payment_provider_refused', {
      status: 502,
      message:
        error.kind === 'unreachable'
          ? msg('The payment service could not be reached, so nothing was refunded. Try again in a minute.')
          : msg('The payment service refused this refund: {{message}} Nothing was refunded.', {
              message: error.message,
            }),
    });
  }
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(refundRequests)
      .set({ providerRefundId: refund.refundId, updatedAt: at })
      .where(eq(refundRequests.id, requestId))
      .returning();
    // The test provider's refund succeeded when it answered: confirm it now, as its webhook would.
    if (request?.status === 'requested' && ctx.provider.name === 'test' && refund.status === 'succeeded') {
      await settleRefund(tx, { orderId: order.id, purchaseId: purchase.id, at });
    }
  });
  return getAdminPurchase(db, purchaseId, at);
}

/**
 * 409 `refund_requested` when a refund of `purchaseId` was asked of the provider and awaits its
 * confirmation. A request the provider never answered for UNANSWERED_REQUEST_MINUTES (the server
 * stopped mid-call) is marked failed instead, so the admin can try again.
 */
async function assertNoOpenRequest(tx: Database, purchaseId: string, at: Date): Promise<void> {
  const [open] = await tx
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.purchaseId, purchaseId), eq(refundRequests.status, 'requested')));
  if (!open) return;
  if (open.providerRefundId === null && at.getTime() - open.createdAt.getTime() > UNANSWERED_REQUEST_MINUTES * 60_000) {
    await tx
      .update(refundRequests)
      .set({
        status: 'failed',
        failureReason: msg('The payment service did not answer.'),
        settledAt: at,
        updatedAt: at,
      })
      .where(eq(refundRequests.id, open.id));
    return;
  }
  throw new AppError('refund_requested', {
    status: 409,
    message: msg('A refund of this purchase was already requested; it completes when the payment service confirms it.'),
  });
}

/**
 * Completes, in `tx` at `at`, the refund of order `orderId`: its open request (if any) succeeds and
 * gives who and why; without one (refunded in the provider's dashboard) the reason is
 * PROVIDER_REFUND_REASON, by nobody here; a `reason` given (a dispute lost) is used instead, by nobody here. The purchase is refunded (reversing entries) and the
 * order becomes `refunded`. Answers what it did.
 */
async function settleRefund(
  tx: Database,
  {
    orderId,
    purchaseId,
    at,
    reason,
    kinds,
  }: { orderId: string; purchaseId: string | null; at: Date; reason?: string; kinds?: OrderKinds },
): Promise<string> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: at, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning();
  if (!purchaseId) {
    // What an order without a purchase gave (a plan's period) is taken back by its kind.
    const reverse = order && kinds?.[order.kind].reverse;
    if (order && reverse && order.paidAt) {
      await reverse(tx, {
        id: order.id,
        buyerId: order.buyerId,
        itemId: order.itemId,
        itemTitle: order.itemTitle,
        priceCents: order.priceCents,
        amountCents: order.amountCents,
        referralCode: order.referralCode,
        paidAt: order.paidAt,
        refundedAt: at,
      });
    }
    return 'order refunded';
  }
  const [request] = await tx
    .update(refundRequests)
    .set({ status: 'succeeded', settledAt: at, updatedAt: at })
    .where(and(eq(refundRequests.purchaseId, purchaseId), eq(refundRequests.status, 'requested')))
    .returning();
  const refunded = await completeRefund(tx, {
    purchaseId,
    byId: reason ? null : (request?.adminId ?? null),
    reason: reason ?? request?.reason ?? PROVIDER_REFUND_REASON,
    at,
  });
  return refunded ? 'purchase refunded' : 'duplicate: purchase already refunded';
}

/**
 * Applies the provider's confirmation that payment `paymentId` was refunded (`charge.refunded`) at
 * `at`, once per event: the order's purchase is refunded (reversing entries; the admin's request
 * gives who and why, else "Refunded at the payment provider") and the order becomes `refunded`.
 * A partial refund, or a payment of no order, is recorded as ignored. Answers what it did.
 */
export async function confirmRefund(
  ctx: PaymentsContext,
  event: { eventId: string; paymentId: string; refundedCents: number; amountCents: number },
  at: Date,
): Promise<string> {
  return applyEventOnce(ctx, { eventId: event.eventId, type: 'charge.refunded' }, at, async (tx) => {
    const order = await orderOfPayment(tx, event.paymentId);
    let outcome: string;
    if (!order) outcome = 'ignored: no order for this payment';
    else if (event.refundedCents < order.amountCents) outcome = 'ignored: a partial refund';
    else {
      const purchase = await purchaseOfOrder(tx, order.id);
      outcome = await settleRefund(tx, { orderId: order.id, purchaseId: purchase?.id ?? null, at, kinds: ctx.kinds });
    }
    return outcome;
  });
}

/**
 * Applies the provider's report that refund `refundId` failed (`refund.failed`) at `at`, once per
 * event: its request is marked failed with the provider's reason; nothing is reversed and the
 * purchase may be refunded again. Answers what it did.
 */
export async function failRefund(
  ctx: PaymentsContext,
  event: { eventId: string; refundId: string; reason: string },
  at: Date,
): Promise<string> {
  return applyEventOnce(ctx, { eventId: event.eventId, type: 'refund.failed' }, at, async (tx) => {
    const [request] = await tx
      .update(refundRequests)
      .set({ status: 'failed', failureReason: event.reason, settledAt: at, updatedAt: at })
      .where(and(eq(refundRequests.providerRefundId, event.refundId), eq(refundRequests.status, 'requested')))
      .returning({ id: refundRequests.id });
    let outcome = request ? 'refund failed' : 'ignored: no requested refund with this id';
    if (!request) {
      // A refund already confirmed (charge.refunded) and written in the ledger that the provider
      // then failed to make: the buyer has neither the money nor the item. Support must act.
      const [confirmed] = await tx
        .select({ id: refundRequests.id, purchaseId: refundRequests.purchaseId })
        .from(refundRequests)
        .where(and(eq(refundRequests.providerRefundId, event.refundId), eq(refundRequests.status, 'succeeded')));
      if (confirmed) {
        outcome = 'a refund written in the ledger failed at the provider: refund it by hand';
        ctx.log.error({ purchaseId: confirmed.purchaseId, refundId: event.refundId }, outcome);
      }
    }
    return outcome;
  });
}

/**
 * Refunds in `tx` at `at`, with `reason`, the purchase of order `orderId` (a dispute lost): the
 * purchase is refunded with reversing entries (or, without a purchase, its kind takes back what
 * it gave: a plan's period ends) and the order becomes `refunded`.
 */
export async function refundOrderInTx(
  tx: Database,
  { orderId, reason, at, kinds }: { orderId: string; reason: string; at: Date; kinds: OrderKinds },
) {
  const purchase = await purchaseOfOrder(tx, orderId);
  return settleRefund(tx, { orderId, purchaseId: purchase?.id ?? null, at, reason, kinds });
}

/** The order paid by provider payment `paymentId`, or undefined. */
export async function orderOfPayment(tx: Database, paymentId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.providerPaymentId, paymentId)).for('update');
  return order;
}
