import { Card, Skeleton, Stack } from '@mantine/core';

/** A list of materials on its way: three grey cards shaped like the real ones, named for screen readers. */
export function MaterialListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label} aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder padding="md" radius="md">
          <Skeleton height={20} width="60%" mb="sm" />
          <Skeleton height={12} width="40%" mb="sm" />
          <Skeleton height={28} width={200} />
        </Card>
      ))}
    </Stack>
  );
}
