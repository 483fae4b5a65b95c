import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import type { Purchase } from '../../../../shared/marketplace/purchases';
import { paths } from '../../../../shared/paths';
import { MoneyTable } from '../../../components/MoneyTable';
import { formatDateTime } from '../../../lib/format';
import { PaidAmount } from './PaidAmount';
import { PurchasedItem } from './PurchasedItem';
import { PurchaseStatus } from './PurchaseStatus';

/**
 * Courses and items bought (spec §2 "Payment Portal"): the reader's own purchases, newest first,
 * with the course (to its page), session or video, what was paid (and the list price and referral
 * discount when a code was used), the date, and Completed or Refunded (with the refund's date).
 * How each was paid (method, the provider's transaction id) is in Payments (OrderHistory, issue 26).
 * With none yet, a way to the Course Marketplace.
 */
export function PaymentHistory({ purchases }: { purchases: Purchase[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="purchases-title">
      <Title order={2} size="h3" id="purchases-title" mb="sm">
        {t('Courses and items bought')}
      </Title>
      <MoneyTable
        rows={purchases}
        rowKey={(purchase) => purchase.id}
        minWidth={640}
        empty={
          <Stack gap="sm" align="flex-start">
            <Text>{t('You have not bought a course yet. What you buy will be listed here.')}</Text>
            <Button component={Link} to={paths.courses.path} variant="light">
              {t('Browse the Course Marketplace')}
            </Button>
          </Stack>
        }
        columns={[
          {
            header: t('Item', { context: 'purchase' }),
            cell: (purchase) => (
              <>
                <PurchasedItem purchase={purchase} />
                {purchase.referralCode && (
                  <Text size="xs" c="dimmed">
                    <Trans
                      i18nKey={msg('Referral code <1>{{code}}</1>')}
                      values={{ code: purchase.referralCode }}
                      components={{ 1: <Badge component="span" variant="light" size="xs" ff="monospace" /> }}
                    />
                  </Text>
                )}
              </>
            ),
          },
          { header: t('Amount'), cell: (purchase) => <PaidAmount purchase={purchase} /> },
          { header: t('Date'), nowrap: true, cell: (purchase) => formatDateTime(purchase.purchasedAt) },
          {
            header: t('Status'),
            cell: (purchase) => <PurchaseStatus status={purchase.status} refundedAt={purchase.refundedAt} />,
          },
        ]}
      />
    </section>
  );
}
