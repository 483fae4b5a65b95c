import { Text } from '@mantine/core';
import type { Purchase } from '../../../../shared/marketplace/purchases';
import { formatMoney } from '../../../lib/format';

/** What the buyer paid, and when a referral code lowered it, the list price and the discount. */
export function PaidAmount({ purchase }: { purchase: Pick<Purchase, 'amountCents' | 'priceCents' | 'discountCents'> }) {
  return (
    <>
      <Text fw={600} size="sm">
        {formatMoney(purchase.amountCents)}
      </Text>
      {purchase.discountCents > 0 && (
        <Text size="xs" c="dimmed">
          List price {formatMoney(purchase.priceCents)} less a {formatMoney(purchase.discountCents)} referral discount
        </Text>
      )}
    </>
  );
}
