import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  rationaleArithmetic,
  rationalePartsText,
  rationaleScoreText,
} from '../../../../../shared/items/drop-down-rationale/rationale-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The rationale arithmetic of a drag-and-drop rationale result (NCSBN; the same rule and sentences as
 * drop-down rationale): each target right or wrong, then the pairs, "Pair 1 right, pair 2 wrong: 1
 * of 2 points", and the rule that a pair earns its point only when both its targets are right.
 */
export function DragAndDropRationaleScoreNote({ response, solution }: ItemScoreNoteProps<'drag-and-drop-rationale'>) {
  const { t } = useTranslation();
  const arithmetic = rationaleArithmetic(solution.correctAnswers, response?.placements ?? []);
  const triad = arithmetic.pairs.length === 2;
  return (
    <Stack gap={2}>
      <Text size="sm">
        <strong>{triad ? t('Scoring (rationale, a triad):') : t('Scoring (rationale, a dyad):')}</strong>{' '}
        {rationalePartsText(arithmetic, 'targets', t)}
      </Text>
      <Text size="sm" data-testid="score-arithmetic">
        {rationaleScoreText(arithmetic, t)}.
      </Text>
      <Text size="sm" c="dimmed">
        {triad
          ? t(
              'Pair 1 is the cause (target 1) with the first effect (target 2), pair 2 the cause with the second effect (target 3); a pair earns its point only when both its targets are right.',
            )
          : t('The two targets are one pair: it earns its point only when both are right.')}
      </Text>
    </Stack>
  );
}
