import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a candidate leaves an exam by a link or the back button: the answers are saved and
 * the clock keeps running, so the test can be resumed from the Training Center.
 */
export function LeaveExamDialog({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('Leave the exam?')} centered>
      <Text size="sm" mb="md">
        {t(
          'Your answers are saved and the clock keeps running. You can come back to this test from the Training Center.',
        )}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('Stay in the exam')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('Leave')}
        </Button>
      </Group>
    </Modal>
  );
}
