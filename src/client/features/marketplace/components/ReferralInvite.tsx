import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="referral-invite-title">
      <Title order={2} size="h3" id="referral-invite-title">
        {t('Your Referral Code')}
      </Title>
      <Text size="sm" mt="xs" mb="md">
        {t(
          "Share it with other nurses: when someone buys a course with your code, they save {{discount}}% and you earn a {{fee}}% commission of the course's price. A commission is pending for {{days}} days, then available.",
          { discount: REFERRAL_DISCOUNT_PERCENT, fee: REFERRAL_FEE_PERCENT, days: EARNINGS_HOLD_DAYS },
        )}
      </Text>
      <ReferralCode code={code} />
    </Card>
  );
}
