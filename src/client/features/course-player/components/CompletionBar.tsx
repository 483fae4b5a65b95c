import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A course's completion (issue 27 item 2): a Mantine progress bar with its percent and the count
 * of lessons complete in text, e.g. "2 of 5 lessons complete · 40%".
 */
export function CompletionBar({
  completed,
  total,
  percent,
  label,
}: {
  completed: number;
  total: number;
  percent: number;
  /** The bar's accessible name, e.g. "Completion of Pharmacology Mastery". */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm">{t('{{completed}} of {{count}} lessons complete', { completed, count: total })}</Text>
        <Text size="sm" fw={700}>
          {percent}%
        </Text>
      </Group>
      <Progress.Root size="md">
        <Progress.Section value={percent} color={percent === 100 ? 'green' : 'blue'} aria-label={label} />
      </Progress.Root>
    </div>
  );
}
