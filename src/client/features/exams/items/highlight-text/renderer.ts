import { msg } from '../../../../../shared/i18n/msg';
import { highlightTextKeyboard } from '../../../../../shared/items/highlight-text/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { HighlightTextScoreNote } from './HighlightScoreNote';
import { HighlightTextInput } from './HighlightTextInput';

/** Highlight text: a passage whose marked spans the candidate highlights, with the +/- arithmetic in the result. */
export const highlightTextRenderer: ItemRenderer<'highlight-text'> = {
  ...highlightTextKeyboard,
  label: ITEM_TYPE_LABELS['highlight-text'],
  badge: true,
  instruction: msg(
    'Highlight the parts of the text that answer the question: click or tap a part (or press Space or Enter on it); do it again to remove the highlight.',
  ),
  Input: HighlightTextInput,
  ScoreNote: HighlightTextScoreNote,
  isAnswered: (response) => (response?.choices.length ?? 0) > 0,
};
