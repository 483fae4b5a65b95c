import { msg } from '../../../../../shared/i18n/msg';
import type { ItemType } from '../../../../../shared/items/registry';

/**
 * How each part of an item of each type scores, in one sentence for the author's preview (issue 28
 * item 1: "the per-part scoring the key implies"). Sources: each type's `score.ts` in
 * src/shared/items/<type>/ (NCSBN, "What are the current scoring models?"; W. Muntean, "Next
 * Generation NCLEX: item types and scoring", NCSBN 2022; docs/nclex.md §2; decision 013).
 */
export const SCORING_RULES: Record<ItemType, string> = {
  'multiple-choice': msg('0/1 rule: 1 point for the key, 0 for any other option.'),
  'select-all-that-apply': msg('+/- rule: +1 per key chosen, -1 per other option chosen, the item floored at 0.'),
  'select-n': msg('0/1 rule: 1 point per key chosen, nothing taken away for another option.'),
  'multiple-response-grouping': msg(
    '+/- rule within each group: +1 per key chosen, -1 per other option chosen, each group floored at 0.',
  ),
  'matrix-multiple-choice': msg('0/1 rule: 1 point per row answered with its key column.'),
  'matrix-multiple-response': msg(
    '+/- rule: +1 per keyed cell checked, -1 per other cell checked, each column floored at 0.',
  ),
  'highlight-text': msg('+/- rule: +1 per keyed span highlighted, -1 per other span highlighted, floored at 0.'),
  'highlight-table': msg('+/- rule: +1 per keyed row highlighted, -1 per other row highlighted, floored at 0.'),
  'bow-tie': msg('0/1 rule: 1 point for the condition, 1 per action and 1 per parameter placed right.'),
  calculation: msg('0/1 rule: 1 point when the typed number equals the answer rounded as the stem says.'),
  'drop-down-cloze': msg('0/1 rule: 1 point per drop-down whose key is chosen.'),
  'drop-down-table': msg('0/1 rule: 1 point per drop-down whose key is chosen.'),
  'drop-down-rationale': msg(
    'Rationale rule: a dyad earns 1 point when both parts are right; a triad 1 point per right cause-effect pair.',
  ),
  'drag-and-drop-cloze': msg('0/1 rule: 1 point per target holding its key token.'),
  'drag-and-drop-rationale': msg(
    'Rationale rule: a dyad earns 1 point when both targets are right; a triad 1 point per right cause-effect pair.',
  ),
  'ordered-response': msg('1 point per step in its right place.'),
};
