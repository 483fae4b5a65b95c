import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { checkoutPath, paths } from '../../../../shared/paths';
import type { Order, OrderStatus } from '../../../../shared/payments/orders';
import { LoadError } from '../../../components/LoadError';
import { MoneyTable } from '../../../components/MoneyTable';
import { formatDateTime } from '../../../lib/format';
import { ORDER_KIND_LABELS, useOrders } from '../../../lib/orders';
import { PaidAmount } from './PaidAmount';

/** How each status of an order reads in the list, and its colour. */
const STATUS_BADGES: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  paid: { label: 'Paid', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
  failed: { label: 'Failed, refunded', color: 'red' },
  refunded: { label: 'Refunded', color: 'red' },
};

/** An order's status badge, with when it was refunded, and for a pending order the way back to its checkout. */
function OrderStatusBadge({ order }: { order: Order }) {
  const badge = STATUS_BADGES[order.status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={badge.color} variant="light" style={{ minWidth: 'max-content' }}>
        {badge.label}
      </Badge>
      {order.refundedAt && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          on {formatDateTime(order.refundedAt)}
        </Text>
      )}
      {order.status === 'pending' && (
        <Button
          component={Link}
          to={checkoutPath(order.id)}
          size="xs"
          variant="light"
          aria-label={`Continue to checkout: ${order.itemTitle}`}
        >
          Continue to checkout
        </Button>
      )}
    </Stack>
  );
}

/**
 * Payments (issue 26 item 7; spec §3 payments: amount, date, status, method, transactionId): the
 * reader's orders from GET /api/orders, newest first, without those given up before paying: what
 * was bought and its kind, the amount (with the list price and referral discount when a code was
 * used), the date (paid, else created), the status (a pending order's with "Continue to
 * checkout"), the method and the provider's transaction id. With none yet, a way to the Course Marketplace.
 */
export function OrderHistory() {
  const orders = useOrders();
  return (
    <section aria-labelledby="payments-title">
      <Title order={2} size="h3" id="payments-title" mb="sm">
        Payments
      </Title>
      {orders.isPending && (
        <Text c="dimmed" role="status">
          Loading your payments…
        </Text>
      )}
      {orders.isError && <LoadError title="Your payments could not be loaded" query={orders} />}
      {orders.data && (
        <MoneyTable
          rows={orders.data}
          rowKey={(order) => order.id}
          minWidth={900}
          empty={
            <Stack gap="sm" align="flex-start">
              <Text>You have not made a payment yet. Each payment will be listed here with its receipt details.</Text>
              <Button component={Link} to={paths.courses.path} variant="light">
                Browse the Course Marketplace
              </Button>
            </Stack>
          }
          columns={[
            {
              header: 'Item',
              cell: (order) => (
                <>
                  <Text size="sm" fw={500}>
                    {order.itemTitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ORDER_KIND_LABELS[order.kind]}
                    {order.referralCode ? ` · referral code ${order.referralCode}` : ''}
                  </Text>
                </>
              ),
            },
            { header: 'Amount', cell: (order) => <PaidAmount purchase={order} /> },
            { header: 'Date', nowrap: true, cell: (order) => formatDateTime(order.paidAt ?? order.createdAt) },
            { header: 'Status', cell: (order) => <OrderStatusBadge order={order} /> },
            { header: 'Method', cell: (order) => order.method },
            {
              header: 'Transaction ID',
              cell: (order) => (
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {order.transactionId ?? '—'}
                </Text>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
