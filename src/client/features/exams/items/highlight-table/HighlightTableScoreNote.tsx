import { HighlightArithmeticNote } from '../highlight-text/HighlightScoreNote';
import type { ItemScoreNoteProps } from '../item-score-note-props';

/** The score note of a highlight-table result: the +/- arithmetic, each row named by its first cell. */
export function HighlightTableScoreNote({ response, solution }: ItemScoreNoteProps<'highlight-table'>) {
  return (
    <HighlightArithmeticNote
      keys={solution.correctAnswers}
      choices={response?.choices ?? []}
      names={solution.rowLabels}
    />
  );
}
