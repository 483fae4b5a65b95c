import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import {
  CHECKOUT_METHOD,
  type Purchase,
  type PurchaseBody,
  type SaleItemKind,
} from '../../../shared/marketplace/purchases';
import { type SaleSplit, splitSale } from '../../../shared/marketplace/split-sale';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserIdByReferralCode, isAccountDeleted } from '../account/service';
import { courseNotFound } from './courses';
import { formatCents } from './format-message';
import { writeSaleEntries } from './ledger';
import { courses, purchases } from './tables';

export type PurchaseRow = typeof purchases.$inferSelect;

/** The reference a buyer and support quote: "NG-" and the id's first 8 characters, uppercased. */
export function transactionId(purchaseId: string): string {
  return `NG-${purchaseId.slice(0, 8).toUpperCase()}`;
}

/** A purchase row as its buyer sees it. */
export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    transactionId: transactionId(row.id),
    itemKind: row.itemKind,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
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

/**
 * What a trainer sells, as a sale records it: a course, a one-on-one session or a video, with its
 * trainer and its price in cents (0 for a free session or video).
 */
export interface SaleItem {
  kind: SaleItemKind;
  id: string;
  title: string;
  trainerId: string;
  priceCents: number;
}

/** What a free item's booking or purchase is worth: nothing to anyone, so it writes no ledger entries. */
const FREE_SPLIT: SaleSplit = {
  priceCents: 0,
  discountCents: 0,
  paidCents: 0,
  trainerCents: 0,
  referrerCents: 0,
  platformCents: 0,
};

/** A completed purchase's row and its split (spec §9, decision 009): the one definition of a sale's amounts. */
function completedPurchase(sale: {
  item: SaleItem;
  buyerId: string;
  referralCode: string | null;
  referrerId: string | null;
  at: Date;
}) {
  const free = sale.item.priceCents === 0;
  const referrerId = free ? null : sale.referrerId;
  const split = free ? FREE_SPLIT : splitSale(sale.item.priceCents, { withReferral: referrerId !== null });
  const values = {
    itemKind: sale.item.kind,
    itemId: sale.item.id,
    itemTitle: sale.item.title,
    courseId: sale.item.kind === 'course' ? sale.item.id : null,
    userId: sale.buyerId,
    trainerId: sale.item.trainerId,
    priceCents: split.priceCents,
    discountCents: split.discountCents,
    amountCents: split.paidCents,
    referralCode: referrerId ? sale.referralCode : null,
    referrerId,
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
    item: SaleItem;
    buyerId: string;
    referrer: { id: string; referralCode: string | null } | null;
    at: Date;
  }[],
): Promise<string[]> {
  if (sales.length === 0) return [];
  const prepared = sales.map((sale) =>
    completedPurchase({
      item: sale.item,
      buyerId: sale.buyerId,
      referralCode: sale.referrer?.referralCode ?? null,
      referrerId: sale.referrer?.referralCode ? sale.referrer.id : null,
      at: sale.at,
    }),
  );
  const ids = prepared.map(() => randomUUID());
  await db.transaction(async (tx) => {
    await tx.insert(purchases).values(prepared.map((sale, index) => ({ ...sale.values, id: ids[index] })));
    await writeSaleEntries(
      tx,
      prepared.flatMap(({ values, split }, index) =>
        split.paidCents === 0
          ? []
          : [
              {
                purchaseId: ids[index] as string,
                trainerId: values.trainerId,
                referrerId: values.referrerId,
                split,
                at: values.purchasedAt,
              },
            ],
      ),
    );
  });
  return ids;
}

/**
 * The owner of referral code `code`, checked for a purchase by `buyer` (spec §9; decision 009), in
 * the sale's transaction. The owner's row is then read again with a KEY SHARE lock
 * (`isAccountDeleted`), so a deletion of the owner committing meanwhile is waited for and seen: a
 * deleted owner's code is unknown (issue 12), and no referral fee goes to a closed account.
 * Errors: 400.
 */
async function findReferrer(tx: Database, code: string, buyer: AccountUser): Promise<string> {
  const found = await findUserIdByReferralCode(tx, code);
  const referrerId = found && !(await isAccountDeleted(tx, found)) ? found : null;
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
 * docs/architecture.md §7): records the purchase with status `completed` (so the course's enrolled students rise
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
    const item: SaleItem = {
      kind: 'course',
      id: course.id,
      title: course.title,
      trainerId: course.trainerId,
      priceCents: course.priceCents,
    };
    assertExpectedPrice(item, body.expectedPriceCents);
    return recordSale(tx, { item, buyer, referralCode }, at);
  });
}

/**
 * Refuses a sale whose price differs from `expectedPriceCents`, the price the buyer was shown
 * (when given): 409 `price_changed`, with the new price, so the buyer sees it before paying.
 */
export function assertExpectedPrice(item: SaleItem, expectedPriceCents: number | undefined): void {
  if (expectedPriceCents === undefined || expectedPriceCents === item.priceCents) return;
  throw new AppError('price_changed', {
    status: 409,
    message: `The price of this ${item.kind} has changed to ${formatCents(item.priceCents)}. Check the new price, then buy again.`,
  });
}

const OWN_ITEM_MESSAGES: Record<SaleItemKind, string> = {
  course: 'You cannot buy your own course.',
  session: 'You cannot book your own session.',
  video: 'You cannot buy your own video.',
};
const ALREADY_PURCHASED_MESSAGES: Record<SaleItemKind, string> = {
  course: 'You have already purchased this course. Find it in your payment history.',
  session: 'You have already booked this session. Find it in your payment history.',
  video: 'You have already bought this video. Find it in your payment history.',
};

/**
 * Records `buyer`'s completed purchase of `item` at `at` with its ledger entries (docs/architecture.md §7): the
 * trainer earns 80%, a referral code's owner 10% and the buyer pays 5% less (spec §9, decision 009);
 * a free item (price 0) writes a purchase of $0.00 and no entries, and ignores a referral code.
 * Run it in the caller's transaction, after the caller has locked the item's row and checked that
 * it may be sold (published, not full, not past).
 *
 * Errors, with nothing written: 403 `own_item` (a trainer cannot buy their own item, spec §6),
 * 409 `trainer_deleted` (the item's trainer account was deleted by an admin, issue 12; a deletion
 * under way is waited for), 400 `unknown_referral_code` or `own_referral_code`, 409
 * `already_purchased` (also the second of two simultaneous buys, through the partial unique index).
 */
export async function recordSale(
  tx: Database,
  { item, buyer, referralCode }: { item: SaleItem; buyer: AccountUser; referralCode: string | null },
  at: Date,
): Promise<Purchase> {
  if (item.trainerId === buyer.id) {
    throw new AppError('own_item', { status: 403, message: OWN_ITEM_MESSAGES[item.kind] });
  }
  if (await isAccountDeleted(tx, item.trainerId)) {
    throw new AppError('trainer_deleted', {
      status: 409,
      message: `This ${item.kind} is no longer for sale: its trainer's account has been closed.`,
    });
  }
  const code = item.priceCents > 0 ? referralCode : null;
  const referrerId = code ? await findReferrer(tx, code, buyer) : null;
  const { values, split } = completedPurchase({ item, buyerId: buyer.id, referralCode: code, referrerId, at });
  const [row] = await tx
    .insert(purchases)
    .values(values)
    .onConflictDoNothing({
      target: [purchases.itemId, purchases.userId],
      where: sql`${purchases.status} = 'completed'`,
    })
    .returning();
  if (!row) {
    throw new AppError('already_purchased', { status: 409, message: ALREADY_PURCHASED_MESSAGES[item.kind] });
  }
  if (split.paidCents > 0) {
    await writeSaleEntries(tx, [{ purchaseId: row.id, trainerId: item.trainerId, referrerId, split, at }]);
  }
  return toPurchase(row);
}

/** Every purchase of `userId`, newest first, as the payment history shows them (spec §2 "Payment Portal"). */
export async function listPurchasesOf(db: Database, userId: string): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id));
  return rows.map(toPurchase);
}
