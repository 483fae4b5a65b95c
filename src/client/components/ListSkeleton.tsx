import { Skeleton, Stack } from '@mantine/core';

/** A list or table while its first page is on its way: grey rows, announced to screen readers as `label`. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label} p="md">
      <Skeleton height={20} width="40%" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={36} />
      ))}
    </Stack>
  );
}
