import {
  type DropdownArithmetic,
  type DropdownOutcome,
  dropdownArithmetic,
  dropdownScoreText,
} from '../drop-down-cloze/dropdown-arithmetic';
import { english, type Translate } from '../score-words';

/** The 0/1 arithmetic of a drop-down table: the outcome of every drop-down, row by row, and the points. */
export interface TableArithmetic {
  /** Per row, the outcome of each of its drop-downs. */
  rows: DropdownOutcome[][];
  /** Drop-downs right. */
  earned: number;
  /** Drop-downs in all. */
  possible: number;
}

/**
 * NCSBN's 0/1 rule for drop-down tables: 1 point per drop-down whose key is chosen, nothing taken
 * away for a wrong one (NCSBN, "What are the current scoring models?"; W. Muntean, "Next Generation
 * NCLEX: item types and scoring", NCSBN 2022). `keys[r][c]` is the key of row r's drop-down c,
 * `choices[r][c]` the choice (null or missing: none). Example: keys [[0], [2], [1]], choices
 * [[0], [1], [null]]: right, wrong, not answered = 1 of 3 points.
 */
export function tableArithmetic(
  keys: readonly (readonly number[])[],
  choices: readonly (readonly (number | null)[] | undefined)[],
): TableArithmetic {
  const rows = keys.map((rowKeys, row) => dropdownArithmetic(rowKeys, choices[row] ?? []).outcomes);
  const all = rows.flat();
  return { rows, earned: all.filter((outcome) => outcome === 'right').length, possible: all.length };
}

/**
 * The score note's sentence, naming each drop-down by its row ("row 2"; "row 2 drop-down 1" when
 * rows have several): "Row 1 right, row 2 wrong, row 3 not answered: 1 of 3 points".
 */
export function tableScoreText(arithmetic: TableArithmetic, t: Translate = english): string {
  const names = arithmetic.rows.flatMap((outcomes, row) =>
    outcomes.map((_, column) =>
      outcomes.length === 1
        ? t('row {{row}}', { row: row + 1 })
        : t('row {{row}} drop-down {{column}}', { row: row + 1, column: column + 1 }),
    ),
  );
  const flat: DropdownArithmetic = {
    outcomes: arithmetic.rows.flat(),
    earned: arithmetic.earned,
    possible: arithmetic.possible,
  };
  return dropdownScoreText(flat, (index) => names[index] ?? t('drop-down {{number}}', { number: index + 1 }), t);
}
