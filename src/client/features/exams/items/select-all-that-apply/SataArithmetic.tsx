import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { sataArithmetic } from '../../../../../shared/items/select-all-that-apply/sata-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

const letters = (indexes: number[]) => indexes.map(optionLetter).join(', ');

/**
 * The +/- arithmetic of a select-all-that-apply result (NCSBN scoring), so the candidate sees how
 * the points came about: "+2 for A, C (keys you chose) − 1 for B (not a key) = 1 of 3 points".
 */
export function SataArithmetic({ response, solution }: ItemScoreNoteProps<'select-all-that-apply'>) {
  const { t } = useTranslation();
  const choices = response?.choices ?? [];
  const right = choices.filter((c) => solution.correctAnswers.includes(c));
  const wrong = choices.filter((c) => !solution.correctAnswers.includes(c));
  const { earned, possible } = sataArithmetic(solution.correctAnswers, choices);
  const parts = [
    right.length
      ? t('+{{count}} for {{letters}} (keys you chose)', { count: right.length, letters: letters(right) })
      : '+0',
    wrong.length
      ? t('− {{count}} for {{letters}} (not keys)', { count: wrong.length, letters: letters(wrong) })
      : '− 0',
  ];
  const total =
    right.length - wrong.length < 0
      ? t('= {{earned}} of {{count}} points, never below 0', { earned, count: possible })
      : t('= {{earned}} of {{count}} points', { earned, count: possible });
  return (
    <Text size="sm" data-testid="sata-arithmetic">
      <strong>{t('Scoring (+/−):')}</strong> {parts.join(' ')} {total}.
    </Text>
  );
}
