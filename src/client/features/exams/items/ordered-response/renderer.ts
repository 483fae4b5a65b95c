import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { orderedResponseKeyboard } from '../../../../../shared/items/ordered-response/keyboard';
import type { ItemRenderer } from '../item-renderer';
import { OrderedResponseInput } from './OrderedResponseInput';
import { OrderedResponseScoreNote } from './OrderedResponseScoreNote';

/**
 * Ordered response: put some of the options in order, by dragging or with the Add and Move buttons,
 * with the per-step arithmetic in the result (decision 013). Answered once one option is in the
 * order (how many steps the item orders is in the view, not in the response this reads).
 */
export const orderedResponseRenderer: ItemRenderer<'ordered-response'> = {
  ...orderedResponseKeyboard,
  label: ITEM_TYPE_LABELS['ordered-response'],
  badge: true,
  instruction: msg(
    'Put the steps in order, first step first: drag the options into the numbered steps, or use Add and the move buttons. Some options may not be used.',
  ),
  Input: OrderedResponseInput,
  ScoreNote: OrderedResponseScoreNote,
  isAnswered: (response) => (response?.order.length ?? 0) > 0,
};
