import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Purchase } from '../../../../shared/marketplace/purchases';
import { paths } from '../../../../shared/paths';
import { MoneyTable } from '../../../components/MoneyTable';
import { formatDateTime } from '../../../lib/format';
import { PaidAmount } from './PaidAmount';
import { PurchasedItem } from './PurchasedItem';
import { PurchaseStatus } from './PurchaseStatus';

/**
 * Payment History (spec §2 "Payment Portal", §3 payments): the reader's own purchases, newest first,
 * with the course (to its page), what was paid (and the list price and referral discount when a code
 * was used), the date, Completed or Refunded (with the refund's date), the method and the
 * transaction id. With none yet, a way to the Course Marketplace.
 */
export function PaymentHistory({ purchases }: { purchases: Purchase[] }) {
  return (
    <section aria-labelledby="payment-history-title">
      <Title order={2} size="h3" id="payment-history-title" mb="sm">
        Payment History
      </Title>
      <MoneyTable
        rows={purchases}
        rowKey={(purchase) => purchase.id}
        minWidth={860}
        empty={
          <Stack gap="sm" align="flex-start">
            <Text>You have not bought a course yet. Your payments will be listed here.</Text>
            <Button component={Link} to={paths.courses.path} variant="light">
              Browse the Course Marketplace
            </Button>
          </Stack>
        }
        columns={[
          {
            header: 'Course',
            cell: (purchase) => (
              <>
                <PurchasedItem purchase={purchase} />
                {purchase.referralCode && (
                  <Text size="xs" c="dimmed">
                    Referral code{' '}
                    <Badge component="span" variant="light" size="xs" ff="monospace">
                      {purchase.referralCode}
                    </Badge>
                  </Text>
                )}
              </>
            ),
          },
          { header: 'Amount', cell: (purchase) => <PaidAmount purchase={purchase} /> },
          { header: 'Date', nowrap: true, cell: (purchase) => formatDateTime(purchase.purchasedAt) },
          {
            header: 'Status',
            cell: (purchase) => <PurchaseStatus status={purchase.status} refundedAt={purchase.refundedAt} />,
          },
          { header: 'Method', cell: (purchase) => purchase.method },
          {
            header: 'Transaction ID',
            cell: (purchase) => (
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {purchase.transactionId}
              </Text>
            ),
          },
        ]}
      />
    </section>
  );
}
