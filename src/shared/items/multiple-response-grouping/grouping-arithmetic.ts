/** One group's +/- arithmetic in a multiple-response-grouping result. */
export interface GroupArithmetic {
  label: string;
  /** Chosen options of the group that are keys (+1 each). */
  correctChosen: number;
  /** Chosen options of the group that are not keys (-1 each). */
  incorrectChosen: number;
  /** correctChosen - incorrectChosen, never below 0. */
  earned: number;
  /** The group's number of keys. */
  possible: number;
}

/** The whole item: each group's arithmetic and the sum of their points. */
export interface GroupingArithmetic {
  groups: GroupArithmetic[];
  earned: number;
  possible: number;
}

/**
 * NCSBN +/- scoring applied per group (docs/nclex.md §2: grouping follows the per-column logic of
 * matrix multiple response, a product decision): in each group +1 per key chosen and -1 per other
 * option chosen, the group floored at 0; the groups summed, of as many points as the item has keys.
 * `choices` holds one list per group; a missing list counts as nothing chosen. Example: group 1 keys
 * [0], chosen [0, 1, 2] gives 1 - 2 -> 0; group 2 keys [1, 2], chosen [1, 2] gives 2: 2 of 3 points.
 */
export function groupingArithmetic(
  groups: readonly { label: string; correctAnswers: readonly number[] }[],
  choices: readonly (readonly number[])[],
): GroupingArithmetic {
  const perGroup = groups.map((group, index) => {
    const chosen = choices[index] ?? [];
    const correctChosen = chosen.filter((choice) => group.correctAnswers.includes(choice)).length;
    const incorrectChosen = chosen.length - correctChosen;
    return {
      label: group.label,
      correctChosen,
      incorrectChosen,
      earned: Math.max(0, correctChosen - incorrectChosen),
      possible: group.correctAnswers.length,
    };
  });
  return {
    groups: perGroup,
    earned: perGroup.reduce((sum, group) => sum + group.earned, 0),
    possible: perGroup.reduce((sum, group) => sum + group.possible, 0),
  };
}

const points = (count: number) => `${count} ${count === 1 ? 'point' : 'points'}`;

/**
 * The arithmetic as the result screen says it: one line per group, then the total, e.g.
 * "Neurological: +1 +1 −1 = 1 of 2", "Renal: +1 −1 −1 = −1, never below 0 = 0 of 1",
 * "Cardiovascular: nothing chosen = 0 of 1", "Total: 1 + 0 + 0 = 1 of 4 points".
 */
export function groupingArithmeticLines(
  groups: readonly { label: string; correctAnswers: readonly number[] }[],
  choices: readonly (readonly number[])[],
): string[] {
  const result = groupingArithmetic(groups, choices);
  const lines = result.groups.map((group) => {
    const terms = [...Array(group.correctChosen).fill('+1'), ...Array(group.incorrectChosen).fill('−1')];
    const raw = group.correctChosen - group.incorrectChosen;
    const sum =
      terms.length === 0
        ? 'nothing chosen'
        : raw < 0
          ? `${terms.join(' ')} = −${-raw}, never below 0`
          : terms.join(' ');
    return `${group.label}: ${sum} = ${group.earned} of ${group.possible}`;
  });
  const total = `Total: ${result.groups.map((group) => group.earned).join(' + ')} = ${result.earned} of ${points(result.possible)}`;
  return [...lines, total];
}
