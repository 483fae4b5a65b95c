import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import { PAYOUT_TEXTS, type Payout, type TrainerPayouts } from '../../../../shared/payments/payouts';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useConnectPayoutAccount, useTrainerPayouts } from '../api/trainer-payouts';

/** What each payout status reads as. */
const STATUS_LABELS: Record<Payout['status'], { label: string; color: string }> = {
  paid: { label: msg('Paid'), color: 'green' },
  pending: { label: msg('Processing'), color: 'blue' },
  failed: { label: msg('Failed'), color: 'red' },
};

/**
 * The trainer dashboard's Payouts card (issue 26 item 4): connect a payout account (Stripe: its
 * onboarding page opens; the test provider: connected at once, "Test payout account: no money
 * moves"), the earnings pending (30-day hold, or a dispute), available and paid out, and each
 * payout's date, amount and status, newest first. Available earnings are paid out by a daily job.
 */
export function PayoutsCard() {
  const { t } = useTranslation();
  const payouts = useTrainerPayouts();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="payouts-title">
      <Title order={2} size="h4" id="payouts-title">
        {t('Payouts')}
      </Title>
      {payouts.isPending && <Loader size="sm" mt="sm" aria-label={t('Loading your payouts')} />}
      {payouts.isError && (
        <Alert color="red" role="alert" mt="sm" title={t('Your payouts could not be loaded')}>
          {errorMessage(payouts.error)}
        </Alert>
      )}
      {payouts.data && <PayoutsBody data={payouts.data} />}
    </Card>
  );
}

function PayoutsBody({ data }: { data: TrainerPayouts }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" mt="sm">
      <PayoutAccount data={data} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('Pending')} cents={data.pendingCents} note={t('Within 30 days of the sale')} />
        <Figure label={t('Available')} cents={data.availableCents} note={t('Paid out daily to your account')} />
        <Figure label={t('Paid out')} cents={data.paidOutCents} note={t('Sent to your payout account')} />
      </SimpleGrid>
      {data.payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No payouts yet.')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Caption>{t('Your payouts, newest first')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Date')}</Table.Th>
                <Table.Th scope="col">{t('Amount')}</Table.Th>
                <Table.Th scope="col">{t('Status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.payouts.map((payout) => (
                <Table.Tr key={payout.id}>
                  <Table.Td>{formatDateTime(payout.paidAt ?? payout.createdAt)}</Table.Td>
                  <Table.Td>{formatMoney(payout.amountCents)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_LABELS[payout.status].color}>
                      {t(STATUS_LABELS[payout.status].label)}
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
  const { t } = useTranslation();
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
            {t('Payout account connected')}
          </Badge>
          {account.test && <Text size="sm">{t(PAYOUT_TEXTS.testAccount)}</Text>}
        </Group>
      ) : (
        <Group gap="sm" align="center">
          <Button onClick={start} loading={connect.isPending}>
            {account.connected ? t('Complete payout account setup') : t('Connect payout account')}
          </Button>
          <Text size="sm" c="dimmed">
            {account.test
              ? t(PAYOUT_TEXTS.testAccount)
              : t('Your available earnings are paid to this account once it is set up.')}
          </Text>
        </Group>
      )}
      {connect.isError && (
        <Alert color="red" role="alert" title={t('The payout account was not connected')}>
          {errorMessage(connect.error)}
        </Alert>
      )}
    </Stack>
  );
}
