import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The exam's progress bar (spec §4 "Quiz": the position as a percentage), `percent` 0-100. */
export function ExamProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" c="dimmed" id="exam-progress-label">
          {t('Progress')}
        </Text>
        <Text size="sm" fw={600} data-testid="exam-progress">
          {percent}%
        </Text>
      </Group>
      <Progress.Root>
        <Progress.Section value={percent} aria-labelledby="exam-progress-label" />
      </Progress.Root>
    </div>
  );
}
