import { Stack, Text } from '@mantine/core';
import { groupingArithmeticLines } from '../../../../../shared/items/multiple-response-grouping/grouping-arithmetic';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The +/- arithmetic of a multiple-response-grouping result, a line per group and the total, e.g.
 * "Neurological: +1 −1 −1 = −1, never below 0 = 0 of 1" ... "Total: 0 + 2 + 1 = 3 of 5 points".
 */
export function GroupingScoreNote({ response, solution }: ItemScoreNoteProps<'multiple-response-grouping'>) {
  const lines = groupingArithmeticLines(solution.groups, response?.choices ?? []);
  return (
    <Stack gap={2} data-testid="score-arithmetic">
      <Text size="sm">
        <strong>Scoring (+/− within each group, each group never below 0):</strong>
      </Text>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
