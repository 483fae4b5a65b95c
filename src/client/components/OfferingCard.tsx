import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A trainer's offering as students see it (a session, a video): a card named by its title (the
 * element `titleId`, which the card's buttons point to), the price beside it, the details
 * (`children`: trainer, date, badges), the description cut to three lines, then `actions` at the
 * bottom. `after` renders inside the card after its content (a dialog it opens).
 */
export function OfferingCard({
  titleId,
  title,
  price,
  description,
  actions,
  after,
  children,
}: {
  titleId: string;
  title: string;
  price: string;
  description: string | null;
  actions: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text fw={700} style={{ flexShrink: 0 }}>
            {price}
          </Text>
        </Group>
        {children}
        {description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {description}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          {actions}
        </Stack>
      </Stack>
      {after}
    </Card>
  );
}
