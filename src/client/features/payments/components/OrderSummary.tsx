import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/payments/orders';
import { formatMoney } from '../../../lib/format';
import { ORDER_KIND_LABELS } from '../../../lib/orders';

/** One line of the summary: a name on the left, an amount on the right (wrapping on a phone). */
function Line({ name, amount, strong = false }: { name: ReactNode; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text component="dt" fw={strong ? 700 : undefined}>
        {name}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : undefined} fz={strong ? 'lg' : undefined}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * The order summary of the checkout (issue 26 item 2): what is bought (its kind and title), the
 * list price, the referral discount with its code when one was used (5%, decision 009), and the
 * total to pay, all in US dollars as the server priced them.
 */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="order-summary-title">
          {t('Order summary')}
        </Title>
        <div>
          <Text size="sm" c="dimmed">
            {t(ORDER_KIND_LABELS[order.kind])}
          </Text>
          <Text fw={600} size="lg">
            {order.itemTitle}
          </Text>
        </div>
        <Stack component="dl" gap="xs" m={0}>
          <Line name={t('List price')} amount={formatMoney(order.priceCents)} />
          {order.discountCents > 0 && (
            <Line
              name={
                <>
                  {t('Referral discount')}
                  {order.referralCode && (
                    <>
                      {' '}
                      <Badge component="span" variant="light" size="sm" ff="monospace">
                        {order.referralCode}
                      </Badge>
                    </>
                  )}
                </>
              }
              amount={`−${formatMoney(order.discountCents)}`}
            />
          )}
          <Line name={t('Total')} amount={formatMoney(order.amountCents)} strong />
        </Stack>
        <Text size="sm" c="dimmed">
          {t('All amounts are in US dollars.')}
        </Text>
      </Stack>
    </Card>
  );
}
