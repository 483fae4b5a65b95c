import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ItemView } from '../../../../shared/items/registry';
import { itemRenderers } from './renderers';

/**
 * An item's subject and topic, its stem (the element `stemId` names the options by), and the
 * type's instruction, e.g. "Select all that apply." The input goes in `children`.
 */
export function ItemPrompt({ view, stemId, children }: { view: ItemView; stemId: string; children: ReactNode }) {
  return (
    <div>
      <Group gap="xs" mb="sm">
        <Badge variant="light">{view.subject}</Badge>
        <Badge variant="outline" color="gray">
          {view.topic}
        </Badge>
        {view.itemType !== 'multiple-choice' && <Badge variant="filled">{itemRenderers[view.itemType].label}</Badge>}
      </Group>
      <Text id={stemId} fz="lg" fw={500} mb="xs" style={{ whiteSpace: 'pre-line' }} data-testid="question-stem">
        {view.stem}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {itemRenderers[view.itemType].instruction}
      </Text>
      {children}
    </div>
  );
}
