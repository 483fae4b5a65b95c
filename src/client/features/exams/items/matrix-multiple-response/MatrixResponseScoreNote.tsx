import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  matrixResponseArithmetic,
  matrixResponseScoreText,
} from '../../../../../shared/items/matrix-multiple-response/matrix-response-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The +/- arithmetic of a matrix multiple response result, column by column, each column floored at 0
 * (decision 013): "Column 'Effective': +2 −1 = 1; Column 'Not effective': +3 −0 = 3; 1 + 3 = 4 of 5 points".
 */
export function MatrixResponseScoreNote({ response, solution }: ItemScoreNoteProps<'matrix-multiple-response'>) {
  const { t } = useTranslation();
  const arithmetic = matrixResponseArithmetic(
    solution.columns.length,
    solution.correctAnswers,
    response?.choices ?? [],
  );
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (+/− per column, each never below 0):')}</strong>{' '}
      {matrixResponseScoreText(solution.columns, arithmetic, t)}.
    </Text>
  );
}
