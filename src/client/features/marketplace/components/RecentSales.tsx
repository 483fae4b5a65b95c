import { Badge, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecentSale } from '../../../../shared/marketplace/trainer-dashboard';
import { MoneyTable } from '../../../components/MoneyTable';
import { formatDateTime, formatMoney } from '../../../lib/format';

/**
 * Recent Sales (spec §2 "Trainer dashboard", §9: the 5 most recent completed sales): course title,
 * date (en-US short with hour and minute), the trainer's share and the referral code used, if any.
 * The table's scroll box is focusable, so a keyboard can scroll it on a narrow screen (it holds no link).
 */
export function RecentSales({ sales }: { sales: RecentSale[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recent-sales-title">
      <Title order={2} size="h3" id="recent-sales-title" mb="sm">
        {t('Recent Sales')}
      </Title>
      <MoneyTable
        rows={sales}
        rowKey={(sale) => sale.purchaseId}
        minWidth={520}
        label={t('Recent sales')}
        empty={<Text>{t('No sales yet')}</Text>}
        columns={[
          { header: t('Course'), cell: (sale) => sale.courseTitle },
          { header: t('Date'), nowrap: true, cell: (sale) => formatDateTime(sale.purchasedAt) },
          {
            header: t('Your share'),
            numeric: true,
            strong: true,
            cell: (sale) => formatMoney(sale.trainerShareCents),
          },
          {
            header: t('Referral code'),
            cell: (sale) =>
              sale.referralCode ? (
                <Badge variant="light" ff="monospace">
                  {sale.referralCode}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('None', { context: 'code' })}
                </Text>
              ),
          },
        ]}
      />
    </section>
  );
}
