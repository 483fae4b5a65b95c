import { basename, extname } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { type QuestionContent, questionContentSchema } from '../../../../shared/exams/question-content';
import {
  ITEM_TYPES,
  itemComparableText,
  itemContentFlaws,
  itemFieldsFromCsv,
  itemTypeModule,
} from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { sharesAndCuesBroken } from './bank-checks';
import { questionRow } from './bank-items';
import { findSimilarItems, likeness } from './item-similarity';
import { questions } from './tables';

/** The columns every item type has, before and after the type's own (`csvColumns` of its module). */
const COMMON_CSV_COLUMNS = {
  before: ['id', 'itemType', 'stem'],
  after: ['explanation', 'subject', 'topic', 'difficulty', 'clientNeeds', 'exams', 'reference'],
};

/**
 * Merges column lists, keeping each list's order: a column new to the result goes right after the
 * column that precedes it in its own list (`optionE` after `optionD`, before `correctAnswer`).
 */
function mergeColumns(lists: readonly (readonly string[])[]): string[] {
  const merged: string[] = [];
  for (const list of lists) {
    list.forEach((column, index) => {
      if (merged.includes(column)) return;
      const previous = list[index - 1];
      merged.splice(previous === undefined ? 0 : merged.indexOf(previous) + 1, 0, column);
    });
  }
  return merged;
}

const withCommonColumns = (own: readonly string[]) => [
  ...COMMON_CSV_COLUMNS.before,
  ...own,
  ...COMMON_CSV_COLUMNS.after,
];

/**
 * The columns of an import CSV, in this order, with a header row naming them: the common fields
 * and every item type's own columns merged (today id, itemType, stem, optionA-optionF,
 * correctAnswer, explanation, subject, topic, difficulty, clientNeeds, exams, reference; `exams`
 * "rn", "pn" or "rn;pn"). A type reads
 * only its own (multiple choice leaves optionE and optionF empty; see each type's `fromCsv`).
 */
export const IMPORT_CSV_COLUMNS: readonly string[] = withCommonColumns(
  mergeColumns(ITEM_TYPES.map((type) => itemTypeModule(type).csvColumns)),
);

/**
 * Headers also accepted: one type's columns alone, as files written before other types existed
 * have (the multiple-choice header without optionE and optionF).
 */
const SINGLE_TYPE_CSV_COLUMNS = ITEM_TYPES.map((type) => withCommonColumns(itemTypeModule(type).csvColumns));

/** Rows per INSERT statement, well under PostgreSQL's limit of 65,535 parameters per statement. */
const INSERT_BATCH = 500;

/** Why an import was refused: every problem, each a line naming the row (or the file) and the reason. */
export class QuestionImportError extends Error {
  override name = 'QuestionImportError';
  constructor(
    fileName: string,
    readonly problems: string[],
  ) {
    super(`${fileName} was not imported; nothing was added:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

/** One question of a file as read, not yet checked: where it is and what it holds. */
export interface ImportRow {
  /** How a person finds the row: "row 3" (CSV, counting the header as row 1) or "item 2" (JSON). */
  label: string;
  raw: unknown;
}

function readJsonRows(fileName: string, text: string): ImportRow[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new QuestionImportError(fileName, [`the file is not valid JSON (${(error as Error).message}).`]);
  }
  const list = Array.isArray(json) ? json : (json as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list)) {
    throw new QuestionImportError(fileName, ['the file must hold a list of items, or { "questions": [ ... ] }.']);
  }
  return list.map((raw, i) => ({ label: `item ${i + 1}`, raw }));
}

function readCsvRows(fileName: string, text: string): ImportRow[] {
  let records: string[][];
  try {
    records = parseCsv(text, { bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new QuestionImportError(fileName, [`the file is not valid CSV (${(error as Error).message}).`]);
  }
  const [header = [], ...lines] = records;
  const columns: readonly string[] | undefined = [IMPORT_CSV_COLUMNS, ...SINGLE_TYPE_CSV_COLUMNS].find(
    (candidate) => header.join(',') === candidate.join(','),
  );
  if (!columns) {
    throw new QuestionImportError(fileName, [`the header row must be exactly: ${IMPORT_CSV_COLUMNS.join(',')}.`]);
  }
  return lines.map((cells, i) => {
    const cell = (column: string) => {
      const index = columns.indexOf(column);
      return index === -1 ? undefined : cells[index];
    };
    const itemType = cell('itemType') ?? '';
    return {
      label: `row ${i + 2}`,
      raw: {
        id: cell('id'),
        itemType,
        stem: cell('stem'),
        ...itemFieldsFromCsv(itemType, cell),
        explanation: cell('explanation'),
        subject: cell('subject'),
        topic: cell('topic'),
        difficulty: cell('difficulty'),
        clientNeeds: cell('clientNeeds'),
        exams: cell('exams')
          ?.split(';')
          .map((exam) => exam.trim()),
        reference: cell('reference'),
      },
    };
  });
}

/**
 * The rows of one JSON or CSV file (by its extension), unchecked. JSON: a list of items, or
 * `{ "questions": [...] }`. CSV: a header row of IMPORT_CSV_COLUMNS (or one type's columns alone),
 * one item per row. Throws QuestionImportError when the file is neither, is not valid JSON or CSV,
 * has another header, or holds no items. Used by `content:import` and by the item bank's import
 * (issue 28 item 4), which checks the rows its own way.
 */
export function readQuestionRows(fileName: string, text: string): ImportRow[] {
  const extension = extname(fileName).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') {
    throw new QuestionImportError(fileName, ['the file must be .json or .csv.']);
  }
  const rows = extension === '.json' ? readJsonRows(fileName, text) : readCsvRows(fileName, text);
  if (rows.length === 0) throw new QuestionImportError(fileName, ['the file holds no items.']);
  return rows;
}

/**
 * Checks rows to be added to the shared bank as authored content is checked (README "The question
 * bank"): the schema, the item-writing flaws, ids new to the file and to the bank (retired items
 * included), and a stem and options (each type's comparable text) neither repeating nor nearly
 * repeating an active item's or another row's; then the bank with the rows added must keep every
 * test-plan share and cue measure that held without them (`sharesAndCuesBroken`). Writes nothing.
 * Returns the parsed items and every problem, each a line naming the row.
 */
export async function checkQuestionImport(
  db: Database,
  fileName: string,
  rows: readonly ImportRow[],
): Promise<{ items: QuestionContent[]; problems: string[] }> {
  const existing = await db
    .select({
      id: questions.id,
      content: questions.content,
      retiredAt: questions.retiredAt,
      groupId: questions.groupId,
    })
    .from(questions);
  const existingIds = new Set(existing.map((q) => q.id));
  const problems: string[] = [];
  const valid: { item: QuestionContent; where: string; fromFile: true }[] = [];
  const idsInFile = new Map<string, string>();

  for (const { label, raw } of rows) {
    const parsed = questionContentSchema.safeParse(raw);
    if (!parsed.success) {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const where = typeof rawId === 'string' && rawId ? `${label} ("${rawId}")` : label;
      for (const issue of parsed.error.issues) {
        problems.push(`${where}, field ${issue.path.join('.') || '(item)'}: ${issue.message}`);
      }
      continue;
    }
    const item = parsed.data;
    const where = `${label} ("${item.id}")`;
    for (const flaw of itemContentFlaws(item)) problems.push(`${where}: ${flaw}`);
    if (existingIds.has(item.id)) problems.push(`${where}, field id: the bank already has an item with this id.`);
    const earlier = idsInFile.get(item.id);
    if (earlier) problems.push(`${where}, field id: the id is already used by ${earlier}.`);
    idsInFile.set(item.id, label);
    valid.push({ item, where, fromFile: true });
  }

  const active = existing
    .filter((q) => q.retiredAt === null)
    .map((q) => ({ ...itemComparableText(q.content), where: `bank item "${q.id}"`, fromFile: false }));
  const rowsToCompare = valid.map(({ item, where, fromFile }) => ({ ...itemComparableText(item), where, fromFile }));
  for (const { first, second, similarity } of findSimilarItems([...active, ...rowsToCompare])) {
    if (!second.fromFile) continue;
    problems.push(`${second.where}: ${likeness(similarity)} ${first.where}.`);
  }

  if (problems.length === 0) {
    const bank = existing
      .filter((q) => q.retiredAt === null)
      .map((q) => ({ ...q.content, sourceFile: 'bank', ...(q.groupId ? { groupId: q.groupId } : {}) }));
    const added = valid.map(({ item }) => ({ ...item, sourceFile: fileName }));
    for (const { reason } of sharesAndCuesBroken(bank, [...bank, ...added])) {
      problems.push(`the file would put the bank out of bounds: ${reason}`);
    }
  }
  return { items: valid.map(({ item }) => item), problems };
}

/**
 * Adds checked items (see checkQuestionImport) to the shared bank in one transaction, with
 * `origin` "import" (so restarts keep them) and `sourceFile` the file's name.
 */
export async function addImportedQuestions(
  db: Database,
  fileName: string,
  items: readonly QuestionContent[],
): Promise<void> {
  const records = items.map((item) => ({
    ...questionRow({ ...item, sourceFile: fileName }),
    origin: 'import' as const,
  }));
  await db.transaction(async (tx) => {
    for (let start = 0; start < records.length; start += INSERT_BATCH) {
      await tx.insert(questions).values(records.slice(start, start + INSERT_BATCH));
    }
  });
}

/**
 * Adds the items of one JSON or CSV file to the bank, all or nothing (README "The question bank"):
 * readQuestionRows, then checkQuestionImport, then addImportedQuestions. Returns the number added.
 * Throws QuestionImportError listing every problem by row when any row is bad; nothing is written then.
 */
export async function importQuestions(db: Database, filePath: string, text: string): Promise<number> {
  const fileName = basename(filePath);
  const rows = readQuestionRows(fileName, text);
  const { items, problems } = await checkQuestionImport(db, fileName, rows);
  if (problems.length > 0) throw new QuestionImportError(fileName, problems);
  await addImportedQuestions(db, fileName, items);
  return items.length;
}
