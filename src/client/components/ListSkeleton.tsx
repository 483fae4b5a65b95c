import { Card, Skeleton, Stack } from '@mantine/core';

/**
 * A list or table while its first page is on its way, announced to screen readers as `label`:
 * grey rows under a heading line (`shape="rows"`, for tables: users, inbox, audit log), or three
 * grey cards shaped like a message (`shape="cards"`, for the message board).
 */
export function ListSkeleton({ label, shape = 'rows' }: { label: string; shape?: 'rows' | 'cards' }) {
  if (shape === 'cards') {
    return (
      <Stack gap="md" role="status" aria-label={label} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Card key={key} withBorder padding="md" radius="md">
            <Skeleton height={16} width="40%" mb="xs" />
            <Skeleton height={12} width="25%" mb="md" />
            <Skeleton height={12} mb="xs" />
            <Skeleton height={12} width="80%" />
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" role="status" aria-label={label} p="md">
      <Skeleton height={20} width="40%" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={36} />
      ))}
    </Stack>
  );
}
