import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Earnings, SaleItemKind } from '../../../shared/marketplace/purchases';
import { EARNINGS_HOLD_DAYS, type SaleSplit } from '../../../shared/marketplace/split-sale';
import type { Database } from '../../db/client';
import { bigintSum } from '../../db/sums';
import { disputedPurchaseIds } from '../payments/service';
import { type LedgerParty, ledgerEntries, purchases } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a share of a sale made at `at` stops being pending: EARNINGS_HOLD_DAYS (30) days later. */
export function availableFrom(at: Date): Date {
  return new Date(at.getTime() + EARNINGS_HOLD_DAYS * DAY_MS);
}

/** A sale whose ledger entries are to be written: who earns and how the money divides. */
interface Sale {
  purchaseId: string;
  trainerId: string;
  referrerId: string | null;
  split: SaleSplit;
  at: Date;
}

/**
 * A sale's ledger entries (docs/architecture.md §7): the trainer's share and the referrer's fee (pending for 30
 * days) and the platform's remainder (available at once). Their amounts sum to what the buyer paid.
 */
function saleEntries({ purchaseId, trainerId, referrerId, split, at }: Sale) {
  const entry = (party: LedgerParty, userId: string | null, amountCents: number, availableAt: Date) => ({
    purchaseId,
    userId,
    party,
    entryType: 'sale' as const,
    amountCents,
    availableAt,
    createdAt: at,
  });
  return [
    entry('trainer', trainerId, split.trainerCents, availableFrom(at)),
    ...(referrerId ? [entry('referrer', referrerId, split.referrerCents, availableFrom(at))] : []),
    entry('platform', null, split.platformCents, at),
  ];
}

/** Writes the ledger entries of `sales` in one statement; run it in the purchases' transaction. */
export async function writeSaleEntries(db: Database, sales: readonly Sale[]): Promise<void> {
  if (sales.length === 0) return;
  await db.insert(ledgerEntries).values(sales.flatMap(saleEntries));
}

/**
 * Writes the entries that reverse every sale entry of `purchaseId` (a refund, docs/architecture.md §7): the same
 * parties and availability, the opposite amounts, with the admin and the reason. Nothing is changed
 * in place. Run it in the refund's transaction.
 */
export async function writeReversingEntries(
  db: Database,
  refund: { purchaseId: string; adminId: string | null; reason: string; at: Date },
): Promise<void> {
  const sales = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, refund.purchaseId), eq(ledgerEntries.entryType, 'sale')));
  if (sales.length === 0) return;
  await db.insert(ledgerEntries).values(
    sales.map((sale) => ({
      purchaseId: refund.purchaseId,
      userId: sale.userId,
      party: sale.party,
      entryType: 'refund' as const,
      amountCents: -sale.amountCents,
      availableAt: sale.availableAt,
      reversesId: sale.id,
      createdById: refund.adminId,
      reason: refund.reason,
      createdAt: refund.at,
    })),
  );
}

/** True for an entry whose sale is under an open dispute at the provider (issue 26): held, not available. */
function heldByDispute(db: Database): SQL {
  return sql`coalesce(${inArray(ledgerEntries.purchaseId, disputedPurchaseIds(db))}, false)`;
}

/** True for an entry that is earned money (everything but payouts, which move earned money out). */
const earned = ne(ledgerEntries.entryType, 'payout');

/**
 * What `userId` earned, from the ledger (a user's earnings are the sum of their entries,
 * docs/architecture.md §7), in cents at `now`: `pendingCents` not yet available (within 30 days of
 * the sale, or held by an open dispute, issue 26), `availableCents` past the hold less what was
 * already paid out (payout entries), `totalCents` everything earned (pending and available, paid
 * out or not; payouts do not lower it). Only the `parties` given, or all; with parties, payouts
 * are left out (the totals of sales shares and referral fees).
 */
export async function earningsOf(
  db: Database,
  userId: string,
  now: Date,
  parties?: readonly LedgerParty[],
): Promise<Earnings> {
  const held = heldByDispute(db);
  const [row] = await db
    .select({
      pending: bigintSum(
        ledgerEntries.amountCents,
        sql`${earned} and (${ledgerEntries.availableAt} > ${now} or ${held})`,
      ),
      available: bigintSum(ledgerEntries.amountCents, sql`${ledgerEntries.availableAt} <= ${now} and not ${held}`),
      total: bigintSum(ledgerEntries.amountCents, earned),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        parties ? and(inArray(ledgerEntries.party, [...parties]), earned) : undefined,
      ),
    );
  return { pendingCents: row?.pending ?? 0, availableCents: row?.available ?? 0, totalCents: row?.total ?? 0 };
}

/** Paid out to `userId` so far (the sum of their payout entries, as a positive number of cents). */
export async function paidOutOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: bigintSum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.entryType, 'payout')));
  return -(row?.total ?? 0);
}

/**
 * Writes the payout of `amountCents` to `userId` at `at` (issue 26 item 4): one `payout` entry of
 * the opposite amount for the user (party `trainer`, available at once), so what was paid out is no
 * longer available and cannot be paid twice. Run it in the payout's transaction.
 */
export async function writePayoutEntry(
  db: Database,
  payout: { userId: string; amountCents: number; at: Date },
): Promise<void> {
  await db.insert(ledgerEntries).values({
    purchaseId: null,
    userId: payout.userId,
    party: 'trainer',
    entryType: 'payout',
    amountCents: -payout.amountCents,
    availableAt: payout.at,
    reason: 'Payout',
    createdAt: payout.at,
  });
}

/** The trainer's share earned from each of their courses (sales less refunds), in cents, by course id. */
export async function trainerEarningsByCourse(db: Database, trainerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ courseId: purchases.courseId, amount: bigintSum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .innerJoin(purchases, eq(purchases.id, ledgerEntries.purchaseId))
    .where(
      and(eq(ledgerEntries.userId, trainerId), eq(ledgerEntries.party, 'trainer'), eq(purchases.itemKind, 'course')),
    )
    .groupBy(purchases.courseId);
  return new Map(rows.flatMap((row) => (row.courseId ? [[row.courseId, row.amount] as const] : [])));
}

/**
 * The trainer's share earned from their items of `kind` (sessions or videos: sales less refunds),
 * in cents, by item id.
 */
export async function trainerEarningsByItem(
  db: Database,
  trainerId: string,
  kind: SaleItemKind,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: purchases.itemId, amount: bigintSum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .innerJoin(purchases, eq(purchases.id, ledgerEntries.purchaseId))
    .where(and(eq(ledgerEntries.userId, trainerId), eq(ledgerEntries.party, 'trainer'), eq(purchases.itemKind, kind)))
    .groupBy(purchases.itemId);
  return new Map(rows.map((row) => [row.itemId, row.amount]));
}

/**
 * Writes an admin's correction of `userId`'s earnings (issue 12, decision 011): an `adjustment`
 * entry of `deltaCents` for the user (party `trainer`, available at once) and the opposite entry for
 * the platform (no user), so the ledger stays balanced and nothing is changed in place. Each carries
 * the admin, the reason and the time. Nothing is written when `deltaCents` is 0. Run it in the
 * edit's transaction.
 */
export async function writeAdjustmentEntries(
  db: Database,
  adjustment: { userId: string; deltaCents: number; adminId: string; reason: string; at: Date },
): Promise<void> {
  const { userId, deltaCents, adminId, reason, at } = adjustment;
  if (deltaCents === 0) return;
  const entry = (party: LedgerParty, owner: string | null, amountCents: number) => ({
    purchaseId: null,
    userId: owner,
    party,
    entryType: 'adjustment' as const,
    amountCents,
    availableAt: at,
    createdById: adminId,
    reason,
    createdAt: at,
  });
  await db.insert(ledgerEntries).values([entry('trainer', userId, deltaCents), entry('platform', null, -deltaCents)]);
}

/**
 * Each of `userIds`'s earnings in cents: the sum of their ledger entries (sales shares, referral
 * fees, refunds, adjustments; pending and available; not payouts), as `earningsOf(...).totalCents`
 * gives for one user, in one grouped query. Users without entries are absent from the map.
 */
export async function earningsTotalsOf(db: Database, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: ledgerEntries.userId, total: bigintSum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.userId, [...new Set(userIds)]), earned))
    .groupBy(ledgerEntries.userId);
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.total] as const] : [])));
}
