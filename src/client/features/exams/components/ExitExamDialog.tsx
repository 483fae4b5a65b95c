import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ExitExamDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  exiting: boolean;
  /** A message when exiting failed. */
  error: string | null;
}

/**
 * Confirms Exit Exam before the answers are discarded (spec §4: "quiz -> intro, discards answers").
 * Loaded only when Exit Exam is first pressed, to keep the exam page light.
 */
export default function ExitExamDialog({ opened, onCancel, onConfirm, exiting, error }: ExitExamDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('Exit the exam?')} centered>
      <Text mb="md">{t('Your answers will be discarded and you will return to the start of the test.')}</Text>
      {error && (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('Keep going')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={exiting}>
          {t('Exit Exam')}
        </Button>
      </Group>
    </Modal>
  );
}
