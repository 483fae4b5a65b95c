import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { orderArithmetic, orderNote } from '../../../../../shared/items/ordered-response/order-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The arithmetic of an ordered-response result (decision 013: a point per step in its right place),
 * "Steps 1, 2 and 4 in place: 3 of 4 points", and the right order by letter.
 */
export function OrderedResponseScoreNote({ response, solution }: ItemScoreNoteProps<'ordered-response'>) {
  const { t } = useTranslation();
  const arithmetic = orderArithmetic(solution.correctOrder, response?.order ?? null);
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (a point per step in its place):')}</strong> {orderNote(arithmetic, t)}.{' '}
      {t('The right order: {{letters}}.', { letters: solution.correctOrder.map(optionLetter).join(', ') })}
    </Text>
  );
}
