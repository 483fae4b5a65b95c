import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { CHECKOUT_METHOD, type Purchase, type PurchaseBody } from '../../../shared/marketplace/purchases';
import { splitSale } from '../../../shared/marketplace/split-sale';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserIdByReferralCode } from '../account/service';
import { courseNotFound } from './courses';
import { formatCents } from './format-message';
import { writeSaleEntries } from './ledger';
import { isUuid } from './query-text';
import { courses, purchases } from './tables';

export type PurchaseRow = typeof purchases.$inferSelect;

/** The reference a buyer and support quote: "NG-" and the id's first 8 characters, uppercased. */
export function transactionId(purchaseId: string): string {
  return `NG-${purchaseId.slice(0, 8).toUpperCase()}`;
}

/** A purchase row as its buyer sees it. */
export function toPurchase(row: PurchaseRow, courseTitle: string): Purchase {
  return {
    id: row.id,
    transactionId: transactionId(row.id),
    courseId: row.courseId,
    courseTitle,
    priceCents: row.priceCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    referralCode: row.referralCode,
    referralFeeCents: row.referralFeeCents,
    status: row.status,
    method: CHECKOUT_METHOD,
    purchasedAt: row.purchasedAt.toISOString(),
    refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
  };
}

/** A completed purchase's row and its split (spec §9, decision 009): the one definition of a sale's amounts. */
function completedPurchase(sale: {
  course: { id: string; trainerId: string; priceCents: number };
  buyerId: string;
  referralCode: string | null;
  referrerId: string | null;
  at: Date;
}) {
  const split = splitSale(sale.course.priceCents, { withReferral: sale.referrerId !== null });
  const values = {
    courseId: sale.course.id,
    userId: sale.buyerId,
    trainerId: sale.course.trainerId,
    priceCents: split.priceCents,
    discountCents: split.discountCents,
    amountCents: split.paidCents,
    referralCode: sale.referrerId ? sale.referralCode : null,
    referrerId: sale.referrerId,
    referralFeeCents: split.referrerCents,
    status: 'completed' as const,
    purchasedAt: sale.at,
    createdAt: sale.at,
    updatedAt: sale.at,
  };
  return { values, split };
}

/**
 * Records many completed sales at once, each with its ledger entries, in one transaction (the demo
 * data's past sales). The caller vouches for what purchaseCourse checks: published courses, no
 * buyer's own course, one purchase per buyer and course, referrers who are not the buyer.
 */
export async function recordPastSales(
  db: Database,
  sales: readonly {
    course: { id: string; trainerId: string; priceCents: number };
    buyerId: string;
    referrer: { id: string; referralCode: string } | null;
    at: Date;
  }[],
): Promise<string[]> {
  if (sales.length === 0) return [];
  const prepared = sales.map((sale) =>
    completedPurchase({
      course: sale.course,
      buyerId: sale.buyerId,
      referralCode: sale.referrer?.referralCode ?? null,
      referrerId: sale.referrer?.id ?? null,
      at: sale.at,
    }),
  );
  const ids = prepared.map(() => randomUUID());
  await db.transaction(async (tx) => {
    await tx.insert(purchases).values(prepared.map((sale, index) => ({ ...sale.values, id: ids[index] })));
    await writeSaleEntries(
      tx,
      prepared.map(({ values, split }, index) => ({
        purchaseId: ids[index] as string,
        trainerId: values.trainerId,
        referrerId: values.referrerId,
        split,
        at: values.purchasedAt,
      })),
    );
  });
  return ids;
}

/** The owner of referral code `code`, checked for a purchase by `buyer` (spec §9; decision 009). Errors: 400. */
async function findReferrer(db: Database, code: string, buyer: AccountUser): Promise<string> {
  const referrerId = await findUserIdByReferralCode(db, code);
  if (!referrerId) {
    throw new AppError('unknown_referral_code', {
      status: 400,
      message: `No one has the referral code ${code}. Check the code, or leave the field empty to buy without one.`,
    });
  }
  if (referrerId === buyer.id) {
    throw new AppError('own_referral_code', {
      status: 400,
      message: 'You cannot use your own referral code. Leave the field empty, or use a code someone shared with you.',
    });
  }
  return referrerId;
}

/**
 * Buys course `courseId` for `buyer` at `at`, in one transaction (spec §4 "Purchase", §6, §9;
 * DESIGN §7): records the purchase with status `completed` (so the course's enrolled students rise
 * by one) and writes its ledger entries, which sum to what the buyer paid. With a referral code the
 * buyer pays 5% less and the code's owner earns 10% of the price (decision 009).
 *
 * Errors, with nothing written: 404 `course_not_found` (no such published course), 403 `own_course`
 * (spec §6: trainers cannot buy their own course), 400 `unknown_referral_code` or
 * `own_referral_code`, 409 `already_purchased` (also the second of two simultaneous buys) or
 * `price_changed` (the price differs from `body.expectedPriceCents`, the price the buyer saw).
 */
export async function purchaseCourse(
  db: Database,
  { courseId, buyer, body }: { courseId: string; buyer: AccountUser; body: PurchaseBody },
  at: Date,
): Promise<Purchase> {
  if (!isUuid(courseId)) throw courseNotFound();
  const referralCode = body.referralCode || null;
  return db.transaction(async (tx) => {
    // FOR SHARE: an unpublish or a price change waits until this purchase is done, and one that
    // committed first is seen here.
    const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('share');
    if (!course || (!course.isPublished && course.trainerId !== buyer.id)) throw courseNotFound();
    if (course.trainerId === buyer.id) {
      throw new AppError('own_course', { status: 403, message: 'You cannot buy your own course.' });
    }
    if (!course.isPublished) throw courseNotFound();
    if (body.expectedPriceCents !== undefined && body.expectedPriceCents !== course.priceCents) {
      throw new AppError('price_changed', {
        status: 409,
        message: `The price of this course has changed to ${formatCents(course.priceCents)}. Check the new price, then buy again.`,
      });
    }
    const referrerId = referralCode ? await findReferrer(tx, referralCode, buyer) : null;
    const { values, split } = completedPurchase({ course, buyerId: buyer.id, referralCode, referrerId, at });
    const [row] = await tx
      .insert(purchases)
      .values(values)
      .onConflictDoNothing({
        target: [purchases.courseId, purchases.userId],
        where: sql`${purchases.status} = 'completed'`,
      })
      .returning();
    if (!row) {
      throw new AppError('already_purchased', {
        status: 409,
        message: 'You have already purchased this course. Find it in your payment history.',
      });
    }
    await writeSaleEntries(tx, [{ purchaseId: row.id, trainerId: course.trainerId, referrerId, split, at }]);
    return toPurchase(row, course.title);
  });
}

/** Every purchase of `userId`, newest first, as the payment history shows them (spec §2 "Payment Portal"). */
export async function listPurchasesOf(db: Database, userId: string): Promise<Purchase[]> {
  const rows = await db
    .select({ purchase: purchases, courseTitle: courses.title })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id));
  return rows.map((row) => toPurchase(row.purchase, row.courseTitle));
}
