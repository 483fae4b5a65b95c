import { selectItems } from '../../../../shared/exams/test-plan';
import { questionBankTooSmall } from '../attempts/attempt-errors';
import type { ItemSelection } from './item-selection';

/**
 * The fixed draw (spec §4 "Quiz", §9): every item at the start, `length` of them drawn at random
 * from the pool (for a `test-plan` form, to the client-needs shares of the NCLEX-RN test plan; see
 * selectItems), in random order; nothing after. Errors: 503 question_bank_too_small when the pool
 * holds fewer than `length` items.
 */
export const fixedSelection: ItemSelection = {
  async next({ form, length, asked, pool }) {
    if (asked.length > 0) return [];
    const chosen = selectItems(await pool(), length, form.selection);
    if (chosen.length < length) throw questionBankTooSmall(form.title);
    return chosen.map((item) => item.id);
  },
};
