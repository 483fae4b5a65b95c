import { Card, Text, Title } from '@mantine/core';
import {
  EARNINGS_HOLD_DAYS,
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_FEE_PERCENT,
} from '../../../../shared/marketplace/split-sale';
import { ReferralCode } from '../../../components/ReferralCode';

/**
 * For a reader who has not earned a referral fee yet: their referral code, Copy Code, and how the
 * 10% commission works (spec §9).
 */
export function ReferralInvite({ code }: { code: string }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="referral-invite-title">
      <Title order={2} size="h3" id="referral-invite-title">
        Your Referral Code
      </Title>
      <Text size="sm" mt="xs" mb="md">
        Share it with other nurses: when someone buys a course with your code, they save {REFERRAL_DISCOUNT_PERCENT}%
        and you earn a {REFERRAL_FEE_PERCENT}% commission of the course's price. A commission is pending for{' '}
        {EARNINGS_HOLD_DAYS} days, then available.
      </Text>
      <ReferralCode code={code} />
    </Card>
  );
}
