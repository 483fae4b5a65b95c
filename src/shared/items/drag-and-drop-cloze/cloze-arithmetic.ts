import { type DropdownArithmetic, dropdownArithmetic, dropdownScoreText } from '../drop-down-cloze/dropdown-arithmetic';
import { english, type Translate } from '../score-words';

/**
 * The 0/1 arithmetic of one drag-and-drop cloze response, for the result to show: each target's
 * outcome ('right', 'wrong', 'unanswered' for an empty target) and 1 point per target right. The
 * same rule and arithmetic as a drop-down cloze's drop-downs (dropdownArithmetic), a target's
 * placed token standing for a drop-down's choice.
 */
export type TargetsArithmetic = DropdownArithmetic;

/**
 * NCSBN's 0/1 rule for drag-and-drop cloze (NCSBN, "What are the current scoring models?";
 * W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN 2022; docs/nclex.md §2): 1 point
 * per target holding its key token, nothing taken away for a wrong or empty one; possible = the
 * number of targets. `placements` null (no answer) or shorter than the key counts as empty targets.
 * Example: keys [0, 2, 3], placements [0, 1, 3]: right, wrong, right = 2 of 3 points.
 */
export function targetsArithmetic(
  correctAnswers: readonly number[],
  placements: readonly (number | null)[] | null,
): TargetsArithmetic {
  return dropdownArithmetic(correctAnswers, placements ?? []);
}

/** "target 1": targets are numbered from 1 on screen and in sentences. */
export const targetName = (index: number, t: Translate = english) => t('target {{number}}', { number: index + 1 });

/**
 * The score note's sentence: "Target 1 right, target 2 wrong, target 3 not answered: 1 of 3 points"
 * (worded as the drop-down types word theirs).
 */
export function targetsNote(arithmetic: TargetsArithmetic, t: Translate = english): string {
  return dropdownScoreText(arithmetic, targetName, t);
}
