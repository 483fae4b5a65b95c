import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  matrixChoiceArithmetic,
  matrixChoiceScoreText,
} from '../../../../../shared/items/matrix-multiple-choice/matrix-choice-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The 0/1 arithmetic of a matrix multiple choice result (NCSBN: one point per row), rows numbered
 * as on screen: "Rows 1, 2, 4 right: 3 of 4 points".
 */
export function MatrixChoiceScoreNote({ response, solution }: ItemScoreNoteProps<'matrix-multiple-choice'>) {
  const { t } = useTranslation();
  const arithmetic = matrixChoiceArithmetic(solution.correctAnswers, response?.choices ?? []);
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (0/1, a point per row):')}</strong> {matrixChoiceScoreText(arithmetic, t)}.
    </Text>
  );
}
