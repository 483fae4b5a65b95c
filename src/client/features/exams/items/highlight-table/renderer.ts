import { msg } from '../../../../../shared/i18n/msg';
import { highlightTableKeyboard } from '../../../../../shared/items/highlight-table/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { HighlightTableInput } from './HighlightTableInput';
import { HighlightTableScoreNote } from './HighlightTableScoreNote';

/** Highlight table: rows the candidate highlights as wholes, with the +/- arithmetic in the result. */
export const highlightTableRenderer: ItemRenderer<'highlight-table'> = {
  ...highlightTableKeyboard,
  label: ITEM_TYPE_LABELS['highlight-table'],
  badge: true,
  instruction: msg(
    'Highlight the rows that answer the question: check a row’s box or click the row; do it again to remove the highlight.',
  ),
  Input: HighlightTableInput,
  ScoreNote: HighlightTableScoreNote,
  isAnswered: (response) => (response?.choices.length ?? 0) > 0,
};
