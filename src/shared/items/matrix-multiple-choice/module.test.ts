import { describe, expect, it } from 'vitest';
import { questionContentSchema } from '../registry';
import { chooseMatrixCell, matrixMultipleChoiceKeyboard } from './keyboard';
import { matrixChoiceArithmetic, matrixChoiceScoreText } from './matrix-choice-arithmetic';
import { matrixMultipleChoice } from './module';
import { type MatrixMultipleChoiceItem, matrixMultipleChoiceResponseSchema } from './schemas';

const item = (overrides: Partial<MatrixMultipleChoiceItem> = {}): MatrixMultipleChoiceItem => ({
  id: 'ngn-mmc-900',
  itemType: 'matrix-multiple-choice',
  stem: 'A client with heart failure is admitted. For each finding, specify whether it needs follow-up.',
  columns: ['Needs follow-up', 'Expected'],
  rows: ['Weight up 2 kg since yesterday', 'Potassium 4.2 mEq/L', 'Crackles in both lung bases', 'Pulse 76/min'],
  correctAnswers: [0, 1, 0, 1],
  explanation:
    'Row 1 needs follow-up because ... Row 2 is expected because ... Row 3 needs follow-up because ... Row 4 is expected because ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Heart failure',
  difficulty: 'medium',
  clientNeeds: 'Physiological Adaptation',
  reference: 'AHA/ACC/HFSA heart failure guideline 2022',
  ...overrides,
});

describe('matrix multiple choice: NCSBN 0/1 scoring, a point per row', () => {
  it('earns a point for each row answered with its key: rows 1, 2 and 4 right = 3 of 4', () => {
    expect(matrixMultipleChoice.score(item(), { choices: [0, 1, 1, 1] })).toEqual({ earned: 3, possible: 4 });
    const arithmetic = matrixChoiceArithmetic(item().correctAnswers, [0, 1, 1, 1]);
    expect(arithmetic).toEqual({ rightRows: [0, 1, 3], earned: 3, possible: 4 });
    expect(matrixChoiceScoreText(arithmetic)).toBe('Rows 1, 2, 4 right: 3 of 4 points');
  });

  it('takes nothing away for a wrong row (0/1, not +/-): one right and three wrong still earns 1', () => {
    expect(matrixMultipleChoice.score(item(), { choices: [0, 0, 1, 0] })).toEqual({ earned: 1, possible: 4 });
    expect(matrixChoiceScoreText(matrixChoiceArithmetic(item().correctAnswers, [0, 0, 1, 0]))).toBe(
      'Row 1 right: 1 of 4 points',
    );
  });

  it('earns every row in full, nothing for every row wrong, and nothing for rows or items not answered', () => {
    expect(matrixMultipleChoice.score(item(), { choices: [0, 1, 0, 1] })).toEqual({ earned: 4, possible: 4 });
    expect(matrixMultipleChoice.score(item(), { choices: [1, 0, 1, 0] })).toEqual({ earned: 0, possible: 4 });
    expect(matrixMultipleChoice.score(item(), { choices: [0, null, 0, null] })).toEqual({ earned: 2, possible: 4 });
    expect(matrixMultipleChoice.score(item(), null)).toEqual({ earned: 0, possible: 4 });
    expect(matrixChoiceScoreText(matrixChoiceArithmetic(item().correctAnswers, []))).toBe(
      'No row right: 0 of 4 points',
    );
  });

  it('is worth as many points as rows, with three columns as with two', () => {
    const three = item({
      columns: ['Indicated', 'Not indicated', 'Contraindicated'],
      rows: ['a', 'b', 'c', 'd', 'e'],
      correctAnswers: [2, 0, 1, 0, 2],
      explanation: 'Row 1 ... Row 2 ... Row 3 ... Row 4 ... Row 5 ...',
    });
    expect(matrixMultipleChoice.score(three, { choices: [2, 0, 1, 1, 1] })).toEqual({ earned: 3, possible: 5 });
  });
});

describe('matrix multiple choice: what the browser sees and sends', () => {
  it('shows the rows and columns but no key, explanation or reference before scoring', () => {
    const view = matrixMultipleChoice.toView(item());
    expect(view).toMatchObject({ itemType: 'matrix-multiple-choice', columns: item().columns, rows: item().rows });
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference|AHA/);
    expect(matrixMultipleChoice.toSolution(item())).toEqual({
      itemType: 'matrix-multiple-choice',
      correctAnswers: [0, 1, 0, 1],
      explanation: item().explanation,
      reference: item().reference,
    });
  });

  it('accepts one column or null per row, and refuses other shapes', () => {
    const parse = (raw: unknown) => matrixMultipleChoiceResponseSchema.safeParse(raw).success;
    expect(parse({ choices: [0, null, 1, 0] })).toBe(true);
    expect(parse({ choices: [0, 1.5, 1, 0] })).toBe(false);
    expect(parse({ choices: [0, -1, 1, 0] })).toBe(false);
    expect(parse({ choices: [] })).toBe(false);
    expect(parse({ choice: 0 })).toBe(false);
    expect(parse({ choices: [0, 1, 1, 0], extra: true })).toBe(false);
  });

  it('refuses a response without one entry per row, or naming a column that does not exist', () => {
    const view = matrixMultipleChoice.toView(item());
    expect(matrixMultipleChoice.checkResponse(view, { choices: [0, null, 1, 0] })).toBeNull();
    expect(matrixMultipleChoice.checkResponse(view, { choices: [0, 1, 1] })).toBe(
      'This item has 4 rows: choices must hold one entry per row (a column index, or null for a row not answered yet), not 3.',
    );
    expect(matrixMultipleChoice.checkResponse(view, { choices: [0, 1, 2, 0] })).toBe(
      'Column 2 in row 3 does not exist: this item has columns 0 ("Needs follow-up") to 1 ("Expected").',
    );
  });
});

describe('matrix multiple choice: the schema and content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts 2-3 columns and 4-10 rows with one key column per row', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ columns: ['Only one'], correctAnswers: [0, 0, 0, 0] }))).toEqual([
      'columns must hold 2 to 3 texts.',
    ]);
    expect(problems(item({ columns: ['A', 'B', 'C', 'D'] }))).toEqual(['columns must hold 2 to 3 texts.']);
    expect(problems(item({ rows: ['a', 'b', 'c'], correctAnswers: [0, 1, 0] }))).toEqual([
      'rows must hold 4 to 10 texts.',
    ]);
    expect(problems(item({ rows: ['a', 'b', 'A', 'c'] }))).toEqual(['rows must all be different.']);
    expect(problems(item({ correctAnswers: [0, 1, 0] }))).toEqual([
      'correctAnswers must hold one column index per row: the item has 4 rows and 3 keys.',
    ]);
    expect(problems(item({ correctAnswers: [0, 1, 2, 1] }))).toEqual([
      'correctAnswers names a column that does not exist.',
    ]);
    expect(problems({ ...item(), correctAnswers: 'A' })).toEqual([
      'correctAnswers must list one zero-based column index per row, like [0, 1, 1, 0].',
    ]);
    expect(problems({ ...item(), rows: 'a, b, c, d' })).toEqual(['rows must be a list of 4 to 10 texts.']);
  });

  it('requires a rationale for every row, as "Row 1 ...", and no row the item lacks', () => {
    expect(matrixMultipleChoice.contentFlaws(item())).toEqual([]);
    expect(
      matrixMultipleChoice.contentFlaws(item({ explanation: 'Row 1 ... Row 2 ... Row 4 ... Row 5 ... Row 5 ...' })),
    ).toEqual([
      'the explanation does not discuss row 3 (as in "Row 3 (...) is ... because ...").',
      'the explanation discusses row 5, but the item has rows 1 to 4.',
    ]);
  });

  it('flags a column that is the key of no row, and "all of the above" rows or columns', () => {
    expect(matrixMultipleChoice.contentFlaws(item({ correctAnswers: [0, 0, 0, 0] }))).toEqual([
      'column "Expected" is the key of no row: make it right for at least one row.',
    ]);
    expect(
      matrixMultipleChoice.contentFlaws(
        item({ rows: ['a', 'All of the above', 'c', 'd'], columns: ['None of the above', 'Expected'] }),
      ),
    ).toEqual([
      'row 2 is "All of the above": write a real, specific row instead.',
      'column "None of the above" is not a real choice: name a specific one.',
    ]);
  });
});

describe('matrix multiple choice: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = matrixMultipleChoice;
    const three = item({ columns: ['x', 'y', 'z'], correctAnswers: [2, 1, 0, 2] });
    for (const matrix of [item(), three]) {
      expect(matrixMultipleChoice.score(matrix, samples.right(matrix))).toEqual({ earned: 4, possible: 4 });
      expect(matrixMultipleChoice.score(matrix, samples.wrong(matrix))).toEqual({ earned: 0, possible: 4 });
      const partly = samples.partlyRight ? matrixMultipleChoice.score(matrix, samples.partlyRight(matrix)).earned : 0;
      expect(partly).toBe(1);
      const view = matrixMultipleChoice.toView(matrix);
      expect(matrixMultipleChoice.checkResponse(view, samples.any(view))).toBeNull();
      expect(matrixMultipleChoiceResponseSchema.safeParse(samples.any(view)).success).toBe(true);
    }
  });

  it('leaves the letter keys out (a cell needs a row and a column) and replaces one row at a time on a click', () => {
    expect(matrixMultipleChoiceKeyboard.parts(matrixMultipleChoice.toView(item()))).toBe(0);
    expect(matrixMultipleChoiceKeyboard.choose({ choices: [0, null, null, null] }, 1)).toEqual({
      choices: [0, null, null, null],
    });
    expect(chooseMatrixCell(null, 4, 2, 1)).toEqual({ choices: [null, null, 1, null] });
    expect(chooseMatrixCell({ choices: [null, null, 1, null] }, 4, 2, 0)).toEqual({ choices: [null, null, 0, null] });
    expect(chooseMatrixCell({ choices: [null, null, 0, null] }, 4, 0, 1)).toEqual({ choices: [1, null, 0, null] });
  });
});
