import { Group, Progress, Text } from '@mantine/core';

/** The exam's progress bar (spec §4 "Quiz": the position as a percentage), `percent` 0-100. */
export function ExamProgress({ percent }: { percent: number }) {
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" c="dimmed" id="exam-progress-label">
          Progress
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
