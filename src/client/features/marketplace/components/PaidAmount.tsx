import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '../../../../shared/marketplace/purchases';
import { formatMoney } from '../../../lib/format';

/** What the buyer paid, and when a referral code lowered it, the list price and the discount. */
export function PaidAmount({ purchase }: { purchase: Pick<Purchase, 'amountCents' | 'priceCents' | 'discountCents'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} size="sm">
        {formatMoney(purchase.amountCents)}
      </Text>
      {purchase.discountCents > 0 && (
        <Text size="xs" c="dimmed">
          {t('List price {{price}} less a {{discount}} referral discount', {
            price: formatMoney(purchase.priceCents),
            discount: formatMoney(purchase.discountCents),
          })}
        </Text>
      )}
    </>
  );
}
