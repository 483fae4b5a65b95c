import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { INSIGHT_MONTHS, type RevenueProduct, type TrainerRevenue } from '../../../../shared/marketplace/insight';
import type { SaleItemKind } from '../../../../shared/marketplace/purchases';
import type { Database } from '../../../db/client';
import { bigintSum } from '../../../db/sums';
import { getTimeZone } from '../../account/service';
import { ledgerEntries, purchases } from '../tables';
import { lastMonths, monthIn, monthsStart } from './months';

/** The trainer's own shares of sales and their refunds: what a product earned her (issue 27 item 5). */
const ownShares = (trainerId: string) =>
  and(
    eq(ledgerEntries.userId, trainerId),
    eq(ledgerEntries.party, 'trainer'),
    inArray(ledgerEntries.entryType, ['sale', 'refund']),
  );

const isSale = sql`${ledgerEntries.entryType} = 'sale'`;
const isRefund = sql`${ledgerEntries.entryType} = 'refund'`;

/**
 * The trainer's revenue (issue 27 item 5), from the ledger: her `trainer` shares of sales (entries
 * of type `sale`, positive) and their refunds (`refund`, negative), at `now`.
 * - By month: the last INSIGHT_MONTHS calendar months in her time zone (her setting), oldest
 *   first, each entry in the month it was written (a sale when it was made, a refund when it was
 *   refunded, so a refund lowers the net of its own month). Every month is present.
 * - By product: each course, session and video with a sale, over all time, the highest net first
 *   (then the title); its net equals the sum of her ledger entries for it.
 * Referral fees, admins' adjustments and payouts are not a product's revenue and are left out.
 */
export async function getTrainerRevenue(db: Database, trainerId: string, now: Date): Promise<TrainerRevenue> {
  const timeZone = await getTimeZone(db, trainerId);
  const months = lastMonths(now, timeZone, INSIGHT_MONTHS);
  const [entries, products] = await Promise.all([
    db
      .select({ type: ledgerEntries.entryType, amount: ledgerEntries.amountCents, at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(and(ownShares(trainerId), gte(ledgerEntries.createdAt, monthsStart(months)))),
    db
      .select({
        kind: purchases.itemKind,
        itemId: purchases.itemId,
        title: sql<string>`(array_agg(${purchases.itemTitle} order by ${purchases.purchasedAt} desc))[1]`,
        earnedCents: bigintSum(ledgerEntries.amountCents, isSale),
        sales: sql<number>`count(*) filter (where ${isSale})::int`,
        refundedCents: bigintSum(ledgerEntries.amountCents, isRefund),
        refunds: sql<number>`count(*) filter (where ${isRefund})::int`,
      })
      .from(ledgerEntries)
      .innerJoin(purchases, eq(purchases.id, ledgerEntries.purchaseId))
      .where(ownShares(trainerId))
      .groupBy(purchases.itemKind, purchases.itemId),
  ]);
  const byMonth = new Map(
    months.map((month) => [month, { month, earnedCents: 0, sales: 0, refundedCents: 0, refunds: 0, netCents: 0 }]),
  );
  for (const entry of entries) {
    const month = byMonth.get(monthIn(entry.at, timeZone));
    if (!month) continue;
    if (entry.type === 'sale') {
      month.earnedCents += entry.amount;
      month.sales += 1;
    } else {
      month.refundedCents += entry.amount;
      month.refunds += 1;
    }
    month.netCents += entry.amount;
  }
  return {
    timeZone,
    months: [...byMonth.values()],
    products: products
      .map(
        (row): RevenueProduct => ({
          kind: row.kind as SaleItemKind,
          itemId: row.itemId,
          title: row.title,
          earnedCents: row.earnedCents,
          sales: Number(row.sales),
          refundedCents: row.refundedCents,
          refunds: Number(row.refunds),
          netCents: row.earnedCents + row.refundedCents,
        }),
      )
      .sort((a, b) => b.netCents - a.netCents || a.title.localeCompare(b.title)),
  };
}
