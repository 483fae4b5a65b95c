import type { ReadResult } from './types';

/**
 * Reads an item file by its extension: `.gift` / `.txt` (GIFT), `.xml` (Moodle XML), `.zip`
 * (QTI 3 package). JSON and CSV stay with `exams/bank/import-questions.ts`. Throws ItemFileError
 * for a file that cannot be read at all.
 */
export async function readItemFile(_fileName: string, _bytes: Buffer): Promise<ReadResult> {
  throw new Error('not written yet (issue 28, formats)');
}
