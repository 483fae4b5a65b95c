import { Text } from '@mantine/core';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { sataArithmetic } from '../../../../../shared/items/select-all-that-apply/sata-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

const letters = (indexes: number[]) => indexes.map(optionLetter).join(', ');

/**
 * The +/- arithmetic of a select-all-that-apply result (NCSBN scoring), so the candidate sees how
 * the points came about: "+2 for A, C (keys you chose) − 1 for B (not a key) = 1 of 3 points".
 */
export function SataArithmetic({ response, solution }: ItemScoreNoteProps<'select-all-that-apply'>) {
  const choices = response?.choices ?? [];
  const right = choices.filter((c) => solution.correctAnswers.includes(c));
  const wrong = choices.filter((c) => !solution.correctAnswers.includes(c));
  const { earned, possible } = sataArithmetic(solution.correctAnswers, choices);
  const parts = [
    `+${right.length}${right.length ? ` for ${letters(right)} (${right.length === 1 ? 'a key' : 'keys'} you chose)` : ''}`,
    `− ${wrong.length}${wrong.length ? ` for ${letters(wrong)} (${wrong.length === 1 ? 'not a key' : 'not keys'})` : ''}`,
  ];
  const floored = right.length - wrong.length < 0 ? ', never below 0' : '';
  return (
    <Text size="sm" data-testid="sata-arithmetic">
      <strong>Scoring (+/−):</strong> {parts.join(' ')} = {earned} of {possible} {possible === 1 ? 'point' : 'points'}
      {floored}.
    </Text>
  );
}
