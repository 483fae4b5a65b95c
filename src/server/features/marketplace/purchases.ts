import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { Purchase, SaleItemKind } from '../../../shared/marketplace/purchases';
import { type SaleSplit, splitSale } from '../../../shared/marketplace/split-sale';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserIdByReferralCode, isAccountDeleted } from '../account/service';
import { formatCents } from './format-message';
import { writeSaleEntries } from './ledger';
import { purchases } from './tables';

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
    /** The paid order the sale fulfils (the demo's purchases shown in the Payment Portal), if any. */
    orderId?: string;
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
    await tx
      .insert(purchases)
      .values(
        prepared.map((sale, index) => ({ ...sale.values, id: ids[index], orderId: sales[index]?.orderId ?? null })),
      );
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
async function findReferrer(tx: Database, code: string, buyer: Buyer): Promise<string> {
  const found = await findUserIdByReferralCode(tx, code);
  const referrerId = found && !(await isAccountDeleted(tx, found)) ? found : null;
  if (!referrerId) {
    throw new AppError('unknown_referral_code', {
      status: 400,
      message: msg(
        'No one has the referral code {{code}}. Check the code, or leave the field empty to buy without one.',
        { code },
      ),
    });
  }
  if (referrerId === buyer.id) {
    throw new AppError('own_referral_code', {
      status: 400,
      message: msg(
        'You cannot use your own referral code. Leave the field empty, or use a code someone shared with you.',
      ),
    });
  }
  return referrerId;
}

/**
 * Refuses a sale whose price differs from `expectedPriceCents`, the price the buyer was shown
 * (when given): 409 `price_changed`, with the new price, so the buyer sees it before paying.
 */
function assertExpectedPrice(item: SaleItem, expectedPriceCents: number | undefined): void {
  if (expectedPriceCents === undefined || expectedPriceCents === item.priceCents) return;
  throw new AppError('price_changed', {
    status: 409,
    message: msg(PRICE_CHANGED_MESSAGES[item.kind], { price: formatCents(item.priceCents) }),
  });
}

const PRICE_CHANGED_MESSAGES: Record<SaleItemKind, string> = {
  course: msg('The price of this course has changed to {{price}}. Check the new price, then buy again.'),
  session: msg('The price of this session has changed to {{price}}. Check the new price, then buy again.'),
  video: msg('The price of this video has changed to {{price}}. Check the new price, then buy again.'),
};
const TRAINER_DELETED_MESSAGES: Record<SaleItemKind, string> = {
  course: msg("This course is no longer for sale: its trainer's account has been closed."),
  session: msg("This session is no longer for sale: its trainer's account has been closed."),
  video: msg("This video is no longer for sale: its trainer's account has been closed."),
};
const OWN_ITEM_MESSAGES: Record<SaleItemKind, string> = {
  course: msg('You cannot buy your own course.'),
  session: msg('You cannot book your own session.'),
  video: msg('You cannot buy your own video.'),
};
const ALREADY_PURCHASED_MESSAGES: Record<SaleItemKind, string> = {
  course: msg('You have already purchased this course. Find it in your payment history.'),
  session: msg('You have already booked this session. Find it in your payment history.'),
  video: msg('You have already bought this video. Find it in your payment history.'),
};

/** Who buys: only the account's id matters to a sale. */
type Buyer = Pick<AccountUser, 'id'>;

/**
 * The checks every sale of `item` to `buyer` passes, in the sale's transaction: not one's own item
 * (403 `own_item`), a trainer whose account is open (409 `trainer_deleted`, a deletion under way is
 * waited for), and a referral code whose owner exists and is not the buyer (400). A free item
 * ignores the code. Answers the code kept and its owner.
 */
async function checkSale(
  tx: Database,
  { item, buyer, referralCode }: { item: SaleItem; buyer: Buyer; referralCode: string | null },
): Promise<{ code: string | null; referrerId: string | null }> {
  if (item.trainerId === buyer.id) {
    throw new AppError('own_item', { status: 403, message: OWN_ITEM_MESSAGES[item.kind] });
  }
  if (await isAccountDeleted(tx, item.trainerId)) {
    throw new AppError('trainer_deleted', {
      status: 409,
      message: TRAINER_DELETED_MESSAGES[item.kind],
    });
  }
  const code = item.priceCents > 0 ? referralCode : null;
  const referrerId = code ? await findReferrer(tx, code, buyer) : null;
  return { code, referrerId };
}

/**
 * Prices the sale of `item` to `buyer` for an order (issue 26), in the order's transaction after
 * the caller locked the item's row and checked it may be sold: the checks of a sale (own item,
 * closed trainer, referral code), 409 `already_purchased` when the buyer holds it already, and
 * 409 `price_changed` when the price differs from `expectedPriceCents`. Answers the split the
 * order charges (5% off with a code, decision 009) and the code kept.
 */
export async function quoteSale(
  tx: Database,
  {
    item,
    buyer,
    referralCode,
    expectedPriceCents,
  }: { item: SaleItem; buyer: Buyer; referralCode: string | null; expectedPriceCents: number | undefined },
): Promise<{ split: SaleSplit; referralCode: string | null }> {
  const { code, referrerId } = await checkSale(tx, { item, buyer, referralCode });
  const [held] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.itemId, item.id), eq(purchases.userId, buyer.id), eq(purchases.status, 'completed')));
  if (held) throw new AppError('already_purchased', { status: 409, message: ALREADY_PURCHASED_MESSAGES[item.kind] });
  assertExpectedPrice(item, expectedPriceCents);
  const split = item.priceCents === 0 ? FREE_SPLIT : splitSale(item.priceCents, { withReferral: referrerId !== null });
  return { split, referralCode: code };
}

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
  {
    item,
    buyer,
    referralCode,
    orderId = null,
  }: { item: SaleItem; buyer: Buyer; referralCode: string | null; orderId?: string | null },
  at: Date,
): Promise<Purchase> {
  const { code, referrerId } = await checkSale(tx, { item, buyer, referralCode });
  const { values, split } = completedPurchase({ item, buyerId: buyer.id, referralCode: code, referrerId, at });
  const [row] = await tx
    .insert(purchases)
    .values({ ...values, orderId })
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
