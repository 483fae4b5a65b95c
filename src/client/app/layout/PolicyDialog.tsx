import { Modal, Stack, Text } from '@mantine/core';
import { policies } from './policies';

/** The dialog showing one footer policy; loaded only when a policy button is first pressed. */
export default function PolicyDialog({ label, onClose }: { label: string | null; onClose: () => void }) {
  const policy = policies.find((p) => p.label === label);
  return (
    <Modal opened={policy !== undefined} onClose={onClose} title={policy?.label} size="lg">
      <Stack gap="sm">
        {policy?.paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}
