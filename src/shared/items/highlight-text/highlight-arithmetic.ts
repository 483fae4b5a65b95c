/**
 * The +/- arithmetic of a highlight response (highlight text and highlight table), for the result
 * screen to show part by part (NCSBN +/- rule; docs/nclex.md §2). No zod: the browser imports it.
 */

/** One highlighted part (a span or a row) and what it adds: +1 when keyed, -1 when not. */
export interface HighlightTerm {
  index: number;
  points: 1 | -1;
}

/** The arithmetic of one response: a term per highlighted part, in order, and the total. */
export interface HighlightArithmetic {
  /** One term per highlighted part, by index. */
  terms: HighlightTerm[];
  /** Keyed parts the candidate did not highlight (they add nothing). */
  missed: number[];
  /** The terms summed, floored at 0. */
  earned: number;
  /** The number of keyed parts. */
  possible: number;
  /** True when the terms sum below 0 and the floor applied. */
  floored: boolean;
}

/**
 * NCSBN +/- scoring of highlight items ("What are the current scoring models?"; W. Muntean, "Next
 * Generation NCLEX: item types and scoring", NCSBN 2022): +1 per keyed part highlighted, -1 per
 * other part highlighted, the item floored at 0, of as many points as it has keyed parts.
 * `keys` and `choices` are zero-based part indexes (duplicates in `choices` count once).
 * Example: keys [0, 2, 4], choices [0, 2, 3]: +1 +1 -1 = 1 of 3 points.
 */
export function highlightArithmetic(keys: readonly number[], choices: readonly number[]): HighlightArithmetic {
  const chosen = [...new Set(choices)].sort((a, b) => a - b);
  const terms = chosen.map((index): HighlightTerm => ({ index, points: keys.includes(index) ? 1 : -1 }));
  const sum = terms.reduce((total, term) => total + term.points, 0);
  return {
    terms,
    missed: [...keys].filter((key) => !chosen.includes(key)).sort((a, b) => a - b),
    earned: Math.max(0, sum),
    possible: keys.length,
    floored: sum < 0,
  };
}

/**
 * The arithmetic as one line, the minus sign typographic: "+1 +1 −1 = 1 of 3 points";
 * "+1 −1 −1 = 0 of 3 points (never below 0)"; nothing highlighted: "Nothing highlighted = 0 of 2 points".
 */
export function highlightSum(arithmetic: HighlightArithmetic): string {
  const { terms, earned, possible, floored } = arithmetic;
  const left = terms.length === 0 ? 'Nothing highlighted' : terms.map((t) => (t.points > 0 ? '+1' : '−1')).join(' ');
  const unit = possible === 1 ? 'point' : 'points';
  return `${left} = ${earned} of ${possible} ${unit}${floored ? ' (never below 0)' : ''}`;
}

/**
 * One line per part that counts or was missed, naming it by `names[index]` (a span's text, a row's
 * first cell): "+1 “chest pressure”: keyed, highlighted", "−1 “HR 72”: not keyed, highlighted",
 * "0 “BP 88/50”: keyed, not highlighted". Highlighted parts first, in order, then the missed keys.
 */
export function highlightTermLines(arithmetic: HighlightArithmetic, names: readonly string[]): string[] {
  const name = (index: number) => `“${names[index] ?? `part ${index + 1}`}”`;
  return [
    ...arithmetic.terms.map((term) =>
      term.points > 0 ? `+1 ${name(term.index)}: keyed, highlighted` : `−1 ${name(term.index)}: not keyed, highlighted`,
    ),
    ...arithmetic.missed.map((index) => `0 ${name(index)}: keyed, not highlighted`),
  ];
}
