import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupingArithmeticLines } from '../../../../../shared/items/multiple-response-grouping/grouping-arithmetic';
import { translateText } from '../../../../i18n/i18n';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The +/- arithmetic of a multiple-response-grouping result, a line per group and the total, e.g.
 * "Neurological: +1 −1 −1 = −1, never below 0 = 0 of 1" ... "Total: 0 + 2 + 1 = 3 of 5 points".
 */
export function GroupingScoreNote({ response, solution }: ItemScoreNoteProps<'multiple-response-grouping'>) {
  const { t } = useTranslation();
  const lines = groupingArithmeticLines(solution.groups, response?.choices ?? []);
  return (
    <Stack gap={2} data-testid="score-arithmetic">
      <Text size="sm">
        <strong>{t('Scoring (+/− within each group, each group never below 0):')}</strong>
      </Text>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {translateText(line)}
        </Text>
      ))}
    </Stack>
  );
}
