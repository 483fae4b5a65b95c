import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageError, PageLoader } from '../../../components/PageStatus';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useProgrammeFees } from '../api/get-programme-fees';
import { checkoutPath } from '../api/order-plan';

/**
 * Pending Payments (spec §2 "Payment Portal", §3 "pending payments (dueDate, required)"; issue 26
 * item 5): the reader's unpaid programme fees, opened when she enrolled, each with its amount, due
 * date, "Required" and Pay now, which opens its checkout. Without one: an empty state.
 */
export function PendingPayments() {
  const { t } = useTranslation();
  const fees = useProgrammeFees();
  const pending = fees.data?.fees.filter((fee) => fee.status === 'pending') ?? [];
  return (
    <section aria-labelledby="pending-payments-title">
      <Title order={2} size="h3" id="pending-payments-title" mb="xs">
        {t('Pending Payments')}
      </Title>
      {fees.isPending && <PageLoader label={t('Loading your pending payments')} />}
      {fees.isError && <PageError title={t('Your pending payments could not be loaded')} error={fees.error} />}
      {fees.data && pending.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('You have no pending payments. When you enrol in a programme, its fee appears here.')}
        </Text>
      )}
      {pending.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {pending.map((fee) => (
            <Card key={fee.id} withBorder padding="md" radius="md" component="article" aria-label={fee.itemTitle}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text fw={600} size="sm">
                  {fee.itemTitle}
                </Text>
                <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
                  {t('Required')}
                </Badge>
              </Group>
              <Text fz={22} fw={800} mt="xs">
                {formatMoney(fee.amountCents)}
              </Text>
              {fee.dueAt && (
                <Text size="sm" c="dimmed">
                  {t('Due {{date}}', { context: 'payment', date: formatDateTime(fee.dueAt) })}
                </Text>
              )}
              <Button component={Link} to={checkoutPath(fee.id)} mt="sm" fullWidth>
                {t('Pay now')}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
