import { describe, expect, it } from 'vitest';
import { dropDownTableKeyboard } from './keyboard';
import { dropDownTable } from './module';
import type { DropDownTableItem } from './schemas';
import { tableArithmetic, tableScoreText } from './table-arithmetic';

const item = (overrides: Partial<DropDownTableItem> = {}): DropDownTableItem => ({
  id: 'ngn-ddt-900',
  itemType: 'drop-down-table',
  stem: 'A client is 2 days after abdominal surgery. For each finding, choose what it most likely means.',
  columns: ['Assessment finding', 'Interpretation'],
  rows: [
    {
      label: 'Temperature 38.9 C',
      dropdowns: [{ options: ['possible infection', 'expected finding', 'fluid overload'], correctAnswer: 0 }],
    },
    {
      label: 'Absent bowel sounds',
      dropdowns: [{ options: ['paralytic ileus', 'bowel perforation healed', 'normal peristalsis'], correctAnswer: 0 }],
    },
    {
      label: 'Incision edges approximated',
      dropdowns: [{ options: ['dehiscence', 'healing by first intention', 'evisceration'], correctAnswer: 1 }],
    },
  ],
  explanation:
    'Temperature 38.9 C: possible infection is correct; an expected finding would be a low-grade fever on day 1; fluid overload does not cause fever. ' +
    'Absent bowel sounds: paralytic ileus is correct; bowel perforation healed is not a finding; normal peristalsis makes sounds. ' +
    'Incision edges approximated: healing by first intention is correct; dehiscence and evisceration separate the edges.',
  subject: 'Medical-Surgical Nursing',
  topic: 'Postoperative care',
  difficulty: 'medium',
  clientNeeds: 'Reduction of Risk Potential',
  reference: "Lewis's Medical-Surgical Nursing, 12th ed., postoperative care chapter",
  ...overrides,
});

/** The same table with a second drop-down column. */
const twoColumns = (): DropDownTableItem =>
  item({
    columns: ['Finding', 'Interpretation', 'Action'],
    rows: item().rows.map((row, index) => ({
      ...row,
      dropdowns: [
        ...row.dropdowns,
        { options: ['notify the provider', 'document only', `ambulate ${index}`], correctAnswer: index === 2 ? 1 : 0 },
      ],
    })),
    explanation: `${item().explanation} notify the provider; document only; ambulate 0; ambulate 1; ambulate 2.`,
  });

describe('drop-down table: NCSBN 0/1 scoring, one point per drop-down', () => {
  it('earns 1 per drop-down right, nothing taken away: right, wrong, not answered = 1 of 3', () => {
    expect(dropDownTable.score(item(), { choices: [[0], [1], [null]] })).toEqual({ earned: 1, possible: 3 });
    expect(tableArithmetic([[0], [0], [1]], [[0], [1], [null]])).toEqual({
      rows: [['right'], ['wrong'], ['unanswered']],
      earned: 1,
      possible: 3,
    });
  });

  it('counts every drop-down of every row: two columns of drop-downs in three rows are 6 points', () => {
    const table = twoColumns();
    expect(
      dropDownTable.score(table, {
        choices: [
          [0, 0],
          [0, 0],
          [1, 1],
        ],
      }),
    ).toEqual({ earned: 6, possible: 6 });
    expect(
      dropDownTable.score(table, {
        choices: [
          [0, 1],
          [2, 0],
          [1, null],
        ],
      }),
    ).toEqual({ earned: 3, possible: 6 });
  });

  it('earns everything for every key, nothing for all wrong or no answer', () => {
    expect(dropDownTable.score(item(), { choices: [[0], [0], [1]] })).toEqual({ earned: 3, possible: 3 });
    expect(dropDownTable.score(item(), { choices: [[1], [2], [0]] })).toEqual({ earned: 0, possible: 3 });
    expect(dropDownTable.score(item(), null)).toEqual({ earned: 0, possible: 3 });
  });

  it('says per drop-down right or wrong by row, and the points, for the score note', () => {
    expect(tableScoreText(tableArithmetic([[0], [0], [1]], [[0], [1], [null]]))).toBe(
      'Row 1 right, row 2 wrong, row 3 not answered: 1 of 3 points',
    );
    expect(
      tableScoreText(
        tableArithmetic(
          [
            [0, 1],
            [2, 0],
          ],
          [
            [0, 0],
            [2, 0],
          ],
        ),
      ),
    ).toBe(
      'Row 1 drop-down 1 right, row 1 drop-down 2 wrong, row 2 drop-down 1 right, row 2 drop-down 2 right: 3 of 4 points',
    );
  });
});

describe('drop-down table: what the browser sees and sends', () => {
  it('shows the header, labels and options but no key, explanation or reference', () => {
    const view = dropDownTable.toView(item());
    expect(JSON.stringify(view)).not.toMatch(/correctAnswer|explanation|reference|Lewis/);
    expect(view.columns).toEqual(item().columns);
    expect(view.rows[0]).toEqual({
      label: 'Temperature 38.9 C',
      dropdowns: [{ options: ['possible infection', 'expected finding', 'fluid overload'] }],
    });
    expect(dropDownTable.toSolution(item())).toEqual({
      itemType: 'drop-down-table',
      correctAnswers: [[0], [0], [1]],
      explanation: item().explanation,
      reference: item().reference,
    });
  });

  it('refuses a response with the wrong number of rows or drop-downs, or an option a drop-down lacks', () => {
    const view = dropDownTable.toView(item());
    expect(dropDownTable.checkResponse(view, { choices: [[0], [null], [2]] })).toBeNull();
    expect(dropDownTable.checkResponse(view, { choices: [[0], [1]] })).toBe(
      'This table has 3 rows: send one list of choices per row, not 2.',
    );
    expect(dropDownTable.checkResponse(view, { choices: [[0], [1, 2], [0]] })).toBe(
      'Row 2 ("Absent bowel sounds") has 1 drop-down: send one choice (an option\'s index, or null), not 2.',
    );
    expect(dropDownTable.checkResponse(view, { choices: [[0], [1], [3]] })).toBe(
      "Row 3's drop-down has options 0 to 2: option 3 does not exist.",
    );
  });

  it('refuses a response of the wrong shape with a sentence', () => {
    const messages = (raw: unknown) => {
      const parsed = dropDownTable.responseSchema.safeParse(raw);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ choices: [[1], [null]] })).toEqual([]);
    expect(messages({ choices: [[null], [null]] })).toEqual([
      'choices must choose in at least one drop-down; send null to clear the answer.',
    ]);
    expect(messages({ choices: [1, 2] })[0]).toBe(
      'choices must hold one list per row, each with one choice per drop-down (n or null).',
    );
    expect(messages({ choice: 1 })[0]).toBe(
      'A drop-down table answer is {"choices": [[n or null, ...], ...]}, one list per row.',
    );
  });
});

describe('drop-down table: the schema and content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = dropDownTable.authoredSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts 2-8 rows with one drop-down per column after the first', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(twoColumns())).toEqual([]);
    expect(problems(item({ rows: item().rows.slice(0, 1) }))).toEqual(['rows: rows must hold 2 to 8 rows.']);
    const nine = Array.from({ length: 9 }, (_, index) => ({ ...item().rows[0], label: `Finding ${index}` }));
    expect(problems(item({ rows: nine as DropDownTableItem['rows'] }))).toEqual(['rows: rows must hold 2 to 8 rows.']);
    expect(problems(item({ columns: ['Finding'] }))).toEqual([
      "columns: columns must hold 2 to 4 headings: the row labels' column, then one per drop-down column.",
    ]);
  });

  it('refuses a row whose drop-downs do not match the columns, and repeated labels', () => {
    expect(problems(item({ columns: ['Finding', 'Interpretation', 'Action'] }))).toEqual([
      'rows.0.dropdowns: row 1 ("Temperature 38.9 C") has 1 drop-down; it needs 2, one per column after the first.',
      'rows.1.dropdowns: row 2 ("Absent bowel sounds") has 1 drop-down; it needs 2, one per column after the first.',
      'rows.2.dropdowns: row 3 ("Incision edges approximated") has 1 drop-down; it needs 2, one per column after the first.',
    ]);
    const rows = item().rows.map((row) => ({ ...row, label: 'Same finding' }));
    expect(problems(item({ rows }))).toEqual(['rows: rows must all have different labels.']);
  });

  it('refuses a drop-down of fewer than 3 options or a key it does not have', () => {
    const [first, second, third] = item().rows;
    if (!first || !second || !third) throw new Error('fixture');
    const short = { ...first, dropdowns: [{ options: ['a', 'b'], correctAnswer: 0 }] };
    expect(problems(item({ rows: [short, second, third] }))).toEqual([
      'rows.0.dropdowns.0.options: options must hold 3 to 5 texts.',
    ]);
    const badKey = { ...third, dropdowns: [{ options: ['a', 'b', 'c'], correctAnswer: 3 }] };
    expect(problems(item({ rows: [first, second, badKey] }))).toEqual([
      "rows.2.dropdowns.0.correctAnswer: correctAnswer names an option this drop-down does not have (it counts this drop-down's options from 0).",
    ]);
  });

  it('requires the explanation to discuss every row by its label and every option', () => {
    expect(dropDownTable.contentFlaws(item())).toEqual([]);
    expect(dropDownTable.contentFlaws(twoColumns())).toEqual([]);
    const explanation = item()
      .explanation.replaceAll('Absent bowel sounds', 'The abdomen')
      .replace('evisceration', 'x');
    expect(dropDownTable.contentFlaws(item({ explanation }))).toEqual([
      'the explanation does not discuss row 2: name its label "Absent bowel sounds" as written and say why its answer is right.',
      `the explanation does not discuss "evisceration" of row 3's drop-down: name every option as written and say why it is right or wrong.`,
    ]);
  });

  it('flags an absolute word only in a wrong option', () => {
    const [first, second, third] = item().rows;
    if (!first || !second || !third) throw new Error('fixture');
    const absolute = {
      ...third,
      dropdowns: [{ options: ['dehiscence', 'healing by first intention', 'never a concern'], correctAnswer: 1 }],
    };
    const explanation = `${item().explanation} never a concern.`;
    expect(dropDownTable.contentFlaws(item({ rows: [first, second, absolute], explanation }))).toEqual([
      `row 3's drop-down: option C uses the absolute word "never" and no key does: it cues the answer.`,
    ]);
  });
});

describe('drop-down table: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = dropDownTable;
    for (const table of [item(), twoColumns()]) {
      const possible = table.rows.length * (table.columns.length - 1);
      expect(dropDownTable.score(table, samples.right(table))).toEqual({ earned: possible, possible });
      expect(dropDownTable.score(table, samples.wrong(table))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? dropDownTable.score(table, samples.partlyRight(table)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = dropDownTable.toView(table);
      expect(dropDownTable.checkResponse(view, samples.any(view))).toBeNull();
      expect(dropDownTable.responseSchema.safeParse(samples.any(view)).success).toBe(true);
    }
  });

  it('lets the letter keys address no part: the drop-downs take the keyboard themselves', () => {
    expect(dropDownTableKeyboard.parts(dropDownTable.toView(item()))).toBe(0);
    expect(dropDownTableKeyboard.choose({ choices: [[1], [null], [null]] }, 0)).toEqual({
      choices: [[1], [null], [null]],
    });
  });
});
