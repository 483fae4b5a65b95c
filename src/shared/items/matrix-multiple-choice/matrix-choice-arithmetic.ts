import { english, pointsOf, type Translate } from '../score-words';
/** The 0/1 arithmetic of one matrix multiple choice response, for the result to show. */
export interface MatrixChoiceArithmetic {
  /** Zero-based indexes of the rows answered with their key (1 point each), in order. */
  rightRows: number[];
  /** Points: the number of right rows. */
  earned: number;
  /** The number of rows. */
  possible: number;
}

/**
 * NCSBN's 0/1 rule for matrix multiple choice (docs/nclex.md §2): 1 point per row whose chosen column
 * is its key, nothing taken away for a wrong or unanswered row; possible = the number of rows.
 * `correctAnswers`: the key column of each row; `choices`: the chosen column of each row (null or
 * missing: not answered).
 */
export function matrixChoiceArithmetic(
  correctAnswers: readonly number[],
  choices: readonly (number | null)[],
): MatrixChoiceArithmetic {
  const rightRows = correctAnswers.flatMap((key, row) => (choices[row] === key ? [row] : []));
  return { rightRows, earned: rightRows.length, possible: correctAnswers.length };
}

/** "1, 2, 4" of zero-based rows 0, 1, 3 (numbered from 1, as on screen). */
const rowNumbers = (rows: readonly number[]) => rows.map((row) => row + 1).join(', ');

/**
 * The score note's sentence, rows numbered from 1 as on screen: "Rows 1, 2, 4 right: 3 of 4
 * points", "Row 3 right: 1 of 4 points", "No row right: 0 of 4 points".
 */
export function matrixChoiceScoreText(
  { rightRows, earned, possible }: MatrixChoiceArithmetic,
  t: Translate = english,
): string {
  const rows =
    rightRows.length === 0
      ? t('No row right')
      : rightRows.length === 1
        ? t('Row {{rows}} right', { rows: rowNumbers(rightRows) })
        : t('Rows {{rows}} right', { rows: rowNumbers(rightRows) });
  return t('{{parts}}: {{points}}', { parts: rows, points: pointsOf(t, earned, possible) });
}
