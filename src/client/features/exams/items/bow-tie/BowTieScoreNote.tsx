import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bowTieArithmetic, bowTieScoreText } from '../../../../../shared/items/bow-tie/bow-tie-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * How a bow-tie's points came about (NCSBN 0/1 per placement): "Condition right (+1), actions 1 of 2
 * right (+1), parameters 2 of 2 right (+2) = 4 of 5 points".
 */
export function BowTieScoreNote({ response, solution }: ItemScoreNoteProps<'bow-tie'>) {
  const { t } = useTranslation();
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (0/1 per placement):')}</strong>{' '}
      {bowTieScoreText(bowTieArithmetic(solution, response), solution, t)}.
    </Text>
  );
}
