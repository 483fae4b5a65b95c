import { Card, Text } from '@mantine/core';

/** A headline figure and what it counts (marketing figures are display text, spec §1). */
export function StatCard({ value, label }: { value: string; label: string }) {
  return (
    <Card withBorder padding="md" radius="md" ta="center">
      <Text fz={28} fw={800} c="var(--mantine-color-blue-text)" lh={1.2}>
        {value}
      </Text>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
    </Card>
  );
}
