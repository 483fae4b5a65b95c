import { parseArgs } from 'node:util';
import { SUBJECTS, type Subject } from '../../../shared/exams/question-bank';
import { ITEM_FORMATS, type ItemFormat } from '../../../shared/item-bank/schemas';
import { ITEM_TYPES } from '../../../shared/items/registry';
import type { Database } from '../../db/client';
import { exportItems } from './export-items';
import type { WrittenFile } from './formats/types';

/** The usage lines `content:export` prints on bad arguments (exit 2). */
export const CONTENT_EXPORT_USAGE = [
  'Usage: npm run content:export -- --format gift|moodle-xml|qti3 --out PATH [--subject SUBJECT] [--type ITEM_TYPE]',
  `  SUBJECT: ${SUBJECTS.join('; ')}`,
  `  ITEM_TYPE: ${ITEM_TYPES.join(', ')}`,
].join('\n');

/** `content:export`'s arguments once checked. */
export interface ExportArguments {
  format: ItemFormat;
  out: string;
  subject?: Subject;
  itemType?: string;
}

/** `content:export`'s arguments: --format and --out required, --subject and --type optional and known; `{ usage }` otherwise. */
export function parseExportArguments(argv: readonly string[]): ExportArguments | { usage: string } {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: {
        format: { type: 'string' },
        out: { type: 'string' },
        subject: { type: 'string' },
        type: { type: 'string' },
      },
      allowPositionals: false,
    });
    const format = ITEM_FORMATS.find((known) => known === values.format);
    const subject = values.subject === undefined ? undefined : SUBJECTS.find((known) => known === values.subject);
    const typeKnown = values.type === undefined || (ITEM_TYPES as string[]).includes(values.type);
    if (positionals.length > 0 || !format || !values.out || (values.subject !== undefined && !subject) || !typeKnown) {
      return { usage: CONTENT_EXPORT_USAGE };
    }
    return {
      format,
      out: values.out,
      ...(subject ? { subject } : {}),
      ...(values.type ? { itemType: values.type } : {}),
    };
  } catch {
    return { usage: CONTENT_EXPORT_USAGE };
  }
}

/**
 * The core of `npm run content:export` (issue 28 item 4): the shared bank's active items (or those
 * of one subject or type) written in `format` by `exportItems`. Returns the file to write at
 * `out` and the lines to print: how many items were written, and each one skipped with its reason.
 */
export async function runContentExport(
  db: Database,
  args: ExportArguments,
): Promise<{ file: WrittenFile; lines: string[] }> {
  const { file, written, skipped } = await exportItems(db, {
    format: args.format,
    scope: 'shared',
    subject: args.subject,
    itemType: args.itemType,
  });
  const lines = [`Wrote ${written} item(s) to ${args.out} (${args.format}).`];
  if (skipped.length > 0) {
    lines.push(`Skipped ${skipped.length} item(s):`);
    for (const { question, reason } of skipped) lines.push(`- ${question}: ${reason}`);
  }
  return { file, lines };
}
