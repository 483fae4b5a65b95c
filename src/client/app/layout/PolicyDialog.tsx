import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../i18n/i18n';
import { policies } from './policies';

/** The dialog showing one footer policy; loaded only when a policy button is first pressed. */
export default function PolicyDialog({ label, onClose }: { label: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const policy = policies.find((p) => p.label === label);
  return (
    <Modal opened={policy !== undefined} onClose={onClose} title={policy ? t(policy.label) : undefined} size="lg">
      <Stack gap="sm">
        {policy?.paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {translateText(paragraph)}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}
