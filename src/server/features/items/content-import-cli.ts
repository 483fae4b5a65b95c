import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../../db/client';
import {
  addImportedQuestions,
  checkQuestionImport,
  type ImportRow,
  QuestionImportError,
  readQuestionRows,
} from '../exams/service';
import { readItemFile } from './formats/read-item-file';
import { ItemFileError } from './formats/types';

/** The usage line `content:import` prints on bad arguments (exit 2). */
export const CONTENT_IMPORT_USAGE =
  'Usage: npm run content:import -- FILE [--dry-run]   (a .json, .csv, .gift, .txt, .xml (Moodle XML) or .zip (QTI 3 package) file of items; see the README)';

/** The extensions the formats' readers take (the others, .json and .csv, are the bank's own). */
const FORMAT_EXTENSIONS = ['.gift', '.txt', '.xml', '.zip'];

/** `content:import`'s arguments: the file and --dry-run; `{ usage }` when they are not that. */
export function parseImportArguments(argv: readonly string[]): { file: string; dryRun: boolean } | { usage: string } {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { 'dry-run': { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const [file] = positionals;
    const extension = extname(file ?? '').toLowerCase();
    if (positionals.length !== 1 || !file || ![...FORMAT_EXTENSIONS, '.json', '.csv'].includes(extension)) {
      return { usage: CONTENT_IMPORT_USAGE };
    }
    return { file, dryRun: values['dry-run'] ?? false };
  } catch {
    return { usage: CONTENT_IMPORT_USAGE };
  }
}

/**
 * Ids for the questions of a GIFT, Moodle XML or QTI file (their readers give placeholders): the
 * file's name as a slug, six hex digits of the file's SHA-256 and the question's number, like
 * `ward-quiz-3fa2c1-4`. The same file gives the same ids, so importing it twice is refused by the
 * id check.
 */
export function importedItemId(fileName: string, bytes: Buffer, position: number): string {
  const slug =
    basename(fileName, extname(fileName))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'import';
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 6);
  return `${slug}-${hash}-${position + 1}`;
}

/** What a run of `content:import` prints and its exit code (0 done, 1 refused). */
export interface CommandOutcome {
  exitCode: 0 | 1;
  /** Lines for standard output. */
  out: string[];
  /** Lines for standard error. */
  err: string[];
}

/** "multiple-choice 3, select-all-that-apply 2": how many items of each type, by type. */
function countByType(items: readonly { itemType: string }[]): string {
  const counts = new Map<string, number>();
  for (const { itemType } of items) counts.set(itemType, (counts.get(itemType) ?? 0) + 1);
  return [...counts].map(([type, count]) => `${type} ${count}`).join(', ');
}

/**
 * The core of `npm run content:import -- FILE [--dry-run]` (README "The question bank", issue 28
 * item 4): reads the file (.json/.csv as always; .gift/.txt, .xml and .zip through the formats'
 * readers, the questions given ids by `importedItemId`), checks every question as the bank's
 * import does (`checkQuestionImport`), and adds all of them to the SHARED bank with `origin`
 * "import", or none: when the reader or the checks refuse anything, it prints every problem and
 * exits 1. `dryRun`: prints what would be added, by type, and each problem; adds nothing; exit 0
 * when nothing is refused.
 */
export async function runContentImport(
  db: Database,
  input: { file: string; bytes: Buffer; dryRun: boolean },
): Promise<CommandOutcome> {
  const fileName = basename(input.file);
  const refused = (problems: string[]): CommandOutcome => ({
    exitCode: 1,
    out: [],
    err: [new QuestionImportError(fileName, problems).message],
  });

  let rows: ImportRow[];
  const readerProblems: string[] = [];
  if (FORMAT_EXTENSIONS.includes(extname(fileName).toLowerCase())) {
    try {
      const read = await readItemFile(fileName, input.bytes);
      rows = read.questions.map(({ label, item }, position) => ({
        label,
        raw: { ...item, id: importedItemId(fileName, input.bytes, position) },
      }));
      for (const { question, reason } of read.problems) readerProblems.push(`${question}: ${reason}`);
    } catch (error) {
      if (error instanceof ItemFileError) return refused([error.message]);
      throw error;
    }
    if (rows.length === 0 && readerProblems.length === 0) readerProblems.push('the file holds no items.');
  } else {
    try {
      rows = readQuestionRows(fileName, input.bytes.toString('utf8'));
    } catch (error) {
      if (error instanceof QuestionImportError) return { exitCode: 1, out: [], err: [error.message] };
      throw error;
    }
  }

  const checked = await checkQuestionImport(db, fileName, rows);
  const problems = [...readerProblems, ...checked.problems];
  if (input.dryRun) {
    const lines = [
      `${fileName}: ${checked.items.length} item(s) would be added${checked.items.length > 0 ? ` (${countByType(checked.items)})` : ''}.`,
    ];
    if (problems.length > 0) {
      lines.push(`${problems.length} problem(s); nothing would be added until they are fixed:`);
      for (const problem of problems) lines.push(`- ${problem}`);
    }
    lines.push('Dry run: nothing was added.');
    return problems.length > 0 ? { exitCode: 1, out: [], err: lines } : { exitCode: 0, out: lines, err: [] };
  }
  if (problems.length > 0) return refused(problems);
  await addImportedQuestions(db, fileName, checked.items);
  return {
    exitCode: 0,
    out: [`Imported ${checked.items.length} item(s) from ${input.file} into the question bank.`],
    err: [],
  };
}
