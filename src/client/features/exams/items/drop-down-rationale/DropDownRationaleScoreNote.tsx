import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  rationaleArithmetic,
  rationalePartsText,
  rationaleScoreText,
} from '../../../../../shared/items/drop-down-rationale/rationale-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The rationale arithmetic of a drop-down rationale result (NCSBN): each drop-down right or wrong,
 * then the pairs, "Pair 1 right, pair 2 wrong: 1 of 2 points", and the rule that a pair earns its
 * point only when both its parts are right.
 */
export function DropDownRationaleScoreNote({ response, solution }: ItemScoreNoteProps<'drop-down-rationale'>) {
  const { t } = useTranslation();
  const arithmetic = rationaleArithmetic(solution.correctAnswers, response?.choices ?? []);
  const triad = arithmetic.pairs.length === 2;
  return (
    <Stack gap={2}>
      <Text size="sm">
        <strong>{triad ? t('Scoring (rationale, a triad):') : t('Scoring (rationale, a dyad):')}</strong>{' '}
        {rationalePartsText(arithmetic, 'drop-downs', t)}
      </Text>
      <Text size="sm" data-testid="score-arithmetic">
        {rationaleScoreText(arithmetic, t)}.
      </Text>
      <Text size="sm" c="dimmed">
        {triad
          ? t(
              'Pair 1 is the cause with the first effect, pair 2 the cause with the second; a pair earns its point only when both its parts are right.',
            )
          : t('The two drop-downs are one pair: it earns its point only when both are right.')}
      </Text>
    </Stack>
  );
}
