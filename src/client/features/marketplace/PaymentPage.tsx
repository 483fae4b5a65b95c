import { Container, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { PageError, PageLoader } from '../../components/PageStatus';
import { usePayments } from './api/get-payments';
import { CurrentPlanCard } from './components/CurrentPlanCard';
import { PaymentHistory } from './components/PaymentHistory';
import { PendingPayments } from './components/PendingPayments';
import { ReferralEarnings } from './components/ReferralEarnings';
import { ReferralInvite } from './components/ReferralInvite';

/**
 * /payment, the Payment Portal (spec §2, §3 payments): the reader's real purchases, their referral
 * earnings (or their code and how referrals pay when they have earned none), and the spec's sample
 * pending payments marked as such. An admin's Portal is hers alone too: every purchase and the refunds
 * are on /admin/purchases (issue 23 point 5).
 */
export function Component() {
  const payments = usePayments();

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.payment} />
      <Title order={1}>Payment Portal</Title>
      <Text c="dimmed" mt="xs">
        Your course purchases, what your referral code has earned, and upcoming payments.
      </Text>
      <Stack gap="xl" mt="lg">
        {payments.isPending && <PageLoader label="Loading your payments" />}
        {payments.isError && <PageError title="Your payments could not be loaded" error={payments.error} />}
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
        <CurrentPlanCard />
        <PendingPayments />
      </Stack>
    </Container>
  );
}
