import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemView } from '../../../../shared/items/registry';
import { rendererFor } from './renderers';

/**
 * An item's type (every type but plain multiple choice), its stem (the element `stemId` names the
 * options by), and the type's instruction, e.g. "Select all that apply." The input goes in
 * `children`. The subject and topic show only in the review (`showTopic`): during an attempt a
 * topic such as "Beta blockers: masked hypoglycemia" would name the point tested (issue 21).
 */
export function ItemPrompt({
  view,
  stemId,
  children,
  showTopic = false,
}: {
  view: ItemView;
  stemId: string;
  children: ReactNode;
  showTopic?: boolean;
}) {
  const { t } = useTranslation();
  const renderer = rendererFor(view.itemType);
  return (
    <div>
      <Group gap="xs" mb="sm">
        {showTopic && <Badge variant="light">{t(view.subject)}</Badge>}
        {showTopic && (
          <Badge variant="outline" color="gray" lang="en">
            {view.topic}
          </Badge>
        )}
        {renderer.badge && <Badge variant="filled">{t(renderer.label)}</Badge>}
      </Group>
      <Text
        id={stemId}
        fz="lg"
        fw={500}
        mb="xs"
        style={{ whiteSpace: 'pre-line' }}
        data-testid="question-stem"
        lang="en"
      >
        {view.stem}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t(renderer.instruction)}
      </Text>
      {children}
    </div>
  );
}
