import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { calculationScoreText } from '../../../../../shared/items/calculation/calculation-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * How a calculation's point came about (0/1): "12.46 mL/hr is not rounded to the nearest tenth as
 * the stem asks; the answer is 12.5 mL/hr = 0 of 1 point".
 */
export function CalculationScoreNote({ response, solution }: ItemScoreNoteProps<'calculation'>) {
  const { t } = useTranslation();
  return (
    <Text size="sm" data-testid="score-arithmetic">
      <strong>{t('Scoring (0/1):')}</strong> {calculationScoreText(solution, response?.value ?? null, t)}.
    </Text>
  );
}
