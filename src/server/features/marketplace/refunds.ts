import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountUser } from '../../../shared/account/user';
import {
  ADMIN_PURCHASES_PAGE_SIZE,
  type AdminPurchase,
  type AdminPurchases,
} from '../../../shared/marketplace/purchases';
import { REFUND_WINDOW_DAYS } from '../../../shared/marketplace/split-sale';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserNames } from '../account/service';
import { recordAudit } from '../audit/record';
import { users } from '../auth/tables';
import { formatCents, formatDate } from './format-message';
import { writeReversingEntries } from './ledger';
import { toPurchase } from './purchases';
import { containsPattern, isUuid } from './query-text';
import { courseRatings, purchases } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a purchase made at `purchasedAt` may be refunded: just before 30 days have passed (decision 009). */
function refundDeadline(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

const buyers = alias(users, 'buyers');
const trainers = alias(users, 'trainers');
const referrers = alias(users, 'referrers');

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

const fullName = (row: { firstName: string; lastName: string } | null) =>
  row ? `${row.firstName} ${row.lastName}`.trim() : null;

/**
 * Purchases with buyer, trainer and referrer as admins see them. The names are read from the users
 * table (the identity every feature shows); the marketplace never writes it.
 */
function adminPurchaseQuery(db: Database) {
  return db
    .select({
      purchase: purchases,
      buyer: { firstName: buyers.firstName, lastName: buyers.lastName, email: buyers.email },
      trainer: { firstName: trainers.firstName, lastName: trainers.lastName },
      referrer: { firstName: referrers.firstName, lastName: referrers.lastName },
    })
    .from(purchases)
    .innerJoin(buyers, eq(buyers.id, purchases.userId))
    .innerJoin(trainers, eq(trainers.id, purchases.trainerId))
    .leftJoin(referrers, eq(referrers.id, purchases.referrerId))
    .$dynamic();
}

type AdminPurchaseRow = Awaited<ReturnType<ReturnType<typeof adminPurchaseQuery>['execute']>>[number];

function toAdminPurchase(row: AdminPurchaseRow, now: Date): AdminPurchase {
  const deadline = refundDeadline(row.purchase.purchasedAt);
  return {
    ...toPurchase(row.purchase),
    buyerName: fullName(row.buyer) ?? '',
    buyerEmail: row.buyer.email,
    trainerName: fullName(row.trainer) ?? '',
    referrerName: fullName(row.referrer),
    refundable: row.purchase.status === 'completed' && now < deadline,
    refundableUntil: deadline.toISOString(),
    refundReason: row.purchase.refundReason,
  };
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
        ilike(buyers.firstName, pattern),
        ilike(buyers.lastName, pattern),
        ilike(buyers.email, pattern),
        transactionPrefix && /^[0-9a-f]{1,8}$/.test(transactionPrefix)
          ? ilike(sql`${purchases.id}::text`, `${transactionPrefix}%`)
          : undefined,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    adminPurchaseQuery(db)
      .where(where)
      .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
      .limit(ADMIN_PURCHASES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PURCHASES_PAGE_SIZE),
    db.select({ total: count() }).from(purchases).innerJoin(buyers, eq(buyers.id, purchases.userId)).where(where),
  ]);
  return {
    purchases: rows.map((row) => toAdminPurchase(row, now)),
    total: total?.total ?? 0,
    page,
    pageSize: ADMIN_PURCHASES_PAGE_SIZE,
  };
}

/**
 * Refunds a purchase at `at` (decision 009): within 30 days of it, once. In one transaction the
 * purchase becomes `refunded` (with the admin, time and reason), reversing ledger entries take back
 * the trainer's share, the referral fee and the platform's part, the buyer's enrolment ends (the
 * course's enrolled students fall by one), their rating of the course is removed and the audit
 * log records the refund (`purchase.refunded`, the buyer as the user acted on).
 * Errors: 404 `purchase_not_found`; 409 `already_refunded` or `refund_window_closed`.
 */
export async function refundPurchase(
  db: Database,
  { purchaseId, admin, reason }: { purchaseId: string; admin: AccountUser; reason: string },
  at: Date,
): Promise<AdminPurchase> {
  const notFound = new AppError('purchase_not_found', { status: 404, message: 'There is no purchase with this id.' });
  if (!isUuid(purchaseId)) throw notFound;
  await db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!purchase) throw notFound;
    if (purchase.status === 'refunded') {
      throw new AppError('already_refunded', { status: 409, message: 'This purchase has already been refunded.' });
    }
    if (at >= refundDeadline(purchase.purchasedAt)) {
      throw new AppError('refund_window_closed', {
        status: 409,
        message: `Refunds are possible within ${REFUND_WINDOW_DAYS} days of purchase; this purchase was made on ${formatDate(purchase.purchasedAt)}.`,
      });
    }
    await tx
      .update(purchases)
      .set({ status: 'refunded', refundedAt: at, refundedById: admin.id, refundReason: reason, updatedAt: at })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'completed')));
    await writeReversingEntries(tx, { purchaseId, adminId: admin.id, reason, at });
    await auditRefund(tx, { purchase, byId: admin.id, reason, at });
    if (purchase.courseId) {
      await tx
        .delete(courseRatings)
        .where(and(eq(courseRatings.courseId, purchase.courseId), eq(courseRatings.userId, purchase.userId)));
    }
  });
  const [row] = await adminPurchaseQuery(db).where(eq(purchases.id, purchaseId));
  if (!row) throw notFound;
  return toAdminPurchase(row, at);
}

/**
 * Refunds, at `at`, the completed purchases `purchaseIds` because their item was withdrawn by its
 * trainer `byId` (a cancelled one-on-one session, spec §2 "Trainer sessions"): each becomes
 * `refunded` (with `byId`, the time and `reason`) and reversing ledger entries take back every
 * party's share (DESIGN §7); the audit log records each (`purchase.refunded`, by `byId`). Unlike
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
