import { Stack, Text } from '@mantine/core';
import type { ItemResult } from '../../../../shared/exams/schemas';
import type { ItemResponse, ItemView } from '../../../../shared/items/registry';
import { itemRenderers } from './renderers';

/**
 * What a scored item teaches: the points, how they came about (per type, e.g. the SATA +/-
 * arithmetic), the rationale for every option and the kind of source to check it against.
 */
export function ItemSolutionPanel({
  view,
  response,
  result,
}: {
  view: ItemView;
  response: ItemResponse | null;
  result: ItemResult;
}) {
  const { ScoreNote } = itemRenderers[view.itemType];
  return (
    <Stack gap={6} mt="md">
      <Text size="sm" fw={600}>
        {result.earned} of {result.possible} {result.possible === 1 ? 'point' : 'points'}
      </Text>
      {ScoreNote && <ScoreNote response={response} solution={result.solution} />}
      <Text size="sm" fw={600}>
        Rationale
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {result.solution.explanation}
      </Text>
      {result.solution.reference && (
        <Text size="sm" c="dimmed">
          Reference: {result.solution.reference}
        </Text>
      )}
    </Stack>
  );
}
