import { Card, Skeleton, Stack } from '@mantine/core';

/** The board's messages on their way: three grey cards shaped like messages, named for screen readers. */
export function BoardListSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading messages" aria-busy="true">
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
