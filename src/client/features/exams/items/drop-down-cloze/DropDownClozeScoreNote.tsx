import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dropdownArithmetic, dropdownScoreText } from '../../../../../shared/items/drop-down-cloze/dropdown-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The 0/1 arithmetic of a drop-down cloze result (NCSBN: one point per drop-down right), drop-downs
 * numbered in reading order: "Drop-down 1 right, drop-down 2 wrong: 1 of 2 points".
 */
export function DropDownClozeScoreNote({ response, solution }: ItemScoreNoteProps<'drop-down-cloze'>) {
  const { t } = useTranslation();
  const arithmetic = dropdownArithmetic(solution.correctAnswers, response?.choices ?? []);
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (0/1, a point per drop-down):')}</strong> {dropdownScoreText(arithmetic, undefined, t)}.
    </Text>
  );
}
