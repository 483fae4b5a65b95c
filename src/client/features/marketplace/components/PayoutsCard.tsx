import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PAYOUT_TEXTS, type Payout, type TrainerPayouts } from '../../../../shared/payments/payouts';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useConnectPayoutAccount, useTrainerPayouts } from '../api/trainer-payouts';

/** What each payout status reads as. */
const STATUS_LABELS: Record<Payout['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Processing', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
};

/**
 * The trainer dashboard's Payouts card (issue 26 item 4): connect a payout account (Stripe: its
 * onboarding page opens; the test provider: connected at once, "Test payout account: no money
 * moves"), the earnings pending (30-day hold, or a dispute), available and paid out, and each
 * payout's date, amount and status, newest first. Available earnings are paid out by a daily job.
 */
export function PayoutsCard() {
  const payouts = useTrainerPayouts();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="payouts-title">
      <Title order={2} size="h4" id="payouts-title">
        Payouts
      </Title>
      {payouts.isPending && <Loader size="sm" mt="sm" aria-label="Loading your payouts" />}
      {payouts.isError && (
        <Alert color="red" role="alert" mt="sm" title="Your payouts could not be loaded">
          {errorMessage(payouts.error)}
        </Alert>
      )}
      {payouts.data && <PayoutsBody data={payouts.data} />}
    </Card>
  );
}

function PayoutsBody({ data }: { data: TrainerPayouts }) {
  return (
    <Stack gap="md" mt="sm">
      <PayoutAccount data={data} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label="Pending" cents={data.pendingCents} note="Within 30 days of the sale" />
        <Figure label="Available" cents={data.availableCents} note="Paid out daily to your account" />
        <Figure label="Paid out" cents={data.paidOutCents} note="Sent to your payout account" />
      </SimpleGrid>
      {data.payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payouts yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Caption>Your payouts, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.payouts.map((payout) => (
                <Table.Tr key={payout.id}>
                  <Table.Td>{formatDateTime(payout.paidAt ?? payout.createdAt)}</Table.Td>
                  <Table.Td>{formatMoney(payout.amountCents)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_LABELS[payout.status].color}>
                      {STATUS_LABELS[payout.status].label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** One total of the card. */
function Figure({ label, cents, note }: { label: string; cents: number; note: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {formatMoney(cents)}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </div>
  );
}

/** The payout account: Connect (or Complete setup at Stripe), or connected. */
function PayoutAccount({ data }: { data: TrainerPayouts }) {
  const connect = useConnectPayoutAccount();
  const { account } = data;
  const start = () =>
    connect.mutate(undefined, {
      onSuccess: ({ onboardingUrl }) => {
        if (onboardingUrl) window.location.assign(onboardingUrl);
      },
    });
  return (
    <Stack gap="xs">
      {account.connected && account.payoutsEnabled ? (
        <Group gap="xs">
          <Badge color="green" variant="light">
            Payout account connected
          </Badge>
          {account.test && <Text size="sm">{PAYOUT_TEXTS.testAccount}</Text>}
        </Group>
      ) : (
        <Group gap="sm" align="center">
          <Button onClick={start} loading={connect.isPending}>
            {account.connected ? 'Complete payout account setup' : 'Connect payout account'}
          </Button>
          <Text size="sm" c="dimmed">
            {account.test
              ? PAYOUT_TEXTS.testAccount
              : 'Your available earnings are paid to this account once it is set up.'}
          </Text>
        </Group>
      )}
      {connect.isError && (
        <Alert color="red" role="alert" title="The payout account was not connected">
          {errorMessage(connect.error)}
        </Alert>
      )}
    </Stack>
  );
}
