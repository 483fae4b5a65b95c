import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { targetsArithmetic, targetsNote } from '../../../../../shared/items/drag-and-drop-cloze/cloze-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The 0/1 arithmetic of a drag-and-drop cloze result (NCSBN: one point per target right), targets
 * numbered in reading order: "Target 1 right, target 2 wrong: 1 of 2 points".
 */
export function DragAndDropClozeScoreNote({ response, solution }: ItemScoreNoteProps<'drag-and-drop-cloze'>) {
  const { t } = useTranslation();
  const arithmetic = targetsArithmetic(solution.correctAnswers, response?.placements ?? null);
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (0/1, a point per target):')}</strong> {targetsNote(arithmetic, t)}.
    </Text>
  );
}
