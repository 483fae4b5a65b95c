import { type DropdownOutcome, dropdownOutcomes } from '../drop-down-cloze/dropdown-arithmetic';
import { english, outcomeOf, partsAndPoints, type Translate } from '../score-words';

/**
 * The parts of each scored pair of a rationale item (zero-based drop-downs or targets): a dyad's one
 * pair [0, 1]; a triad's cause {{0}} with each of its effects, [0, 1] and [0, 2].
 */
export function rationalePairs(parts: number): [number, number][] {
  return parts === 3
    ? [
        [0, 1],
        [0, 2],
      ]
    : [[0, 1]];
}

/** One scored pair: its two parts and whether both are right. */
export interface RationalePair {
  parts: [number, number];
  right: boolean;
}

/** The rationale arithmetic of one response: each part's outcome, each pair, and the points. */
export interface RationaleArithmetic {
  outcomes: DropdownOutcome[];
  pairs: RationalePair[];
  /** Pairs with both parts right. */
  earned: number;
  /** Pairs: 1 for a dyad, 2 for a triad. */
  possible: number;
}

/**
 * NCSBN's rationale rule for drop-down and drag-and-drop rationale items: a dyad (two parts) earns
 * its 1 point only when both parts are right; a triad (a cause {{0}} and its effects {{1}} and {{2}})
 * earns 2 points, one per cause-effect pair, each only when both its parts are right, so a wrong
 * cause loses both (NCSBN, "What are the current scoring models?"; W. Muntean, "Next Generation
 * NCLEX: item types and scoring", NCSBN 2022; docs/nclex.md §2). `keys[i]` is part i's key,
 * `choices[i]` its choice (null or missing: none). Example: a triad with the cause and the first
 * effect right and the second effect wrong: pair 1 right, pair 2 wrong = 1 of 2 points.
 */
export function rationaleArithmetic(
  keys: readonly number[],
  choices: readonly (number | null | undefined)[],
): RationaleArithmetic {
  const outcomes = dropdownOutcomes(keys, choices);
  const pairs = rationalePairs(keys.length).map((parts) => ({
    parts,
    right: parts.every((part) => outcomes[part] === 'right'),
  }));
  return { outcomes, pairs, earned: pairs.filter((pair) => pair.right).length, possible: pairs.length };
}

/**
 * The score note's sentence of the pairs: "Pair 1 right, pair 2 wrong: 1 of 2 points" (a triad) or
 * "Pair wrong: 0 of 1 point" (a dyad, whose one pair is the item).
 */
export function rationaleScoreText(arithmetic: RationaleArithmetic, t: Translate = english): string {
  const one = arithmetic.pairs.length === 1;
  const parts = arithmetic.pairs.map((pair, index) =>
    outcomeOf(t, one ? t('pair') : t('pair {{number}}', { number: index + 1 }), pair.right ? 'right' : 'wrong'),
  );
  return partsAndPoints(t, parts, arithmetic.earned, arithmetic.possible);
}

/**
 * The sentence of the parts, naming a triad's cause and effects: "Drop-down 1 (cause) right,
 * drop-down 2 (effect) wrong, drop-down 3 (effect) right." `parts` names what a part is: drop-downs
 * or (drag-and-drop) targets.
 */
export function rationalePartsText(
  arithmetic: RationaleArithmetic,
  parts: 'drop-downs' | 'targets' = 'drop-downs',
  t: Translate = english,
): string {
  const triad = arithmetic.outcomes.length === 3;
  const names = arithmetic.outcomes.map((outcome, index) => {
    const number = index + 1;
    const name =
      parts === 'targets'
        ? !triad
          ? t('target {{number}}', { number })
          : index === 0
            ? t('target {{number}} (cause)', { number })
            : t('target {{number}} (effect)', { number })
        : !triad
          ? t('drop-down {{number}}', { number })
          : index === 0
            ? t('drop-down {{number}} (cause)', { number })
            : t('drop-down {{number}} (effect)', { number });
    return outcomeOf(t, name, outcome);
  });
  const sentence = `${names.join(', ')}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
