import { Box, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_FEE_PERCENT } from '../../../../shared/marketplace/split-sale';
import { ReferralCode } from '../../../components/ReferralCode';

/**
 * The trainer's referral code with Copy Code (spec §2 "Trainer dashboard", §8 'Referral Code
 * Copied!'): whoever buys a course with it saves 5% and the trainer earns a 10% commission (spec §9).
 */
export function ReferralCodeCard({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="referral-code-title">
      <Title order={2} size="h4" id="referral-code-title">
        {t('Your Referral Code')}
      </Title>
      <Box mt="sm">
        <ReferralCode code={code} />
      </Box>
      <Text size="sm" c="dimmed" mt="sm">
        {t(
          'Share it with other nurses: they save {{discount}}% on any course bought with it, and you earn a {{fee}}% commission of its price.',
          { discount: REFERRAL_DISCOUNT_PERCENT, fee: REFERRAL_FEE_PERCENT },
        )}
      </Text>
    </Card>
  );
}
