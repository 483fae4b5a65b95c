import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ItemView } from '../../../../shared/items/registry';
import { rendererFor } from './renderers';

/**
 * An item's subject and topic, its stem (the element `stemId` names the options by), and the
 * type's instruction, e.g. "Select all that apply." The input goes in `children`.
 */
export function ItemPrompt({ view, stemId, children }: { view: ItemView; stemId: string; children: ReactNode }) {
  const renderer = rendererFor(view.itemType);
  return (
    <div>
      <Group gap="xs" mb="sm">
        <Badge variant="light">{view.subject}</Badge>
        <Badge variant="outline" color="gray">
          {view.topic}
        </Badge>
        {renderer.badge && <Badge variant="filled">{renderer.label}</Badge>}
      </Group>
      <Text id={stemId} fz="lg" fw={500} mb="xs" style={{ whiteSpace: 'pre-line' }} data-testid="question-stem">
        {view.stem}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {renderer.instruction}
      </Text>
      {children}
    </div>
  );
}
