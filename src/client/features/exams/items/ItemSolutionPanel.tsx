import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemResult } from '../../../../shared/exams/attempt-schemas';
import type { ItemResponse, ItemView } from '../../../../shared/items/registry';
import { rendererFor } from './renderers';

/**
 * The rationale cut into one paragraph per option, where it discusses them as the bank writes them
 * ("B is wrong because ...", letters A-J), so each option's reason is easy to find.
 */
export function rationaleParts(explanation: string): string[] {
  return explanation
    .split(/\s+(?=[A-J] is (?:correct|wrong)\b)/)
    .map((part) => part.trim())
    .filter(Boolean);
}

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
  const { t } = useTranslation();
  const { ScoreNote } = rendererFor(view.itemType);
  return (
    <Stack gap={6} mt="md">
      <Text size="sm" fw={600}>
        {t('{{earned}} of {{count}} points', { earned: result.earned, count: result.possible })}
      </Text>
      {ScoreNote && <ScoreNote response={response} solution={result.solution} />}
      <Text size="sm" fw={600}>
        {t('Rationale')}
      </Text>
      {rationaleParts(result.solution.explanation).map((part) => (
        <Text key={part} size="sm" style={{ whiteSpace: 'pre-line' }} lang="en">
          {part}
        </Text>
      ))}
      {result.solution.reference && (
        <Text size="sm" c="dimmed">
          {t('Reference:')} <span lang="en">{result.solution.reference}</span>
        </Text>
      )}
    </Stack>
  );
}
