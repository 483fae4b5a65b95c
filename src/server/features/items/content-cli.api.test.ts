import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { buildQuestion, buildQuestionBank } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CONTENT_EXPORT_USAGE, parseExportArguments, runContentExport } from './content-export-cli';
import { CONTENT_IMPORT_USAGE, importedItemId, parseImportArguments, runContentImport } from './content-import-cli';
import { readItemFile } from './formats/read-item-file';

const STEMS = [
  'A client two days after abdominal surgery has a new cough and a temperature of 100.9 °F (38.3 °C). What should the nurse do first?',
  'A client taking warfarin asks which foods to keep steady from week to week. Which answer by the nurse is best?',
];

/** A clean item for the bank's JSON import. */
function jsonItem(n: number, overrides: object = {}) {
  const { sourceFile: _ignored, ...item } = buildQuestion(100 + n, { id: `cli-item-${n}`, stem: STEMS[n - 1] });
  return { ...item, ...overrides };
}

/** The app's database, with a bank of 12 factory items (shared, active). */
let t: TestApp;
let database: TestApp['database'];
beforeAll(async () => {
  t = await createTestApp({ bank: buildQuestionBank(12) });
  database = t.database;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await database.db.delete(questions).where(eq(questions.origin, 'import'));
});

const importedRows = () => database.db.select().from(questions).where(eq(questions.origin, 'import'));

describe('npm run content:import (issue 28 item 4)', () => {
  it('prints usage (exit 2) for no file, two files, an unknown extension or option', () => {
    for (const argv of [[], ['a.json', 'b.json'], ['notes.pdf'], ['a.json', '--force']]) {
      expect(parseImportArguments(argv), argv.join(' ')).toEqual({ usage: CONTENT_IMPORT_USAGE });
    }
    expect(parseImportArguments(['bank.xml', '--dry-run'])).toEqual({ file: 'bank.xml', dryRun: true });
    expect(parseImportArguments(['bank.gift'])).toEqual({ file: 'bank.gift', dryRun: false });
  });

  it('--dry-run prints what would be added, by type, and adds nothing (exit 0)', async () => {
    const bytes = Buffer.from(JSON.stringify([jsonItem(1), jsonItem(2)]));
    const outcome = await runContentImport(database.db, { file: 'new.json', bytes, dryRun: true });
    expect(outcome.exitCode, outcome.err.join('\n')).toBe(0);
    expect(outcome.out).toEqual([
      'new.json: 2 item(s) would be added (multiple-choice 2).',
      'Dry run: nothing was added.',
    ]);
    expect(await importedRows()).toEqual([]);
  });

  it('--dry-run with a refused question prints each problem and exits 1; nothing added', async () => {
    const bytes = Buffer.from(JSON.stringify([jsonItem(1), jsonItem(2, { correctAnswer: 7 })]));
    const outcome = await runContentImport(database.db, { file: 'new.json', bytes, dryRun: true });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.err[0]).toBe('new.json: 1 item(s) would be added (multiple-choice 1).');
    expect(outcome.err.some((line) => line.startsWith('- item 2 ("cli-item-2"), field correctAnswer'))).toBe(true);
    expect(await importedRows()).toEqual([]);
  });

  it('without --dry-run adds the items to the shared bank as imports, as before', async () => {
    const bytes = Buffer.from(JSON.stringify([jsonItem(1), jsonItem(2)]));
    const outcome = await runContentImport(database.db, { file: '/tmp/new.json', bytes, dryRun: false });
    expect(outcome).toEqual({
      exitCode: 0,
      out: ['Imported 2 item(s) from /tmp/new.json into the question bank.'],
      err: [],
    });
    const rows = await importedRows();
    expect(rows.map((row) => [row.id, row.bank, row.sourceFile]).sort()).toEqual([
      ['cli-item-1', 'shared', 'new.json'],
      ['cli-item-2', 'shared', 'new.json'],
    ]);
  });

  it('a refused file adds nothing and exits 1 with every problem', async () => {
    const bytes = Buffer.from(JSON.stringify([jsonItem(1), jsonItem(2, { correctAnswer: 7 })]));
    const outcome = await runContentImport(database.db, { file: 'new.json', bytes, dryRun: false });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.err[0]).toMatch(/^new\.json was not imported; nothing was added:/);
    expect(await importedRows()).toEqual([]);
  });

  it('gives questions of other formats ids from the file name and content', () => {
    const bytes = Buffer.from('::Q1:: What? {T}');
    expect(importedItemId('/x/Ward Quiz (2).gift', bytes, 3)).toMatch(/^ward-quiz-2-[0-9a-f]{6}-4$/);
    expect(importedItemId('ward.gift', bytes, 0)).toBe(importedItemId('ward.gift', bytes, 0));
    expect(importedItemId('%%%.xml', bytes, 0)).toMatch(/^import-[0-9a-f]{6}-1$/);
  });

  // Needs the GIFT reader (part H2).
  it('reads a GIFT file; --dry-run reports and adds nothing', async () => {
    const gift = [
      '::Hand hygiene:: Before touching a client, which action protects the client most from infection? {',
      '=Performing hand hygiene with an alcohol-based rub',
      '~Putting on a surgical mask',
      '~Wearing sterile gloves for every contact',
      '~Asking the client to wash their hands',
      '}',
    ].join('\n');
    const outcome = await runContentImport(database.db, {
      file: 'hygiene.gift',
      bytes: Buffer.from(gift),
      dryRun: true,
    });
    expect([...outcome.out, ...outcome.err][0]).toMatch(/^hygiene\.gift: \d item\(s\) would be added/);
    expect(await importedRows()).toEqual([]);
  });
});

describe('npm run content:export (issue 28 item 4)', () => {
  it('prints usage (exit 2) without --format and --out, or with an unknown format, subject or type', () => {
    for (const argv of [
      [],
      ['--format', 'gift'],
      ['--out', 'x.gift'],
      ['--format', 'docx', '--out', 'x'],
      ['--format', 'gift', '--out', 'x', '--subject', 'Astronomy'],
      ['--format', 'gift', '--out', 'x', '--type', 'essay'],
      ['--format', 'gift', '--out', 'x', 'extra'],
    ]) {
      expect(parseExportArguments(argv), argv.join(' ')).toEqual({ usage: CONTENT_EXPORT_USAGE });
    }
    expect(
      parseExportArguments([
        '--format',
        'qti3',
        '--out',
        'bank.zip',
        '--subject',
        'Pharmacology',
        '--type',
        'multiple-choice',
      ]),
    ).toEqual({ format: 'qti3', out: 'bank.zip', subject: 'Pharmacology', itemType: 'multiple-choice' });
  });

  // Needs the writers and readers (part H2).
  it.each(['gift', 'moodle-xml', 'qti3'] as const)(
    'writes the shared bank as %s; reading it back gives the same items',
    async (format) => {
      const { file, lines } = await runContentExport(database.db, { format, out: `bank.${format}` });
      const bank = t.bank;
      expect(lines[0]).toBe(`Wrote ${bank.length - file.skipped.length} item(s) to bank.${format} (${format}).`);
      const read = await readItemFile(file.fileName, file.body);
      expect(read.questions.map(({ item }) => [item.itemType, item.stem]).sort()).toEqual(
        bank.map((item) => [item.itemType, item.stem]).sort(),
      );
    },
  );

  it('--subject writes only that subject', async () => {
    const { lines } = await runContentExport(database.db, { format: 'gift', out: 'x.gift', subject: 'Pharmacology' });
    const count = t.bank.filter((item) => item.subject === 'Pharmacology').length;
    expect(lines[0]).toBe(`Wrote ${count} item(s) to x.gift (gift).`);
  });
});
