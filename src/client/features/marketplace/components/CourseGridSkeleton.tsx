import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/**
 * The course grid while the marketplace's first list is on its way, announced to screen readers as
 * `label`: three grey cards shaped like a course card (cover, title, text, facts, price and buy
 * button), in the grid's columns. They hold the room the cards will take, so the footer does not
 * jump down the screen when the courses arrive (Lighthouse's layout shift on /courses).
 */
export function CourseGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" role="status" aria-label={label} aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder padding="lg" radius="md">
          <Card.Section mb="sm">
            <Skeleton height={140} radius={0} />
          </Card.Section>
          <Stack gap="sm">
            <Skeleton height={22} width="70%" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="50%" mt="xs" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={28} width="30%" mt="sm" />
            <Skeleton height={36} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
