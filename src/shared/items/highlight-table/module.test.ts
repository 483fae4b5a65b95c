import { describe, expect, it } from 'vitest';
import { highlightArithmetic, highlightSum, highlightTermLines } from '../highlight-text/highlight-arithmetic';
import { questionContentSchema } from '../registry';
import { highlightTableKeyboard } from './keyboard';
import { highlightTable } from './module';
import type { HighlightTableItem } from './schemas';

const item = (overrides: Partial<HighlightTableItem> = {}): HighlightTableItem => ({
  id: 'ngn-hltable-900',
  itemType: 'highlight-table',
  stem: 'A client with chronic kidney disease has these results. Highlight the results that require follow-up.',
  columns: ['Laboratory test', 'Result', 'Reference range'],
  rows: [
    ['Potassium', '5.9 mEq/L', '3.5-5.0 mEq/L'],
    ['Sodium', '138 mEq/L', '135-145 mEq/L'],
    ['Glucose', '96 mg/dL', '70-99 mg/dL'],
    ['Hemoglobin', '8.1 g/dL', '12-16 g/dL'],
    ['Calcium', '9.0 mg/dL', '8.6-10.2 mg/dL'],
  ],
  correctAnswers: [0, 3],
  explanation:
    '"Potassium" is correct because ... "Sodium" is wrong because ... "Glucose" is wrong because ... "Hemoglobin" is correct because ... "Calcium" is wrong because ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Chronic kidney disease',
  difficulty: 'medium',
  clientNeeds: 'Reduction of Risk Potential',
  reference: 'KDIGO CKD guideline 2024',
  ...overrides,
});

describe('highlight table: NCSBN +/- scoring', () => {
  it('the worked example: 3 keyed rows, 2 of them and 1 other highlighted = +1 +1 −1 = 1 of 3 points', () => {
    const three = item({
      correctAnswers: [0, 3, 4],
      explanation: item().explanation.replace('"Calcium" is wrong', '"Calcium" is correct'),
    });
    expect(highlightTable.score(three, { choices: [0, 1, 3] })).toEqual({ earned: 1, possible: 3 });
    expect(highlightSum(highlightArithmetic(three.correctAnswers, [0, 1, 3]))).toBe('+1 −1 +1 = 1 of 3 points');
  });

  it('earns every keyed row highlighted without others in full', () => {
    expect(highlightTable.score(item(), { choices: [3, 0] })).toEqual({ earned: 2, possible: 2 });
  });

  it('floors the item at 0 and gives nothing for no answer', () => {
    expect(highlightTable.score(item(), { choices: [0, 1, 2] })).toEqual({ earned: 0, possible: 2 });
    expect(highlightTable.score(item(), { choices: [1, 2, 4] })).toEqual({ earned: 0, possible: 2 });
    expect(highlightTable.score(item(), null)).toEqual({ earned: 0, possible: 2 });
  });

  it('earns partial credit: one key of two, or both keys and one other row', () => {
    expect(highlightTable.score(item(), { choices: [3] })).toEqual({ earned: 1, possible: 2 });
    expect(highlightTable.score(item(), { choices: [0, 3, 4] })).toEqual({ earned: 1, possible: 2 });
  });

  it('names the rows in the arithmetic by their first cell', () => {
    const solution = highlightTable.toSolution(item());
    expect(highlightTermLines(highlightArithmetic(solution.correctAnswers, [0, 4]), solution.rowLabels)).toEqual([
      '+1 “Potassium”: keyed, highlighted',
      '−1 “Calcium”: not keyed, highlighted',
      '0 “Hemoglobin”: keyed, not highlighted',
    ]);
  });
});

describe('highlight table: what the browser sees and sends', () => {
  it('shows the header and rows, no keys, rationale or reference', () => {
    const view = highlightTable.toView(item());
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference/);
    expect(view.columns).toEqual(['Laboratory test', 'Result', 'Reference range']);
    expect(view.rows).toHaveLength(5);
  });

  it('the solution lists the keys in order and each row by its first cell', () => {
    expect(highlightTable.toSolution(item({ correctAnswers: [3, 0] }))).toMatchObject({
      correctAnswers: [0, 3],
      rowLabels: ['Potassium', 'Sodium', 'Glucose', 'Hemoglobin', 'Calcium'],
    });
  });

  it('refuses a row the table does not have, and answers of the wrong shape', () => {
    const view = highlightTable.toView(item());
    expect(highlightTable.checkResponse(view, { choices: [5] })).toBe(
      'Row 5 does not exist: this table has 5 rows, numbered 0 to 4.',
    );
    expect(highlightTable.checkResponse(view, { choices: [4] })).toBeNull();
    const problem = (raw: unknown) => {
      const parsed = highlightTable.responseSchema.safeParse(raw);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(problem({ choices: [] })).toBe('choices must hold at least one row; send null to clear the answer.');
    expect(problem({ choices: [2, 2] })).toBe('choices must not repeat a row.');
    expect(problem({ choices: [0.5] })).toBe(
      'choices must list the zero-based indexes of the highlighted rows, like [0, 2].',
    );
    expect(problem('0')).toBe('A highlight-table answer is {"choices": [row indexes]}.');
  });
});

describe('highlight table: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts 3-12 rows of one cell per column, 1 key or more, never every row', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ correctAnswers: [2] }))).toEqual([]);
    expect(problems(item({ rows: item().rows.slice(0, 2), correctAnswers: [0] }))).toEqual([
      'rows must hold 3 to 12 rows.',
    ]);
    expect(problems(item({ rows: [...item().rows.slice(0, 4), ['Calcium', '9.0 mg/dL']] }))).toEqual([
      'every row must have one cell per column.',
    ]);
    expect(problems(item({ rows: [...item().rows.slice(0, 4), ['', '9.0 mg/dL', '8.6-10.2']] }))).toEqual([
      'the first cell of each row names the row and must not be empty.',
    ]);
    expect(problems(item({ columns: ['Test'], rows: item().rows.map((row) => row.slice(0, 1)) }))).toEqual([
      'columns must hold 2 to 6 header texts.',
    ]);
    expect(problems(item({ correctAnswers: [] }))).toEqual(['correctAnswers must hold at least 1 keyed row.']);
    expect(problems(item({ correctAnswers: [0, 1, 2, 3, 4] }))).toEqual([
      'correctAnswers must leave at least one row that is not a key.',
    ]);
    expect(problems(item({ correctAnswers: [0, 5] }))).toEqual(['correctAnswers names a row that does not exist.']);
  });

  it('requires a rationale for every row by its first cell, correct for keys and wrong for the others', () => {
    expect(highlightTable.contentFlaws(item())).toEqual([]);
    expect(
      highlightTable.contentFlaws(
        item({ explanation: '“Potassium” is correct ... "Sodium" is correct ... "Hemoglobin" is correct ...' }),
      ),
    ).toEqual([
      'the explanation says “Sodium” is correct, but row 1 is not a key in correctAnswers.',
      'the explanation does not discuss row 2 (as in "“Glucose” is wrong because ...").',
      'the explanation does not discuss row 4 (as in "“Calcium” is wrong because ...").',
    ]);
  });

  it('flags two rows with the same first cell', () => {
    const rows = [...item().rows.slice(0, 4), ['Potassium', '4.1 mEq/L', '3.5-5.0 mEq/L']];
    expect(highlightTable.contentFlaws(item({ rows }))).toEqual([
      'rows 0 and 4 are both named "Potassium": the rationale names each row by its first cell, so make them different.',
      'the explanation says “Potassium” is correct, but row 4 is not a key in correctAnswers.',
    ]);
  });
});

describe('highlight table: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = highlightTable;
    for (const table of [item(), item({ correctAnswers: [0, 1, 3, 4] })]) {
      const possible = table.correctAnswers.length;
      expect(highlightTable.score(table, samples.right(table))).toEqual({ earned: possible, possible });
      expect(highlightTable.score(table, samples.wrong(table))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? highlightTable.score(table, samples.partlyRight(table)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = highlightTable.toView(table);
      expect(highlightTable.checkResponse(view, samples.any(view))).toBeNull();
    }
  });

  it('leaves the letter keys alone (rows have no letters) and toggles a row in order', () => {
    expect(highlightTableKeyboard.parts(highlightTable.toView(item()))).toBe(0);
    expect(highlightTableKeyboard.choose({ choices: [4] }, 1)).toEqual({ choices: [1, 4] });
    expect(highlightTableKeyboard.choose({ choices: [1] }, 1)).toBeNull();
  });
});
