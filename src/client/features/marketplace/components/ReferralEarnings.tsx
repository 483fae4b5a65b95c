import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentsOverview } from '../../../../shared/marketplace/purchases';
import { EARNINGS_HOLD_DAYS, REFERRAL_FEE_PERCENT } from '../../../../shared/marketplace/split-sale';
import { MoneyTable } from '../../../components/MoneyTable';
import { ReferralCode } from '../../../components/ReferralCode';
import { formatDateTime, formatMoney } from '../../../lib/format';

type Fee = PaymentsOverview['referral']['fees'][number];

function FeeStatus({ fee }: { fee: Fee }) {
  const { t } = useTranslation();
  if (fee.state === 'refunded') {
    return (
      <Badge color="red" variant="light">
        {t('Refunded')}
      </Badge>
    );
  }
  if (fee.state === 'pending') {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="blue" variant="light">
          {t('Pending')}
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('until {{date}}', { date: formatDateTime(fee.availableAt) })}
        </Text>
      </Stack>
    );
  }
  return (
    <Badge color="green" variant="light">
      {t('Available')}
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
  const { t } = useTranslation();
  const { fees } = referral;
  return (
    <section aria-labelledby="referral-earnings-title">
      <Title order={2} size="h3" id="referral-earnings-title" mb="sm">
        {t('Referral Earnings')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure label={t('Pending')} cents={referral.earnings.pendingCents} />
          <Figure label={t('Available')} cents={referral.earnings.availableCents} />
          <Figure label={t('Total earned')} cents={referral.earnings.totalCents} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t(
            'You earn {{fee}}% of the price of every course bought with your code. Each fee is pending for {{days}} days after the sale, then available; a refunded sale takes its fee back.',
            { fee: REFERRAL_FEE_PERCENT, days: EARNINGS_HOLD_DAYS },
          )}
        </Text>
        {code && <ReferralCode code={code} />}
        <MoneyTable
          rows={fees}
          rowKey={(fee) => fee.purchaseId}
          minWidth={560}
          label={t('Referral fees')}
          columns={[
            { header: t('Course'), cell: (fee) => fee.itemTitle },
            { header: t('Date'), nowrap: true, cell: (fee) => formatDateTime(fee.purchasedAt) },
            { header: t('Fee'), numeric: true, strong: true, cell: (fee) => formatMoney(fee.feeCents) },
            { header: t('Status'), cell: (fee) => <FeeStatus fee={fee} /> },
          ]}
        />
      </Stack>
    </section>
  );
}
