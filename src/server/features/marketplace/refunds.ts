import { and, count, desc, eq, gte, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import {
  ADMIN_PURCHASES_PAGE_SIZE,
  type AdminPurchase,
  type AdminPurchases,
} from '../../../shared/marketplace/purchases';
import { REFUND_WINDOW_DAYS } from '../../../shared/marketplace/split-sale';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { containsPattern, isUuid } from '../../lib/query-text';
import { accountMatches, findUserContacts, findUserNames, getTimeZone } from '../account/service';
import { recordAudit } from '../audit/service';
import { refundRequestedOf } from '../payments/service';
import { formatCents, formatDate } from './format-message';
import { writeReversingEntries } from './ledger';
import { toPurchase } from './purchases';
import { courseRatings, purchases } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a purchase made at `purchasedAt` may be refunded: just before 30 days have passed (decision 009). */
function refundDeadline(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

type RefundedPurchase = Pick<typeof purchases.$inferSelect, 'id' | 'userId' | 'itemTitle' | 'amountCents'>;

/**
 * Records the refund of `purchase` by `byId` (an admin, or the trainer who cancelled the item) in
 * the audit log (issue 12), with the buyer as the user acted on. Run it in the refund's transaction.
 */
async function auditRefund(
  tx: Database,
  { purchase, byId, reason, at }: { purchase: RefundedPurchase; byId: string; reason: string; at: Date },
): Promise<void> {
  const buyerName = (await findUserNames(tx, [purchase.userId])).get(purchase.userId) ?? 'a deleted account';
  const item = { itemTitle: purchase.itemTitle, amountCents: purchase.amountCents };
  await recordAudit(tx, {
    actorId: byId,
    action: 'purchase.refunded',
    subjectType: 'purchase',
    subjectId: purchase.id,
    subjectUserId: purchase.userId,
    summary: `Refunded ${formatCents(purchase.amountCents)} to ${buyerName} for '${purchase.itemTitle}'`,
    before: { ...item, status: 'completed' },
    after: { ...item, status: 'refunded' },
    reason,
    at,
  });
}

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * `rows` as admins see them, with the buyer's, trainer's and referrer's names (from the account
 * feature, the identity every feature shows; the marketplace never writes it) and whether each may
 * still be refunded at `now`.
 */
async function toAdminPurchases(db: Database, rows: readonly PurchaseRow[], now: Date): Promise<AdminPurchase[]> {
  const people = await findUserContacts(
    db,
    rows.flatMap((row) => [row.userId, row.trainerId, ...(row.referrerId ? [row.referrerId] : [])]),
  );
  const name = (id: string | null) => (id === null ? null : (people.get(id)?.name ?? ''));
  const requested = await refundRequestedOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const deadline = refundDeadline(row.purchasedAt);
    return {
      ...toPurchase(row),
      buyerName: name(row.userId) ?? '',
      buyerEmail: people.get(row.userId)?.email ?? '',
      trainerName: name(row.trainerId) ?? '',
      referrerName: name(row.referrerId),
      refundable: row.status === 'completed' && now < deadline && !requested.has(row.id),
      refundRequested: requested.has(row.id),
      refundableUntil: deadline.toISOString(),
      refundReason: row.refundReason,
    };
  });
}

/**
 * A page of 20 purchases, newest first, for admins; `search` matches the course title, the buyer's
 * name or email, or the transaction id. `page` past the end gives an empty page.
 */
export async function listAdminPurchases(
  db: Database,
  { page, search }: { page: number; search: string | undefined },
  now: Date,
): Promise<AdminPurchases> {
  const pattern = search ? containsPattern(search) : null;
  const transactionPrefix = search?.toUpperCase().replace(/^NG-/, '').toLowerCase();
  const where = pattern
    ? or(
        ilike(purchases.itemTitle, pattern),
        accountMatches(db, purchases.userId, pattern),
        transactionPrefix && /^[0-9a-f]{1,8}$/.test(transactionPrefix)
          ? ilike(sql`${purchases.id}::text`, `${transactionPrefix}%`)
          : undefined,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
      .limit(ADMIN_PURCHASES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PURCHASES_PAGE_SIZE),
    db.select({ total: count() }).from(purchases).where(where),
  ]);
  return {
    purchases: await toAdminPurchases(db, rows, now),
    total: total?.total ?? 0,
    page,
    pageSize: ADMIN_PURCHASES_PAGE_SIZE,
  };
}

const purchaseNotFound = () =>
  new AppError('purchase_not_found', { status: 404, message: msg('There is no purchase with this id.') });

/** What a refund needs to know of a purchase: the buyer's payment (its order) and the amount. */
export interface RefundablePurchase {
  id: string;
  orderId: string | null;
  amountCents: number;
}

/**
 * Checks, in `tx` at `at`, that admin `adminId` may refund purchase `purchaseId` (decision 009):
 * it exists, is not refunded, and is within 30 days. Locks the purchase's row (FOR UPDATE) for
 * the rest of `tx`. Errors: 404 `purchase_not_found`; 409 `already_refunded` or
 * `refund_window_closed` (naming the purchase's time in the admin's time zone, issue 25 item 7).
 */
export async function checkRefundable(
  tx: Database,
  { purchaseId, adminId, at }: { purchaseId: string; adminId: string; at: Date },
): Promise<RefundablePurchase> {
  if (!isUuid(purchaseId)) throw purchaseNotFound();
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  if (!purchase) throw purchaseNotFound();
  if (purchase.status === 'refunded') {
    throw new AppError('already_refunded', { status: 409, message: msg('This purchase has already been refunded.') });
  }
  if (at >= refundDeadline(purchase.purchasedAt)) {
    throw new AppError('refund_window_closed', {
      status: 409,
      message: msg(
        'Refunds are possible within {{refundWindowDays}} days of purchase; this purchase was made on {{purchasedOn}}.',
        {
          refundWindowDays: REFUND_WINDOW_DAYS,
          purchasedOn: formatDate(purchase.purchasedAt, await getTimeZone(tx, adminId)),
        },
      ),
    });
  }
  return { id: purchase.id, orderId: purchase.orderId, amountCents: purchase.amountCents };
}

/**
 * Completes the refund of purchase `purchaseId` at `at` (decision 009; with a provider, once it
 * confirmed the refund, issue 26): the purchase becomes `refunded` (with `byId`, the time and
 * `reason`), reversing ledger entries take back the trainer's share, the referral fee and the
 * platform's part, the buyer's enrolment ends (the course's enrolled students fall by one), their
 * rating of the course is removed and the audit log records the refund (`purchase.refunded`, the
 * buyer as the user acted on; not when `byId` is null: refunded at the provider, by nobody here).
 * Answers false, changing nothing, when the purchase is not completed (already refunded). Run it in
 * the caller's transaction.
 */
export async function completeRefund(
  tx: Database,
  { purchaseId, byId, reason, at }: { purchaseId: string; byId: string | null; reason: string; at: Date },
): Promise<boolean> {
  const [purchase] = await tx
    .update(purchases)
    .set({ status: 'refunded', refundedAt: at, refundedById: byId, refundReason: reason, updatedAt: at })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'completed')))
    .returning();
  if (!purchase) return false;
  await writeReversingEntries(tx, { purchaseId, adminId: byId, reason, at });
  if (byId) await auditRefund(tx, { purchase, byId, reason, at });
  if (purchase.courseId) {
    await tx
      .delete(courseRatings)
      .where(and(eq(courseRatings.courseId, purchase.courseId), eq(courseRatings.userId, purchase.userId)));
  }
  return true;
}

/**
 * The purchases made through an order and refunded since `since`, as `{ orderId, purchaseId }`:
 * refunds Nightingale wrote itself (a cancelled session, a closed trainer account) whose money the
 * payments feature sends back through the provider while the order is still paid there.
 */
export async function refundedPurchasesWithOrders(
  db: Database,
  since: Date,
): Promise<Array<{ orderId: string; purchaseId: string }>> {
  const rows = await db
    .select({ orderId: purchases.orderId, purchaseId: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.status, 'refunded'), isNotNull(purchases.orderId), gte(purchases.refundedAt, since)));
  return rows.flatMap((row) => (row.orderId ? [{ orderId: row.orderId, purchaseId: row.purchaseId }] : []));
}

/** The purchase an order `orderId` paid for, with its status, or null (the order bought no purchase). */
export async function purchaseOfOrder(
  db: Database,
  orderId: string,
): Promise<{ id: string; status: 'completed' | 'refunded' } | null> {
  const [row] = await db
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.orderId, orderId));
  return row ?? null;
}

/** Purchase `purchaseId` as admins see it at `now` (with "Refund requested"), or 404 `purchase_not_found`. */
export async function getAdminPurchase(db: Database, purchaseId: string, now: Date): Promise<AdminPurchase> {
  const [row] = await toAdminPurchases(db, await db.select().from(purchases).where(eq(purchases.id, purchaseId)), now);
  if (!row) throw purchaseNotFound();
  return row;
}

/**
 * Refunds a purchase at once at `at` (decision 009), for a sale no provider took money for (the
 * demo data's refunded sale): within 30 days of it, once (checkRefundable), then completeRefund in
 * one transaction. Admins' refunds go through the payments feature (requestRefund), which does the
 * same for sales without a provider payment. Errors: checkRefundable's.
 */
export async function refundPurchase(
  db: Database,
  { purchaseId, admin, reason }: { purchaseId: string; admin: AccountUser; reason: string },
  at: Date,
): Promise<AdminPurchase> {
  await db.transaction(async (tx) => {
    await checkRefundable(tx, { purchaseId, adminId: admin.id, at });
    await completeRefund(tx, { purchaseId, byId: admin.id, reason, at });
  });
  return getAdminPurchase(db, purchaseId, at);
}

/**
 * Refunds, at `at`, the completed purchases `purchaseIds` because their item was withdrawn by its
 * trainer `byId` (a cancelled one-on-one session, spec §2 "Trainer sessions"): each becomes
 * `refunded` (with `byId`, the time and `reason`) and reversing ledger entries take back every
 * party's share (docs/architecture.md §7); the audit log records each (`purchase.refunded`, by `byId`). Unlike
 * an admin's refund there is no 30-day window: a buyer is always paid back for what the trainer
 * withdrew. Purchases already refunded are left alone. Run it in the caller's transaction, after
 * locking the item's row.
 */
export async function refundForCancellation(
  tx: Database,
  { purchaseIds, byId, reason, at }: { purchaseIds: readonly string[]; byId: string; reason: string; at: Date },
): Promise<void> {
  for (const purchaseId of purchaseIds) {
    const [refunded] = await tx
      .update(purchases)
      .set({ status: 'refunded', refundedAt: at, refundedById: byId, refundReason: reason, updatedAt: at })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'completed')))
      .returning({
        id: purchases.id,
        userId: purchases.userId,
        itemTitle: purchases.itemTitle,
        amountCents: purchases.amountCents,
      });
    if (refunded) {
      await writeReversingEntries(tx, { purchaseId, adminId: byId, reason, at });
      await auditRefund(tx, { purchase: refunded, byId, reason, at });
    }
  }
}
