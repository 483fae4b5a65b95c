import { english, pointsOf, type Translate } from '../score-words';
/** The +/- arithmetic of one column of a matrix multiple response response. */
export interface MatrixColumnArithmetic {
  /** The column's zero-based index. */
  column: number;
  /** Checked cells of the column that are keys (+1 each). */
  correctChosen: number;
  /** Checked cells of the column that are not keys (-1 each). */
  incorrectChosen: number;
  /** The column's points: correctChosen - incorrectChosen, never below 0. */
  earned: number;
  /** The column's keyed cells. */
  possible: number;
}

/** The +/- arithmetic of a matrix multiple response response, column by column (decision 013). */
export interface MatrixResponseArithmetic {
  columns: MatrixColumnArithmetic[];
  /** The columns' points summed. */
  earned: number;
  /** The item's keyed cells. */
  possible: number;
}

/**
 * NCSBN's +/- rule applied per column (docs/nclex.md §2; decision 013): in each column, +1 per keyed
 * cell checked and -1 per other cell checked, the column floored at 0; the columns summed; possible
 * = the keyed cells. `columnCount`: the item's columns; `correctAnswers` and `choices`: one list of
 * column indexes per row (a missing row of `choices` is nothing checked).
 */
export function matrixResponseArithmetic(
  columnCount: number,
  correctAnswers: readonly (readonly number[])[],
  choices: readonly (readonly number[])[],
): MatrixResponseArithmetic {
  const columns = Array.from({ length: columnCount }, (_, column): MatrixColumnArithmetic => {
    let correctChosen = 0;
    let incorrectChosen = 0;
    let possible = 0;
    correctAnswers.forEach((keys, row) => {
      const isKey = keys.includes(column);
      if (isKey) possible += 1;
      if (choices[row]?.includes(column)) {
        if (isKey) correctChosen += 1;
        else incorrectChosen += 1;
      }
    });
    return { column, correctChosen, incorrectChosen, earned: Math.max(0, correctChosen - incorrectChosen), possible };
  });
  return {
    columns,
    earned: columns.reduce((sum, column) => sum + column.earned, 0),
    possible: columns.reduce((sum, column) => sum + column.possible, 0),
  };
}

/**
 * The score note's sentence, one clause per column named by its text, then the sum:
 * "Column 'Effective': +2 −1 = 1; Column 'Not effective': +3 −2 = 1; 1 + 1 = 2 of 5 points". A column
 * below 0 says so: "+1 −3 = −2, counted as 0". (Typographic minus signs, as the screen shows them.)
 */
export function matrixResponseScoreText(
  columnNames: readonly string[],
  arithmetic: MatrixResponseArithmetic,
  t: Translate = english,
): string {
  const clauses = arithmetic.columns.map(({ column, correctChosen, incorrectChosen, earned }) => {
    const raw = correctChosen - incorrectChosen;
    const result = raw < 0 ? t('−{{minus}}, counted as 0', { minus: -raw }) : String(earned);
    return t("Column '{{name}}': +{{right}} −{{wrong}} = {{result}}", {
      name: columnNames[column] ?? column + 1,
      right: correctChosen,
      wrong: incorrectChosen,
      result,
    });
  });
  const sum = arithmetic.columns.map((column) => column.earned).join(' + ');
  return `${clauses.join('; ')}; ${sum} = ${pointsOf(t, arithmetic.earned, arithmetic.possible)}`;
}
