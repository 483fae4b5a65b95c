import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import {
  CLOSED_ORDER_MESSAGES,
  type CreateOrderBody,
  ORDER_HOLD_MINUTES,
  type Order,
  PAYMENT_METHOD_LABELS,
  type PayOrderResponse,
} from '../../../shared/payments/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import type { OrderKinds, PaidOrder } from './order-kinds';
import { type PaymentProvider, ProviderError } from './provider';
import { orders, paymentEvents } from './tables';

/** What the payments services need: the database, the provider, every kind's handler, where users are, a log. */
export interface PaymentsContext {
  db: Database;
  provider: PaymentProvider;
  kinds: OrderKinds;
  /** The address users open, without a trailing slash (success and cancel pages). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Runs after an order is paid and committed (the receipt email); failures are logged, never undo the payment. */
  onPaid?: (order: Order) => Promise<void>;
}

export type OrderRow = typeof orders.$inferSelect;

const MINUTE_MS = 60 * 1000;

/**
 * An order row as its buyer sees it; with `now`, a pending order whose hold has lapsed reads as
 * `expired` (it is marked so on its next Pay, or by the provider's expiry event).
 */
export function toOrder(row: OrderRow, now?: Date): Order {
  const lapsed = now !== undefined && row.status === 'pending' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    priceCents: row.priceCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    currency: row.currency,
    referralCode: row.referralCode,
    status: lapsed ? 'expired' : row.status,
    provider: row.provider,
    method: PAYMENT_METHOD_LABELS[row.provider],
    transactionId: row.providerPaymentId,
    returnPath: row.returnPath,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.status === 'pending' && row.expiresAt ? row.expiresAt.toISOString() : null,
    dueAt: row.dueAt ? row.dueAt.toISOString() : null,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
  };
}

const orderNotFound = () =>
  new AppError('order_not_found', {
    status: 404,
    message: msg('There is no such order of yours. Start again from what you wanted to buy.'),
  });

/** True while a pending order still holds what it reserves at `now`. */
function isLive(row: Pick<OrderRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return row.status === 'pending' && (row.expiresAt === null || row.expiresAt > now);
}

/**
 * Creates `buyer`'s order for `body` at `now` (issue 26 item 2), priced by the server: the kind's
 * quote checks the item may be bought (locking its row) and applies a referral code (5% off,
 * decision 009). A buyer's live pending order for the same item at the same price is returned
 * again (a double click, or two tabs, make one order), also when she comes back without retyping
 * the referral code it was made with; one at another price is cancelled and replaced (its open
 * checkout is expired at the provider, so it cannot be paid as well). An order of $0.00 (a free session or video) is paid at once, without a provider.
 * Errors, writing nothing: the kind's (404, 403, 409, 400).
 */
export async function createOrder(
  ctx: PaymentsContext,
  { buyer, body }: { buyer: AccountUser; body: CreateOrderBody },
  now: Date,
): Promise<Order> {
  const handler = ctx.kinds[body.kind];
  // The open checkout of an order this one replaces, expired at the provider once committed.
  let replacedSession: string | null = null;
  const created = await ctx.db.transaction(async (tx) => {
    const quote = await handler.quote(
      tx,
      {
        buyer,
        itemId: body.itemId,
        referralCode: body.referralCode || null,
        expectedPriceCents: body.expectedPriceCents,
      },
      now,
    );
    const same = and(eq(orders.buyerId, buyer.id), eq(orders.kind, body.kind), eq(orders.itemId, body.itemId));
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(same, eq(orders.status, 'pending')))
      .for('update');
    if (existing) {
      const unchanged = existing.amountCents === quote.amountCents && existing.referralCode === quote.referralCode;
      // Back on the item without retyping her code (the field is empty again): the order she made
      // with it stands, discount included.
      const codeKept = !body.referralCode && existing.referralCode !== null && existing.priceCents === quote.priceCents;
      if (isLive(existing, now) && (unchanged || codeKept)) {
        return { row: existing, paidNow: false };
      }
      await tx
        .update(orders)
        .set({ status: isLive(existing, now) ? 'cancelled' : 'expired', updatedAt: now })
        .where(eq(orders.id, existing.id));
      if (existing.provider === 'stripe' && existing.providerSessionId) replacedSession = existing.providerSessionId;
    }
    const free = quote.amountCents === 0;
    const [row] = await tx
      .insert(orders)
      .values({
        buyerId: buyer.id,
        kind: body.kind,
        itemId: body.itemId,
        itemTitle: quote.itemTitle,
        description: quote.description,
        priceCents: quote.priceCents,
        discountCents: quote.discountCents,
        amountCents: quote.amountCents,
        referralCode: quote.referralCode,
        status: free ? 'paid' : 'pending',
        provider: free ? 'free' : ctx.provider.name,
        returnPath: quote.returnPath,
        expiresAt: free || quote.expires === false ? null : new Date(now.getTime() + ORDER_HOLD_MINUTES * MINUTE_MS),
        dueAt: quote.dueAt ?? null,
        paidAt: free ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Another request of the same buyer made the pending order first: that one is the order.
      const [other] = await tx
        .select()
        .from(orders)
        .where(and(same, eq(orders.status, 'pending')));
      if (!other) throw orderNotFound();
      return { row: other, paidNow: false };
    }
    if (free) await handler.fulfil(tx, paidOrder(row, now));
    return { row, paidNow: free };
  });
  if (replacedSession) {
    const sessionId = replacedSession;
    await ctx.provider.expireCheckout(sessionId).catch((error: unknown) => {
      ctx.log.warn({ err: error, sessionId }, 'the checkout of a replaced order could not be expired');
    });
  }
  if (created.paidNow) await afterPaid(ctx, created.row);
  return toOrder(created.row);
}

/** A paid order as the kinds' `fulfil` receives it. */
function paidOrder(row: OrderRow, paidAt: Date): PaidOrder {
  return {
    id: row.id,
    buyerId: row.buyerId,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    priceCents: row.priceCents,
    amountCents: row.amountCents,
    referralCode: row.referralCode,
    paidAt,
  };
}

/** Runs `onPaid` (the receipt) for a committed paid order; a failure is logged, the payment stands. */
async function afterPaid(ctx: PaymentsContext, row: OrderRow): Promise<void> {
  try {
    await ctx.onPaid?.(toOrder(row));
  } catch (error) {
    ctx.log.error({ err: error, orderId: row.id }, 'the receipt of a paid order could not be sent');
  }
}

/**
 * `buyer`'s order `orderId` (as at `now`: a lapsed hold reads expired), or 404 (also for someone
 * else's order, so its existence is not confirmed).
 */
export async function getOrder(
  db: Database,
  { buyer, orderId }: { buyer: AccountUser; orderId: string },
  now?: Date,
): Promise<Order> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.id)));
  if (!row) throw orderNotFound();
  return toOrder(row, now);
}

/**
 * `buyerId`'s orders at `now`, newest first, except those given up before paying (cancelled, or
 * expired: also a pending one whose hold has lapsed).
 */
export async function listOrdersOf(db: Database, buyerId: string, now: Date): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), ne(orders.status, 'cancelled'), ne(orders.status, 'expired')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toOrder(row, now)).filter((order) => order.status !== 'expired');
}

/**
 * Pays `buyer`'s pending order `orderId` at `now` (issue 26 item 2). With Stripe: opens a Checkout
 * Session (or reuses the open one) for the order's amount, computed by the server, lapsing
 * ORDER_HOLD_MINUTES (30) from now, and answers its address; the order stays pending until the
 * signed webhook arrives. With the test provider the checkout completes at once and the order is
 * paid on return. An order already paid answers as it is (a second click pays nothing more).
 * Errors, changing nothing: 404 `order_not_found`; 409 `order_not_pending` (cancelled, failed,
 * refunded), `order_expired` (its hold lapsed: it is marked expired); 502
 * `payment_provider_unavailable` (the provider could not be reached) or `payment_provider_refused`.
 */
export async function payOrder(
  ctx: PaymentsContext,
  { buyer, orderId }: { buyer: AccountUser; orderId: string },
  now: Date,
): Promise<PayOrderResponse> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.id)));
  if (!row) throw orderNotFound();
  if (row.status === 'paid') return { order: toOrder(row), redirectUrl: null };
  if (row.status !== 'pending') {
    throw new AppError('order_not_pending', { status: 409, message: CLOSED_ORDER_MESSAGES[row.status] });
  }
  if (!isLive(row, now)) {
    await ctx.db
      .update(orders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(orders.id, row.id), eq(orders.status, 'pending')));
    throw new AppError('order_expired', { status: 409, message: CLOSED_ORDER_MESSAGES.expired });
  }
  if (row.checkoutUrl && row.providerSessionId && row.checkoutExpiresAt && row.checkoutExpiresAt > now) {
    return { order: toOrder(row), redirectUrl: row.checkoutUrl };
  }
  // A held order lapses with its checkout; an order that holds nothing (a fee) gets a day to pay.
  const expiresAt = new Date(now.getTime() + (row.expiresAt ? ORDER_HOLD_MINUTES : 24 * 60) * MINUTE_MS);
  let session: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
  try {
    session = await ctx.provider.createCheckout({
      orderId: row.id,
      buyerEmail: buyer.email,
      description: row.description || row.itemTitle,
      amountCents: row.amountCents,
      successUrl: `${ctx.publicUrl}/checkout/${row.id}?result=success`,
      cancelUrl: `${ctx.publicUrl}/checkout/${row.id}?result=cancelled`,
      expiresAt,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, orderId: row.id }, 'the payment provider did not open a checkout');
    throw new AppError(error.kind === 'unreachable' ? 'payment_provider_unavailable' : 'payment_provider_refused', {
      status: 502,
      message:
        error.kind === 'unreachable'
          ? msg('The payment service could not be reached, so nothing was charged. Try again in a minute.')
          : msg('The payment service refused this checkout: {{message}} Nothing was charged.', {
              message: error.message,
            }),
    });
  }
  await ctx.db
    .update(orders)
    .set({
      // The provider that takes this payment (an order opened before Stripe was configured is paid through Stripe now).
      provider: ctx.provider.name,
      providerSessionId: session.sessionId,
      checkoutUrl: session.url,
      checkoutExpiresAt: session.expiresAt ?? expiresAt,
      // A held order holds for as long as its checkout can be paid.
      expiresAt: row.expiresAt ? (session.expiresAt ?? expiresAt) : null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, row.id), eq(orders.status, 'pending')));
  if (session.completedPaymentId) {
    await confirmPaid(
      ctx,
      {
        eventId: null,
        orderId: row.id,
        sessionId: session.sessionId,
        paymentId: session.completedPaymentId,
        amountCents: row.amountCents,
        currency: 'usd',
      },
      now,
    );
    return { order: await getOrder(ctx.db, { buyer, orderId }), redirectUrl: null };
  }
  return { order: await getOrder(ctx.db, { buyer, orderId }), redirectUrl: session.url };
}

/**
 * Cancels `buyer`'s pending order at `now`: what it held (a seat) is released at once and its open
 * checkout is expired at the provider (best effort: a checkout paid meanwhile is still honoured by
 * its webhook). A settled order answers as it is. A programme fee is owed while enrolled: 409
 * `order_not_cancellable`.
 */
export async function cancelOrder(
  ctx: PaymentsContext,
  { buyer, orderId }: { buyer: AccountUser; orderId: string },
  now: Date,
): Promise<Order> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [fee] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.id), eq(orders.kind, 'programme_fee')));
  if (fee) {
    throw new AppError('order_not_cancellable', {
      status: 409,
      message: msg(
        'A programme fee is owed while you are enrolled in the programme, so it cannot be cancelled. Pay it here, or change programme on Program Selection.',
      ),
    });
  }
  const [row] = await ctx.db
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.id), eq(orders.status, 'pending')))
    .returning();
  if (row?.providerSessionId && row.provider === 'stripe') {
    await ctx.provider.expireCheckout(row.providerSessionId).catch((error: unknown) => {
      ctx.log.warn({ err: error, orderId }, 'an open checkout could not be expired');
    });
  }
  return getOrder(ctx.db, { buyer, orderId });
}

/** A confirmed payment, from a verified webhook (eventId set) or the test provider (eventId null). */
export interface ConfirmedPayment {
  eventId: string | null;
  orderId: string | null;
  sessionId: string;
  paymentId: string | null;
  amountCents: number;
  currency: string;
}

/**
 * Records a provider event as handled in `tx`, or answers false when it was handled before (a
 * replay or a duplicate: the caller then changes nothing). Concurrent deliveries of one event wait
 * on its primary key, so only one applies it. Events without an id (the test provider) are not stored.
 */
async function claimEvent(
  tx: Database,
  event: { eventId: string | null; type: string; provider: PaymentProvider['name'] },
  outcome: string,
  at: Date,
): Promise<boolean> {
  if (!event.eventId) return true;
  const [row] = await tx
    .insert(paymentEvents)
    .values({ id: event.eventId, provider: event.provider, type: event.type, outcome, receivedAt: at })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row !== undefined;
}

/** Sets the outcome of a claimed event (what applying it did). */
async function settleEvent(tx: Database, eventId: string | null, outcome: string): Promise<void> {
  if (eventId) await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, eventId));
}

/**
 * Applies a provider event once (issue 26, decision 022): in one transaction at `at`, claims its id
 * (a replay or a duplicate answers 'duplicate: already handled' and changes nothing), runs `apply`
 * and records the outcome it answers. A crash before the commit leaves nothing, so the provider's
 * retry applies it.
 */
export async function applyEventOnce(
  ctx: PaymentsContext,
  event: { eventId: string; type: string },
  at: Date,
  apply: (tx: Database) => Promise<string>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, { ...event, provider: ctx.provider.name }, 'applying', at))) {
      return 'duplicate: already handled';
    }
    const outcome = await apply(tx);
    await settleEvent(tx, event.eventId, outcome);
    return outcome;
  });
}

/**
 * Applies a confirmed payment at `at` (issue 26 item 2), in one transaction with the event's id:
 * the order becomes paid and its kind gives what it buys (a purchase and its ledger entries…).
 * Idempotent: a replayed event, or a payment already applied, changes nothing. Refused and logged,
 * writing nothing but the event: an unknown order, or an amount or currency that differs from the
 * order's. An order cancelled or expired meanwhile is still honoured when the item can be given.
 * When it cannot (bought meanwhile, the last seat gone) the order fails and the payment is refunded
 * through the provider; a second payment of an order already paid is refunded too.
 * Answers what it did, for the event's record and the log.
 */
export async function confirmPaid(ctx: PaymentsContext, payment: ConfirmedPayment, at: Date): Promise<string> {
  let refund: { paymentId: string; amountCents: number; key: string; orderId?: string } | null = null;
  let paid: OrderRow | null = null;
  const outcome = await ctx.db.transaction(async (tx) => {
    const claimed = await claimEvent(
      tx,
      { eventId: payment.eventId, type: 'checkout.completed', provider: ctx.provider.name },
      'applying',
      at,
    );
    if (!claimed) return 'duplicate: already handled';
    const [row] =
      payment.orderId && isUuid(payment.orderId)
        ? await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update')
        : [];
    let result: string;
    if (!row) {
      result = 'ignored: unknown order';
    } else if (payment.amountCents !== row.amountCents || payment.currency.toLowerCase() !== row.currency) {
      // Money taken for an order at another amount gives nothing: it goes back.
      if (payment.paymentId) {
        refund = {
          paymentId: payment.paymentId,
          amountCents: payment.amountCents,
          key: `mismatch-${payment.paymentId}`,
        };
      }
      result = `ignored: amount ${payment.amountCents} ${payment.currency} differs from the order’s ${row.amountCents} ${row.currency}; refunded`;
    } else if (row.status === 'paid' || row.status === 'refunded' || row.status === 'failed') {
      if (payment.paymentId && row.providerPaymentId !== payment.paymentId) {
        refund = {
          paymentId: payment.paymentId,
          amountCents: payment.amountCents,
          key: `duplicate-${payment.paymentId}`,
        };
        result = 'a second payment of a settled order: refunded';
      } else {
        result = 'duplicate: already paid';
      }
    } else {
      try {
        await tx.transaction(async (savepoint) => {
          await ctx.kinds[row.kind].fulfil(savepoint, paidOrder(row, at));
        });
        const [updated] = await tx
          .update(orders)
          .set({
            status: 'paid',
            provider: ctx.provider.name,
            paidAt: at,
            providerPaymentId: payment.paymentId,
            providerSessionId: payment.sessionId,
            expiresAt: null,
            updatedAt: at,
          })
          .where(eq(orders.id, row.id))
          .returning();
        paid = updated ?? null;
        // A newer pending order of the same buyer for the same item (this one was cancelled and then
        // paid after all) holds nothing any more.
        await tx
          .update(orders)
          .set({ status: 'cancelled', updatedAt: at })
          .where(
            and(
              eq(orders.buyerId, row.buyerId),
              eq(orders.kind, row.kind),
              eq(orders.itemId, row.itemId),
              eq(orders.status, 'pending'),
            ),
          );
        result = 'order paid';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await tx
          .update(orders)
          .set({
            status: 'failed',
            provider: ctx.provider.name,
            paidAt: at,
            providerPaymentId: payment.paymentId,
            failureReason: error.message,
            updatedAt: at,
          })
          .where(eq(orders.id, row.id));
        if (payment.paymentId)
          refund = {
            paymentId: payment.paymentId,
            amountCents: row.amountCents,
            key: `failed-${row.id}`,
            orderId: row.id,
          };
        result = `failed, refunded: ${error.message}`;
      }
    }
    await settleEvent(tx, payment.eventId, result);
    return result;
  });
  if (outcome.startsWith('ignored'))
    ctx.log.warn({ orderId: payment.orderId, eventId: payment.eventId, outcome }, 'a payment was not applied');
  if (refund) await refundUnfulfilled(ctx, refund, at);
  if (paid) await afterPaid(ctx, paid);
  return outcome;
}

/**
 * Refunds a payment Nightingale could not honour. For a failed order, its `refundedAt` records that
 * the money went back; until then the withdrawn-sales sweep retries it with the same key, so a crash
 * or a refusal here loses nothing. A refusal is logged.
 */
export async function refundUnfulfilled(
  ctx: PaymentsContext,
  refund: { paymentId: string; amountCents: number; key: string; orderId?: string },
  at = new Date(),
): Promise<boolean> {
  try {
    await ctx.provider.refund({
      paymentId: refund.paymentId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.key,
    });
  } catch (error) {
    ctx.log.error(
      { err: error, paymentId: refund.paymentId },
      'a payment that could not be honoured was not refunded yet; the sweep retries it',
    );
    return false;
  }
  if (refund.orderId) {
    await ctx.db
      .update(orders)
      .set({ refundedAt: at, updatedAt: at })
      .where(and(eq(orders.id, refund.orderId), eq(orders.status, 'failed')));
  }
  return true;
}

/**
 * Marks the pending order of an expired checkout expired at `at` (Stripe's
 * `checkout.session.expired`), releasing what it held; an order paid or settled meanwhile is left
 * alone (events may arrive out of order). An order that holds nothing (no `expiresAt`: a programme
 * fee) stays pending and owed: only its lapsed checkout is forgotten, so the next Pay opens a new
 * one. Idempotent by the event's id.
 */
export async function expireCheckout(
  ctx: PaymentsContext,
  event: { eventId: string; sessionId: string; orderId: string | null },
  at: Date,
): Promise<string> {
  return applyEventOnce(ctx, { eventId: event.eventId, type: 'checkout.expired' }, at, async (tx) => {
    const [row] = await tx
      .select({ id: orders.id, expiresAt: orders.expiresAt })
      .from(orders)
      .where(and(eq(orders.providerSessionId, event.sessionId), eq(orders.status, 'pending')))
      .for('update');
    if (row) {
      await tx
        .update(orders)
        .set(
          row.expiresAt
            ? { status: 'expired', updatedAt: at }
            : { providerSessionId: null, checkoutUrl: null, updatedAt: at },
        )
        .where(eq(orders.id, row.id));
    }
    const result = !row
      ? 'ignored: no pending order for this checkout'
      : row.expiresAt
        ? 'order expired'
        : 'checkout expired: the order stays payable';
    return result;
  });
}
