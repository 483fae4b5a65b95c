import { desc, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { PaymentsOverview } from '../../../shared/marketplace/purchases';
import type { Database } from '../../db/client';
import { availableFrom, earningsOf } from './ledger';
import { listPurchasesOf } from './purchases';
import { purchases } from './tables';

/**
 * The payment portal (spec §2 "Payment Portal"): the user's purchases, newest first, as the payment
 * history, and the referral fees earned with their code (pending for 30 days, then available; a
 * refunded sale's fee is taken back), computed at `now`.
 */
export async function getPaymentsOverview(db: Database, user: AccountUser, now: Date): Promise<PaymentsOverview> {
  const [history, earnings, fees] = await Promise.all([
    listPurchasesOf(db, user.id),
    earningsOf(db, user.id, now, ['referrer']),
    db
      .select({
        purchaseId: purchases.id,
        itemKind: purchases.itemKind,
        itemTitle: purchases.itemTitle,
        purchasedAt: purchases.purchasedAt,
        feeCents: purchases.referralFeeCents,
        status: purchases.status,
      })
      .from(purchases)
      .where(eq(purchases.referrerId, user.id))
      .orderBy(desc(purchases.purchasedAt), desc(purchases.id)),
  ]);
  return {
    referralCode: user.referralCode,
    purchases: history,
    referral: {
      earnings,
      fees: fees.map((fee) => ({
        purchaseId: fee.purchaseId,
        itemKind: fee.itemKind,
        itemTitle: fee.itemTitle,
        purchasedAt: fee.purchasedAt.toISOString(),
        feeCents: fee.feeCents,
        status: fee.status,
        availableAt: availableFrom(fee.purchasedAt).toISOString(),
        state: fee.status === 'refunded' ? 'refunded' : availableFrom(fee.purchasedAt) <= now ? 'available' : 'pending',
      })),
    },
  };
}
