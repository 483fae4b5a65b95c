import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_FEE_PERCENT } from '../../shared/marketplace/split-sale';
import { i18n } from '../i18n/i18n';

/**
 * Copies the reader's referral code and says so with the toast 'Referral Code Copied!' (spec §8,
 * mentioning the 10% commission of §9). When the browser refuses the clipboard, a toast says so and
 * shows the code to copy by hand.
 */
async function copyReferralCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    notifications.show({
      title: i18n.t('Referral Code Copied!'),
      message: i18n.t(
        'Share {{code}}: you earn a {{fee}}% commission on every course bought with it, and the buyer saves {{discount}}%.',
        { code, fee: REFERRAL_FEE_PERCENT, discount: REFERRAL_DISCOUNT_PERCENT },
      ),
    });
  } catch {
    notifications.show({
      color: 'red',
      title: i18n.t('The code was not copied'),
      message: i18n.t(
        'Your browser did not allow copying. Your referral code is {{code}}: select it and copy it yourself.',
        { code },
      ),
    });
  }
}

/** The reader's referral code (payment portal, trainer dashboard) in large type, with Copy Code (toast 'Referral Code Copied!', spec §8). */
export function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="center">
      <Text ff="monospace" fz={24} fw={700} lts={2}>
        {code}
      </Text>
      <Button variant="light" onClick={() => void copyReferralCode(code)}>
        {t('Copy Code')}
      </Button>
    </Group>
  );
}
