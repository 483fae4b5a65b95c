import { describe, expect, it } from 'vitest';
import { questionContentSchema } from '../registry';
import { matrixMultipleResponseKeyboard, toggleMatrixCell } from './keyboard';
import { matrixResponseArithmetic, matrixResponseScoreText } from './matrix-response-arithmetic';
import { matrixMultipleResponse } from './module';
import { type MatrixMultipleResponseItem, matrixMultipleResponseResponseSchema } from './schemas';

/**
 * Three columns, five rows, five keyed cells: "Effective" keyed in rows 1 and 2, "Not effective" in
 * rows 2 and 3, "Unrelated" in row 4; row 5 has no key.
 */
const item = (overrides: Partial<MatrixMultipleResponseItem> = {}): MatrixMultipleResponseItem => ({
  id: 'ngn-mmr-900',
  itemType: 'matrix-multiple-response',
  stem: 'For each finding, specify whether it shows the treatment was effective, not effective, or is unrelated.',
  columns: ['Effective', 'Not effective', 'Unrelated'],
  rows: ['SpO2 95%', 'Respiratory rate 22/min', 'Wheezes', 'Blood glucose 110 mg/dL', 'Heart rate 88/min'],
  correctAnswers: [[0], [0, 1], [1], [2], []],
  explanation: 'Row 1 ... Row 2 ... Row 3 ... Row 4 ... Row 5 ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Asthma',
  difficulty: 'hard',
  clientNeeds: 'Physiological Adaptation',
  reference: 'GINA 2024 report',
  ...overrides,
});

const score = (choices: number[][]) => matrixMultipleResponse.score(item(), { choices });

describe('matrix multiple response: +/- per column, each column floored at 0, summed (decision 013)', () => {
  it('earns one point per keyed cell when exactly the keys are checked', () => {
    expect(score([[0], [0, 1], [1], [2], []])).toEqual({ earned: 5, possible: 5 });
  });

  it('takes a point for each wrong cell of a column from that column only', () => {
    // "Effective": +2 -1 (row 3) = 1; "Not effective": +2 -0 = 2; "Unrelated": +1 -0 = 1.
    expect(score([[0], [0, 1], [0, 1], [2], []])).toEqual({ earned: 4, possible: 5 });
  });

  it('gives 0 for a column whose wrong choices outnumber its keys, and still counts the other columns', () => {
    // "Effective": +2 -0 = 2; "Not effective": +1 (row 3) -3 (rows 1, 4, 5) = -2, counted as 0;
    // "Unrelated": +1 -0 = 1. Floored per column: 3. (Floored over the whole item it would be 2 - 2 + 1 = 1.)
    const choices = [[0, 1], [0], [1], [1, 2], [1]];
    expect(score(choices)).toEqual({ earned: 3, possible: 5 });
    const arithmetic = matrixResponseArithmetic(3, item().correctAnswers, choices);
    expect(arithmetic.columns).toEqual([
      { column: 0, correctChosen: 2, incorrectChosen: 0, earned: 2, possible: 2 },
      { column: 1, correctChosen: 1, incorrectChosen: 3, earned: 0, possible: 2 },
      { column: 2, correctChosen: 1, incorrectChosen: 0, earned: 1, possible: 1 },
    ]);
    expect(matrixResponseScoreText(item().columns, arithmetic)).toBe(
      "Column 'Effective': +2 −0 = 2; Column 'Not effective': +1 −3 = −2, counted as 0; Column 'Unrelated': +1 −0 = 1; 2 + 0 + 1 = 3 of 5 points",
    );
  });

  it('earns each column its keys minus its other cells when every cell is checked', () => {
    // "Effective": 2 - 3 -> 0; "Not effective": 2 - 3 -> 0; "Unrelated": 1 - 4 -> 0.
    expect(score(item().rows.map(() => [0, 1, 2]))).toEqual({ earned: 0, possible: 5 });
    const twoColumns = item({
      columns: ['Effective', 'Not effective'],
      correctAnswers: [[0], [0], [0], [1], []],
    });
    // "Effective": 3 - 2 = 1; "Not effective": 1 - 4 -> 0.
    expect(matrixMultipleResponse.score(twoColumns, { choices: twoColumns.rows.map(() => [0, 1]) })).toEqual({
      earned: 1,
      possible: 4,
    });
  });

  it('earns nothing for no answer', () => {
    expect(matrixMultipleResponse.score(item(), null)).toEqual({ earned: 0, possible: 5 });
    expect(matrixResponseScoreText(['A', 'B'], matrixResponseArithmetic(2, [[0], [1]], []))).toBe(
      "Column 'A': +0 −0 = 0; Column 'B': +0 −0 = 0; 0 + 0 = 0 of 2 points",
    );
  });
});

describe('matrix multiple response: what the browser sees and sends', () => {
  it('shows the rows and columns but no key, explanation or reference before scoring', () => {
    const view = matrixMultipleResponse.toView(item());
    expect(view).toMatchObject({ itemType: 'matrix-multiple-response', columns: item().columns, rows: item().rows });
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference|GINA/);
    expect(matrixMultipleResponse.toSolution(item({ correctAnswers: [[0], [1, 0], [1], [2], []] }))).toEqual({
      itemType: 'matrix-multiple-response',
      columns: item().columns,
      correctAnswers: [[0], [0, 1], [1], [2], []],
      explanation: item().explanation,
      reference: 'GINA 2024 report',
    });
  });

  it('accepts one list of columns per row with at least one cell checked, and refuses other shapes', () => {
    const parse = (raw: unknown) => matrixMultipleResponseResponseSchema.safeParse(raw);
    expect(parse({ choices: [[0], [], [1, 2], [], []] }).success).toBe(true);
    expect(parse({ choices: [[], [], [], [], []] }).error?.issues[0]?.message).toBe(
      'choices must check at least one cell; send null to clear the answer.',
    );
    expect(parse({ choices: [[0, 0], [], [], [], []] }).error?.issues[0]?.message).toBe(
      'choices must not repeat a column within a row.',
    );
    expect(parse({ choices: [0, 1] }).success).toBe(false);
    expect(parse({ choices: [[-1]] }).success).toBe(false);
  });

  it('refuses a response without one list per row, or naming a column that does not exist', () => {
    const view = matrixMultipleResponse.toView(item());
    expect(matrixMultipleResponse.checkResponse(view, { choices: [[0], [], [], [], [2]] })).toBeNull();
    expect(matrixMultipleResponse.checkResponse(view, { choices: [[0], [], []] })).toBe(
      'This item has 5 rows: choices must hold one list of checked columns per row (empty for none), not 3.',
    );
    expect(matrixMultipleResponse.checkResponse(view, { choices: [[0], [], [1, 3], [], []] })).toBe(
      'Column 3 in row 3 does not exist: this item has columns 0 ("Effective") to 2 ("Unrelated").',
    );
  });
});

describe('matrix multiple response: the schema and content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts 2-4 columns and 3-10 rows with a list of keyed columns per row (a row may have none)', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ columns: ['A', 'B', 'C', 'D', 'E'] }))).toEqual(['columns must hold 2 to 4 texts.']);
    expect(problems(item({ rows: ['a', 'b'], correctAnswers: [[0, 1], [2]] }))).toEqual([
      'rows must hold 3 to 10 texts.',
    ]);
    expect(problems(item({ correctAnswers: [[0], [0, 1], [1], [2]] }))).toEqual([
      'correctAnswers must hold one list of keyed columns per row: the item has 5 rows and 4 lists.',
    ]);
    expect(problems(item({ correctAnswers: [[0], [0, 1], [1], [2], [3]] }))).toEqual([
      'correctAnswers names a column that does not exist.',
    ]);
    expect(problems(item({ correctAnswers: [[0], [0, 0], [1], [2], []] }))).toEqual([
      'correctAnswers must not repeat a column within a row.',
    ]);
  });

  it('requires a key in every column and a cell that is not a key', () => {
    expect(problems(item({ correctAnswers: [[0], [0], [0], [0], []] }))).toEqual([
      'every column needs at least one key: no row is keyed to "Not effective", "Unrelated".',
    ]);
    const all = item().rows.map(() => [0, 1, 2]);
    expect(problems(item({ correctAnswers: all }))).toEqual([
      'correctAnswers must leave at least one cell that is not a key.',
    ]);
  });

  it('requires a rationale for every row, as "Row 1 ..."', () => {
    expect(matrixMultipleResponse.contentFlaws(item())).toEqual([]);
    expect(
      matrixMultipleResponse.contentFlaws(item({ explanation: 'Row 1 ... Row 2 ... Row 3 ... Row 5 ...' })),
    ).toEqual(['the explanation does not discuss row 4 (as in "Row 4 (...) is ... because ...").']);
  });

  it('flags a column keyed in every row (checking the whole column earns it in full)', () => {
    expect(matrixMultipleResponse.contentFlaws(item({ correctAnswers: [[0], [0, 1], [0], [0, 2], [0]] }))).toEqual([
      'column "Effective" is a key in every row: leave at least one row that is not a key in it.',
    ]);
  });
});

describe('matrix multiple response: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = matrixMultipleResponse;
    const twoColumns = item({ columns: ['Effective', 'Not effective'], correctAnswers: [[0, 1], [0], [1], [], [1]] });
    for (const matrix of [item(), twoColumns]) {
      const possible = matrix.correctAnswers.flat().length;
      for (const sample of [samples.right(matrix), samples.wrong(matrix)]) {
        expect(matrixMultipleResponseResponseSchema.safeParse(sample).success).toBe(true);
      }
      expect(matrixMultipleResponse.score(matrix, samples.right(matrix))).toEqual({ earned: possible, possible });
      expect(matrixMultipleResponse.score(matrix, samples.wrong(matrix))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? matrixMultipleResponse.score(matrix, samples.partlyRight(matrix)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = matrixMultipleResponse.toView(matrix);
      expect(matrixMultipleResponse.checkResponse(view, samples.any(view))).toBeNull();
      expect(matrixMultipleResponseResponseSchema.safeParse(samples.any(view)).success).toBe(true);
    }
  });

  it('leaves the letter keys out and toggles one cell on a click, null when nothing is left checked', () => {
    expect(matrixMultipleResponseKeyboard.parts(matrixMultipleResponse.toView(item()))).toBe(0);
    expect(toggleMatrixCell(null, 3, 1, 2)).toEqual({ choices: [[], [2], []] });
    expect(toggleMatrixCell({ choices: [[], [2], []] }, 3, 1, 0)).toEqual({ choices: [[], [0, 2], []] });
    expect(toggleMatrixCell({ choices: [[], [0, 2], []] }, 3, 1, 2)).toEqual({ choices: [[], [0], []] });
    expect(toggleMatrixCell({ choices: [[], [0], []] }, 3, 1, 0)).toBeNull();
  });
});
