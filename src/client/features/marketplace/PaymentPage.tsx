import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { PageError, PageLoader } from '../../components/PageStatus';
import { usePayments } from './api/get-payments';
import { CurrentPlanCard } from './components/CurrentPlanCard';
import { OrderHistory } from './components/OrderHistory';
import { PaymentHistory } from './components/PaymentHistory';
import { PendingPayments } from './components/PendingPayments';
import { ReferralEarnings } from './components/ReferralEarnings';
import { ReferralInvite } from './components/ReferralInvite';

/**
 * /payment, the Payment Portal (spec §2, §3 payments; issue 26): first what the reader can act on,
 * her plan (end date, renew, upgrade) and her pending payments (programme fees with their due
 * dates, paid through the checkout); then her payments (each order with its amount, date, status,
 * method and the provider's transaction id), what she bought, and her referral earnings (or her
 * code and how referrals pay when she has earned none). An admin's Portal is hers alone too: every
 * purchase and the refunds are on /admin/purchases (issue 23 point 5).
 */
export function Component() {
  const { t } = useTranslation();
  const payments = usePayments();

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.payment} />
      <Title order={1}>{t('Payment Portal')}</Title>
      <Text c="dimmed" mt="xs">
        {t('Your plan, what is due, your payments, what you bought and what your referral code has earned.')}
      </Text>
      <Stack gap="xl" mt="lg">
        <CurrentPlanCard />
        <PendingPayments />
        <OrderHistory />
        {payments.isPending && <PageLoader label={t('Loading your payments')} />}
        {payments.isError && <PageError title={t('Your payments could not be loaded')} error={payments.error} />}
        {payments.data && (
          <>
            <PaymentHistory purchases={payments.data.purchases} />
            {payments.data.referral.fees.length > 0 ? (
              <ReferralEarnings code={payments.data.referralCode} referral={payments.data.referral} />
            ) : (
              payments.data.referralCode && <ReferralInvite code={payments.data.referralCode} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
