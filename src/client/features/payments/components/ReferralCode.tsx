import { Button, Group, Text } from '@mantine/core';
import { copyReferralCode } from '../../../components/copy-referral-code';

/** The reader's referral code in large type, with Copy Code (toast 'Referral Code Copied!', spec §8). */
export function ReferralCode({ code }: { code: string }) {
  return (
    <Group gap="md" align="center">
      <Text ff="monospace" fz={24} fw={700} lts={2}>
        {code}
      </Text>
      <Button variant="light" onClick={() => void copyReferralCode(code)}>
        Copy Code
      </Button>
    </Group>
  );
}
