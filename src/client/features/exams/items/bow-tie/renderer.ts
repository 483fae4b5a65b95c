import { msg } from '../../../../../shared/i18n/msg';
import { bowTieKeyboard } from '../../../../../shared/items/bow-tie/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { BowTieInput } from './BowTieInput';
import { BowTieScoreNote } from './BowTieScoreNote';

/**
 * Bow-tie: a condition, two actions and two parameters placed in the bow-tie, scored 0/1 per
 * placement. Answered once all five slots are filled (like a matrix's every row).
 */
export const bowTieRenderer: ItemRenderer<'bow-tie'> = {
  ...bowTieKeyboard,
  label: ITEM_TYPE_LABELS['bow-tie'],
  badge: true,
  instruction: msg(
    'Complete the bow-tie: choose the condition the client is most likely experiencing, 2 actions to take and 2 parameters to monitor.',
  ),
  Input: BowTieInput,
  ScoreNote: BowTieScoreNote,
  isAnswered: (response) =>
    response !== null &&
    response.condition !== null &&
    response.actions.length === 2 &&
    response.parameters.length === 2,
};
