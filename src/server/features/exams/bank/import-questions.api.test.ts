import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../db/client';
import { questions } from '../../../db/schema';
import { buildQuestion, buildQuestionBank, buildSataQuestion, explanationFor } from '../../../testing/question-factory';
import { openTestDatabase } from '../../../testing/test-database';
import { getItems, listDrawableItems, syncQuestionBank } from './bank-items';
import { IMPORT_CSV_COLUMNS, importQuestions, QuestionImportError } from './import-questions';

const STEMS = [
  'A client who had a total hip arthroplasty yesterday asks to sit in a low recliner. Which response by the nurse is best?',
  'An infant of 6 months is brought to the clinic with a fever of 102.2 °F (39 °C) and pulls at the right ear. What should the nurse ask first?',
  'A community health nurse plans a screening event for hypertension in a neighbourhood with few clinics. Which step comes first?',
];

/** A clean item for import, without the content-file field. */
function importItem(n: number, overrides: object = {}) {
  const { sourceFile: _ignored, ...item } = buildQuestion(100 + n, { id: `import-${n}`, stem: STEMS[n - 1] });
  return { ...item, ...overrides };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(questions);
  await syncQuestionBank(database.db, buildQuestionBank(12));
});

const importedRows = () => database.db.select().from(questions).where(eq(questions.origin, 'import'));

async function refusal(fileName: string, text: string): Promise<string[]> {
  const error = await importQuestions(database.db, fileName, text).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(QuestionImportError);
  return (error as QuestionImportError).problems;
}

describe('importing items (npm run content:import)', () => {
  it('adds every item of a good JSON file; a restart that reloads the content files keeps them', async () => {
    const file = JSON.stringify({ questions: [importItem(1), importItem(2)] });
    expect(await importQuestions(database.db, '/somewhere/new-items.json', file)).toBe(2);

    const rows = await importedRows();
    expect(rows.map((r) => [r.id, r.sourceFile, r.retiredAt]).sort()).toEqual([
      ['import-1', 'new-items.json', null],
      ['import-2', 'new-items.json', null],
    ]);
    expect(rows.find((r) => r.id === 'import-1')?.content.stem).toBe(STEMS[0]);

    await syncQuestionBank(database.db, buildQuestionBank(12));
    const drawn = (await listDrawableItems(database.db, { subjects: [], clientNeeds: [], itemTypes: [] })).map(
      (q) => q.id,
    );
    expect(drawn).toHaveLength(14);
    expect(drawn).toEqual(expect.arrayContaining(['import-1', 'import-2']));
  });

  it('refuses a file with any bad row, adds nothing, and names each row and reason', async () => {
    const file = JSON.stringify([
      importItem(1),
      importItem(2, { correctAnswer: 7, difficulty: 'very hard' }),
      importItem(3, { id: 'test-001' }),
      { ...importItem(1, { id: 'import-4', stem: STEMS[0] }) },
      importItem(3, { id: 'import-5', stem: STEMS[2], options: ['Ask', 'Plan', 'Screen', 'All of the above'] }),
      importItem(2, { id: 'import-1' }),
    ]);
    expect(await refusal('bad.json', file)).toEqual([
      'item 2 ("import-2"), field difficulty: difficulty must be "easy", "medium" or "hard".',
      'item 2 ("import-2"), field correctAnswer: correctAnswer must be 0 to 3 (the index of the key in options).',
      'item 3 ("test-001"), field id: the bank already has an item with this id.',
      'item 5 ("import-5"): option D is "All of the above": write a real, specific option instead.',
      'item 6 ("import-1"), field id: the id is already used by item 1.',
      'item 4 ("import-4"): has the same stem and options as item 1 ("import-1").',
      'item 5 ("import-5"): has a stem and options 50% like those of item 3 ("test-001").',
    ]);
    expect(await importedRows()).toEqual([]);
  });

  it('refuses an item that repeats one already in the bank', async () => {
    const { stem, options } = buildQuestion(3);
    const file = JSON.stringify([importItem(1, { stem, options })]);
    expect(await refusal('copy.json', file)).toEqual([
      'item 1 ("import-1"): has the same stem and options as bank item "test-003".',
    ]);
    expect(await importedRows()).toEqual([]);
  });

  it('adds the items of a CSV file with a header row, quoted commas, quotes and line breaks', async () => {
    const item = importItem(1);
    const quote = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
    const tricky = {
      ...importItem(2),
      stem: `${STEMS[1]}\nThe parent says, "She has not slept."`,
      correctAnswer: 3,
      explanation: explanationFor(3, 2),
    };
    const line = (i: typeof item) =>
      [
        i.id,
        i.itemType,
        i.stem,
        ...i.options,
        '',
        '',
        i.correctAnswer,
        i.explanation,
        i.subject,
        i.topic,
        i.difficulty,
        i.clientNeeds,
        i.exams?.join(';') ?? '',
        i.reference,
      ]
        .map(quote)
        .join(',');
    const csv = [IMPORT_CSV_COLUMNS.join(','), line(item), line(tricky)].join('\r\n');

    expect(await importQuestions(database.db, 'items.csv', csv)).toBe(2);
    const rows = await importedRows();
    const stored = rows.find((r) => r.id === 'import-2')?.content;
    if (stored?.itemType !== 'multiple-choice') throw new Error('expected a multiple-choice item');
    expect(stored.stem).toBe(tricky.stem);
    expect(stored.options).toEqual(tricky.options);
    expect(stored.correctAnswer).toBe(3);
    expect(stored.reference).toBe(tricky.reference);
  });

  it('still accepts the multiple-choice CSV header without optionE and optionF', async () => {
    const i = importItem(1);
    const header = IMPORT_CSV_COLUMNS.filter((c) => c !== 'optionE' && c !== 'optionF').join(',');
    const values = [i.id, i.itemType, i.stem, ...i.options, i.correctAnswer, i.explanation, i.subject, i.topic];
    const line = [...values, i.difficulty, i.clientNeeds, 'rn;pn', i.reference].map((v) => `"${v}"`).join(',');
    expect(await importQuestions(database.db, 'old.csv', `${header}\n${line}`)).toBe(1);
  });

  it('imports select-all-that-apply items from JSON and from CSV (keys as indexes separated by ";")', async () => {
    const { sourceFile: _file, ...sata } = buildSataQuestion(201, { id: 'import-sata-1' });
    expect(await importQuestions(database.db, 'sata.json', JSON.stringify([sata]))).toBe(1);

    const { sourceFile: _other, ...six } = buildSataQuestion(202, {
      id: 'import-sata-2',
      options: ['alpha one', 'bravo two', 'charlie three', 'delta four', 'echo five', 'foxtrot six'],
      correctAnswers: [1, 4, 5],
    });
    const cells = [six.id, six.itemType, six.stem, ...six.options, '1;4;5', six.explanation, six.subject, six.topic];
    const csv = `${IMPORT_CSV_COLUMNS.join(',')}\n${[...cells, six.difficulty, six.clientNeeds, six.exams?.join(';'), six.reference].map((v) => `"${v}"`).join(',')}`;
    expect(await importQuestions(database.db, 'sata.csv', csv)).toBe(1);

    const items = await getItems(database.db, ['import-sata-1', 'import-sata-2']);
    expect(items).toEqual([sata, six]);
  });

  it("refuses a SATA item that breaks its type's rules, naming the row", async () => {
    const { sourceFile: _file, ...sata } = buildSataQuestion(203, { id: 'import-sata-3' });
    const file = JSON.stringify([
      { ...sata, correctAnswers: [] },
      { ...sata, id: 'import-sata-4', correctAnswers: [0, 5] },
      { ...sata, id: 'import-sata-5', explanation: sata.explanation.replace('B is wrong', 'B is correct') },
    ]);
    expect(await refusal('bad-sata.json', file)).toEqual([
      'item 1 ("import-sata-3"), field correctAnswers: correctAnswers must hold at least 1 key.',
      'item 2 ("import-sata-4"), field correctAnswers: correctAnswers names an option that does not exist.',
      'item 3 ("import-sata-5"): the explanation says B is correct, but B is not a key in correctAnswers.',
    ]);
    expect(await importedRows()).toEqual([]);
  });

  it('refuses a CSV with the wrong columns or a bad row, naming the row as a spreadsheet numbers it', async () => {
    expect(await refusal('items.csv', 'id,stem\nx,y')).toEqual([
      `the header row must be exactly: ${IMPORT_CSV_COLUMNS.join(',')}.`,
    ]);
    const row = [
      'import-9',
      'multiple-choice',
      'A stem?',
      'a',
      'b',
      'c',
      'd',
      '',
      '',
      'B',
      'x',
      'Pharmacology',
      't',
      'hard',
      'Management of Care',
      'rn',
      'AHA Guidelines for CPR and ECC 2020',
    ];
    expect(await refusal('items.csv', `${IMPORT_CSV_COLUMNS.join(',')}\n${row.join(',')}`)).toEqual([
      'row 2 ("import-9"), field correctAnswer: correctAnswer must be a whole number.',
    ]);
    expect(await importedRows()).toEqual([]);
  });

  it('refuses a file that would break a cue measure or a test-plan share, saying which, and adds nothing', async () => {
    await syncQuestionBank(database.db, buildQuestionBank(120));
    // Each item's wrong options carry their own justification and its key does not: a test-wise cue.
    const cued = Array.from({ length: 40 }, (_, i) => {
      const { sourceFile: _file, ...item } = buildQuestion(300 + i, { id: `cued-${i}` });
      const options = item.options.map((option, index) =>
        index === item.correctAnswer ? option : `${option} because it is ${index}`,
      );
      return { ...item, options };
    });
    const problems = await refusal('cued.json', JSON.stringify(cued));
    expect(problems).toContain(
      'the file would put the bank out of bounds: Justification clause (all types): keys 0.0%, wrong 25.0%, outside its bound (within 10 points).',
    );
    expect(await importedRows()).toEqual([]);

    const oneCategory = Array.from({ length: 40 }, (_, i) => {
      const { sourceFile: _file, ...item } = buildQuestion(400 + i, {
        id: `crowded-${i}`,
        clientNeeds: 'Safety and Infection Prevention and Control',
      });
      return item;
    });
    expect(await refusal('crowded.json', JSON.stringify(oneCategory))).toContain(
      'the file would put the bank out of bounds: Safety and Infection Prevention and Control holds 34.4% of items; the NCLEX-RN test plan range is 10-16%.',
    );
  });

  it('refuses a file that is neither JSON nor CSV, or not what it claims to be', async () => {
    expect(await refusal('items.txt', '')).toEqual(['the file must be .json or .csv.']);
    expect((await refusal('items.json', '{ not json'))[0]).toMatch(/^the file is not valid JSON/);
    expect(await refusal('items.json', '{"items": []}')).toEqual([
      'the file must hold a list of items, or { "questions": [ ... ] }.',
    ]);
    expect(await refusal('items.json', '[]')).toEqual(['the file holds no items.']);
  });
});

describe('the content:import command', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'nightingale-import-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const run = (file: string) =>
    promisify(execFile)('npx', ['tsx', 'scripts/content-import.ts', file], {
      env: { ...process.env, DATA_DIR: join(folder, 'data'), DATABASE_URL: '', LOG_LEVEL: 'silent' },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('imports a good file into the embedded database and refuses a bad one with exit code 1', async () => {
    const good = join(folder, 'good.json');
    await writeFile(good, JSON.stringify([importItem(1)]));
    const bad = join(folder, 'bad.json');
    await writeFile(bad, JSON.stringify([importItem(2), importItem(3, { subject: 'Astrology' })]));

    const imported = await run(good);
    expect(imported.stdout).toContain(`Imported 1 item(s) from ${good} into the question bank.`);
    const refused = await run(bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('bad.json was not imported; nothing was added:');
    expect(refused.stderr).toContain('- item 2 ("import-3"), field subject: subject must be one of:');

    const embedded = await openDatabase({ driver: 'pglite', dataDir: join(folder, 'data') });
    try {
      const rows = await embedded.db.select({ id: questions.id }).from(questions);
      expect(rows.map((r) => r.id)).toEqual(['import-1']);
    } finally {
      await embedded.close();
    }
    // Two runs of the command (tsx starting, PGlite's initdb, the migrations): about 20 s alone, and
    // more than the project's 30 s on a machine busy with other tests (CI runs it beside the API tests).
  }, 120_000);
});
