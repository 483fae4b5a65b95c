import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  highlightArithmetic,
  highlightSum,
  highlightTermLines,
} from '../../../../../shared/items/highlight-text/highlight-arithmetic';
import { translateText } from '../../../../i18n/i18n';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/**
 * The +/- arithmetic of a highlight result (NCSBN scoring), line by line so the candidate sees how
 * the points came about: "+1 +1 −1 = 1 of 3 points", then each part named (`names[i]`: a span's
 * text, a row's first cell) with what it added. Shared by highlight text and highlight table.
 */
export function HighlightArithmeticNote({
  keys,
  choices,
  names,
}: {
  keys: readonly number[];
  choices: readonly number[];
  names: readonly string[];
}) {
  const { t } = useTranslation();
  const arithmetic = highlightArithmetic(keys, choices);
  return (
    <Stack gap={2} data-testid="score-arithmetic">
      <Text size="sm">
        <strong>{t('Scoring (+/−):')}</strong> {translateText(highlightSum(arithmetic))}.
      </Text>
      <List size="sm" spacing={0}>
        {highlightTermLines(arithmetic, names).map((line) => (
          <List.Item key={line}>{translateText(line)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The score note of a highlight-text result: the arithmetic, each span named by its text. */
export function HighlightTextScoreNote({ response, solution }: ItemScoreNoteProps<'highlight-text'>) {
  return (
    <HighlightArithmeticNote keys={solution.correctAnswers} choices={response?.choices ?? []} names={solution.spans} />
  );
}
