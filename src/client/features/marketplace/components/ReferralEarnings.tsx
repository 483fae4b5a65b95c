import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PaymentsOverview } from '../../../../shared/marketplace/purchases';
import { EARNINGS_HOLD_DAYS, REFERRAL_FEE_PERCENT } from '../../../../shared/marketplace/split-sale';
import { ReferralCode } from '../../../components/ReferralCode';
import { formatDateTime, formatMoney } from '../../../lib/format';

type Fee = PaymentsOverview['referral']['fees'][number];

function FeeStatus({ fee }: { fee: Fee }) {
  if (fee.state === 'refunded') {
    return (
      <Badge color="red" variant="light">
        Refunded
      </Badge>
    );
  }
  if (fee.state === 'pending') {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="blue" variant="light">
          Pending
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          until {formatDateTime(fee.availableAt)}
        </Text>
      </Stack>
    );
  }
  return (
    <Badge color="green" variant="light">
      Available
    </Badge>
  );
}

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={800}>
        {formatMoney(cents)}
      </Text>
    </Card>
  );
}

/**
 * Referral Earnings (spec §9: 10% of the price of every course bought with the reader's code): the
 * pending and available totals, the code with Copy Code, and each fee with its course, date, amount
 * and status (Pending until it becomes available 30 days after the sale, Available, or Refunded).
 */
export function ReferralEarnings({ code, referral }: { code: string | null; referral: PaymentsOverview['referral'] }) {
  const { fees } = referral;
  return (
    <section aria-labelledby="referral-earnings-title">
      <Title order={2} size="h3" id="referral-earnings-title" mb="sm">
        Referral Earnings
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure label="Pending" cents={referral.earnings.pendingCents} />
          <Figure label="Available" cents={referral.earnings.availableCents} />
          <Figure label="Total earned" cents={referral.earnings.totalCents} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          You earn {REFERRAL_FEE_PERCENT}% of the price of every course bought with your code. Each fee is pending for{' '}
          {EARNINGS_HOLD_DAYS} days after the sale, then available; a refunded sale takes its fee back.
        </Text>
        {code && <ReferralCode code={code} />}
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label="Referral fees">
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Course</Table.Th>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Fee
                  </Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fees.map((fee) => (
                  <Table.Tr key={fee.purchaseId}>
                    <Table.Td>{fee.itemTitle}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(fee.purchasedAt)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(fee.feeCents)}
                    </Table.Td>
                    <Table.Td>
                      <FeeStatus fee={fee} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Stack>
    </section>
  );
}
