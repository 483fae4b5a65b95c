import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { addDays } from '../../../../shared/time/local-day';
import { zonedWallTimeToInstant } from '../../../../shared/time/zones';
import { displayTimeZone, formatDateTime, formatMoney, localToday } from '../../../lib/format';

interface SamplePendingPayment {
  title: string;
  amountCents: number;
  dueDate: string;
  required: boolean;
}

/**
 * The spec's static pending payments (spec §3 "pending payments (dueDate, required)"): sample data,
 * due at 5 PM (the user's time zone) a few weeks from `today` so the examples never look overdue.
 */
function samplePendingPayments(today = new Date()): SamplePendingPayment[] {
  // 5 PM in the user's time zone (issue 25 item 7), where the dates are shown.
  const inDays = (days: number) =>
    zonedWallTimeToInstant(`${addDays(localToday(today), days)}T17:00`, displayTimeZone()).toISOString();
  return [
    { title: 'NCLEX-RN exam registration', amountCents: 20_000, dueDate: inDays(14), required: true },
    { title: 'Credentials evaluation report', amountCents: 36_500, dueDate: inDays(30), required: true },
    { title: 'Premium study package renewal', amountCents: 9_999, dueDate: inDays(45), required: false },
  ];
}

/**
 * Pending Payments (spec §2 "Payment Portal"): the spec's static sample, marked "Sample data" and
 * said to be examples, not bills. Nothing here can be paid.
 */
export function PendingPayments() {
  return (
    <section aria-labelledby="pending-payments-title">
      <Group gap="sm" mb="xs" align="center">
        <Title order={2} size="h3" id="pending-payments-title">
          Pending Payments
        </Title>
        <Badge color="gray" variant="light">
          Sample data
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        These are examples of how upcoming fees of your licensing journey will appear here. They are not bills: you owe
        nothing.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {samplePendingPayments().map((payment) => (
          <Card key={payment.title} withBorder padding="md" radius="md">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {payment.title}
              </Text>
              <Badge color={payment.required ? 'blue' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {payment.required ? 'Required' : 'Optional'}
              </Badge>
            </Group>
            <Text fz={22} fw={800} mt="xs">
              {formatMoney(payment.amountCents)}
            </Text>
            <Text size="sm" c="dimmed">
              Due {formatDateTime(payment.dueDate)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
