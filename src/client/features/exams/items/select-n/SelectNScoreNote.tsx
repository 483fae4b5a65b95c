import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectNArithmeticText } from '../../../../../shared/items/select-n/select-n-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The 0/1 arithmetic of a select-N result (NCSBN: 1 per key chosen, no penalty), e.g. "+1 for B (a
 * key) +0 for C (not a key, no penalty) = 1 of 2 points".
 */
export function SelectNScoreNote({ response, solution }: ItemScoreNoteProps<'select-n'>) {
  const { t } = useTranslation();
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (0/1):')}</strong>{' '}
      {selectNArithmeticText(solution.correctAnswers, response?.choices ?? [], t)}.
    </Text>
  );
}
