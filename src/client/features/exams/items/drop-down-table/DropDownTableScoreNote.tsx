import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tableArithmetic, tableScoreText } from '../../../../../shared/items/drop-down-table/table-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The 0/1 arithmetic of a drop-down table result (NCSBN: one point per drop-down right), rows
 * numbered as on screen: "Row 1 right, row 2 wrong, row 3 right: 2 of 3 points".
 */
export function DropDownTableScoreNote({ response, solution }: ItemScoreNoteProps<'drop-down-table'>) {
  const { t } = useTranslation();
  const arithmetic = tableArithmetic(solution.correctAnswers, response?.choices ?? []);
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (0/1, a point per drop-down):')}</strong> {tableScoreText(arithmetic, t)}.
    </Text>
  );
}
