import { caseStudiesInForm } from '../../../../shared/exams/forms';
import { selectItems, shuffled } from '../../../../shared/exams/test-plan';
import { questionBankTooSmall } from '../attempts/attempt-errors';
import type { ItemSelection } from './item-selection';

/**
 * The fixed draw (spec §4 "Quiz", §9): every item at the start, nothing after. Stand-alone items:
 * `length` drawn at random from the pool (for a `test-plan` form, to the client-needs shares of the
 * NCLEX-RN test plan; see selectItems), in random order. Case studies (caseStudiesInForm: three in a
 * full exam, one in a Case Studies form) are drawn at random from the form's subjects and each put,
 * its six items together and in order, at a random place among the stand-alone items; they count
 * towards `length`. Errors: 503 question_bank_too_small when the bank cannot fill the draw.
 */
export const fixedSelection: ItemSelection = {
  async next({ form, length, asked, pool, groups }) {
    if (asked.length > 0) return [];
    const wanted = caseStudiesInForm(form.kind, length);
    const drawnGroups = wanted > 0 ? shuffled(await groups()).slice(0, wanted) : [];
    if (drawnGroups.length < wanted) throw questionBankTooSmall(form.title);
    const groupItems = drawnGroups.reduce((sum, group) => sum + group.itemIds.length, 0);
    const standaloneLength = form.kind === 'case-study' ? 0 : Math.max(0, length - groupItems);
    const chosen =
      standaloneLength > 0
        ? selectItems(await pool(), standaloneLength, form.selection === 'test-plan' ? 'test-plan' : 'random')
        : [];
    if (chosen.length < standaloneLength) throw questionBankTooSmall(form.title);
    const blocks: string[][] = chosen.map((item) => [item.id]);
    for (const group of drawnGroups) {
      blocks.splice(Math.floor(Math.random() * (blocks.length + 1)), 0, group.itemIds);
    }
    return blocks.flat();
  },
};
