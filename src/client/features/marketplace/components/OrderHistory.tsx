import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import { checkoutPath, paths } from '../../../../shared/paths';
import type { Order, OrderStatus } from '../../../../shared/payments/orders';
import { LoadError } from '../../../components/LoadError';
import { MoneyTable } from '../../../components/MoneyTable';
import { formatDateTime } from '../../../lib/format';
import { ORDER_KIND_LABELS, useOrders } from '../../../lib/orders';
import { PaidAmount } from './PaidAmount';

/** How each status of an order reads in the list, and its colour. */
const STATUS_BADGES: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: msg('Pending'), color: 'blue' },
  paid: { label: msg('Paid'), color: 'green' },
  cancelled: { label: msg('Cancelled'), color: 'gray' },
  expired: { label: msg('Expired'), color: 'gray' },
  failed: { label: msg('Failed, refunded'), color: 'red' },
  refunded: { label: msg('Refunded'), color: 'red' },
};

/** An order's status badge, with when it was refunded, and for a pending order the way back to its checkout. */
function OrderStatusBadge({ order }: { order: Order }) {
  const { t } = useTranslation();
  const badge = STATUS_BADGES[order.status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={badge.color} variant="light" style={{ minWidth: 'max-content' }}>
        {order.status === 'cancelled' ? t('Cancelled', { context: 'order' }) : t(badge.label)}
      </Badge>
      {order.refundedAt && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('on {{date}}', { date: formatDateTime(order.refundedAt) })}
        </Text>
      )}
      {order.status === 'pending' && (
        <Button
          component={Link}
          to={checkoutPath(order.id)}
          size="xs"
          variant="light"
          aria-label={t('Continue to checkout: {{item}}', { item: order.itemTitle })}
        >
          {t('Continue to checkout')}
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
  const { t } = useTranslation();
  const orders = useOrders();
  return (
    <section aria-labelledby="payments-title">
      <Title order={2} size="h3" id="payments-title" mb="sm">
        {t('Payments')}
      </Title>
      {orders.isPending && (
        <Text c="dimmed" role="status">
          {t('Loading your payments…')}
        </Text>
      )}
      {orders.isError && <LoadError title={t('Your payments could not be loaded')} query={orders} />}
      {orders.data && (
        <MoneyTable
          rows={orders.data}
          rowKey={(order) => order.id}
          minWidth={900}
          empty={
            <Stack gap="sm" align="flex-start">
              <Text>
                {t('You have not made a payment yet. Each payment will be listed here with its receipt details.')}
              </Text>
              <Button component={Link} to={paths.courses.path} variant="light">
                {t('Browse the Course Marketplace')}
              </Button>
            </Stack>
          }
          columns={[
            {
              header: t('Item', { context: 'purchase' }),
              cell: (order) => (
                <>
                  <Text size="sm" fw={500}>
                    {order.itemTitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.referralCode
                      ? t('{{kind}} · referral code {{code}}', {
                          kind: t(ORDER_KIND_LABELS[order.kind]),
                          code: order.referralCode,
                        })
                      : t(ORDER_KIND_LABELS[order.kind])}
                  </Text>
                </>
              ),
            },
            { header: t('Amount'), cell: (order) => <PaidAmount purchase={order} /> },
            { header: t('Date'), nowrap: true, cell: (order) => formatDateTime(order.paidAt ?? order.createdAt) },
            { header: t('Status'), cell: (order) => <OrderStatusBadge order={order} /> },
            { header: t('Method'), cell: (order) => order.method },
            {
              header: t('Transaction ID'),
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
