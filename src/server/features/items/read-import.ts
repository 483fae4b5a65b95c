import { extname } from 'node:path';
import type { ImportProblem, ItemFormat } from '../../../shared/item-bank/schemas';
import { QuestionImportError, readQuestionRows } from '../exams/service';
import { decodeUtf8 } from './formats/common/file-text';
import { readItemFile } from './formats/read-item-file';
import { ItemFileError } from './formats/types';

/** The extensions an item file may have (issue 28 item 4): GIFT, Moodle XML, QTI 3 package, and the bank's own JSON and CSV. */
export const IMPORT_EXTENSIONS = ['.gift', '.txt', '.xml', '.zip', '.json', '.csv'] as const;

/** One question read from a file, not yet checked: where it is, and what it holds (an item, by the content schema's shape). */
export interface ImportCandidate {
  label: string;
  raw: unknown;
}

/** What a file holds: its format, the questions read, and those a reader could not map (with the reason). */
export interface ReadImport {
  format: ItemFormat | 'json' | 'csv';
  candidates: ImportCandidate[];
  problems: ImportProblem[];
}

/**
 * Reads an item file by its extension (IMPORT_EXTENSIONS): `.gift`, `.txt`, `.xml` and `.zip`
 * through the formats' `readItemFile`; `.json` and `.csv` through the bank's own import rows
 * (`readQuestionRows`: its columns and shapes, README "The question bank"), each row labelled
 * `row 3 ("id")` or `item 2 ("id")`. Checks nothing of the items themselves (the caller does).
 * Throws ItemFileError, with a sentence, for a file that cannot be read at all: another extension,
 * a file the reader refuses (not a zip, a zip bomb, XML with a DTD...), JSON or CSV that does not
 * parse or holds no items.
 */
export async function readImportFile(fileName: string, bytes: Buffer): Promise<ReadImport> {
  const extension = extname(fileName).toLowerCase();
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new ItemFileError(
      `${fileName || 'The file'} is not an item file: choose a .gift, .txt, .xml (Moodle XML), .zip (QTI 3 package), .json or .csv file.`,
    );
  }
  if (extension === '.json' || extension === '.csv') {
    let rows: ReturnType<typeof readQuestionRows>;
    try {
      rows = readQuestionRows(fileName, decodeUtf8(fileName, bytes));
    } catch (error) {
      if (error instanceof QuestionImportError) throw new ItemFileError(`${fileName}: ${error.problems.join(' ')}`);
      throw error;
    }
    return {
      format: extension === '.json' ? 'json' : 'csv',
      candidates: rows.map(({ label, raw }) => {
        const id = (raw as { id?: unknown } | null)?.id;
        return { label: typeof id === 'string' && id ? `${label} ("${id}")` : label, raw };
      }),
      problems: [],
    };
  }
  const read = await readItemFile(fileName, bytes);
  return {
    format: read.format,
    candidates: read.questions.map(({ label, item }) => ({ label, raw: item })),
    problems: read.problems,
  };
}
