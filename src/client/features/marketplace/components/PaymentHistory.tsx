import { Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Purchase } from '../../../../shared/marketplace/purchases';
import { paths } from '../../../../shared/paths';
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
      {purchases.length === 0 ? (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>You have not bought a course yet. Your payments will be listed here.</Text>
            <Button component={Link} to={paths.courses.path} variant="light">
              Browse the Course Marketplace
            </Button>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={860} type="native">
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Course</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Method</Table.Th>
                  <Table.Th scope="col">Transaction ID</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {purchases.map((purchase) => (
                  <Table.Tr key={purchase.id}>
                    <Table.Td>
                      <PurchasedItem purchase={purchase} />
                      {purchase.referralCode && (
                        <Text size="xs" c="dimmed">
                          Referral code{' '}
                          <Badge component="span" variant="light" size="xs" ff="monospace">
                            {purchase.referralCode}
                          </Badge>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <PaidAmount purchase={purchase} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(purchase.purchasedAt)}</Table.Td>
                    <Table.Td>
                      <PurchaseStatus status={purchase.status} refundedAt={purchase.refundedAt} />
                    </Table.Td>
                    <Table.Td>{purchase.method}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {purchase.transactionId}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </section>
  );
}
