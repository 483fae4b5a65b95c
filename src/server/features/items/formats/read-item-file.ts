import { extname } from 'node:path';
import { readGift } from './gift/read-gift';
import { readMoodleXml } from './moodle-xml/read-moodle-xml';
import { readQtiItemFile, readQtiPackage } from './qti3/read-qti-package';
import { IMPORT_LIMITS, ItemFileError, type ReadResult } from './types';

/** The extensions `readItemFile` accepts. */
export const ITEM_FILE_EXTENSIONS = ['.gift', '.txt', '.xml', '.zip'] as const;

/**
 * Reads an item file by its extension: `.gift` / `.txt` (GIFT), `.xml` (Moodle XML `<quiz>`, or a
 * single QTI 3 item `<qti-assessment-item>`), `.zip` (QTI 3 package). JSON and CSV stay with
 * `exams/bank/import-questions.ts`. Throws ItemFileError for a file that cannot be read at all:
 * an unknown extension (naming the accepted ones), a file over IMPORT_LIMITS.fileBytes, more than
 * IMPORT_LIMITS.questions questions, or the readers' own refusals.
 */
export async function readItemFile(fileName: string, bytes: Buffer): Promise<ReadResult> {
  if (bytes.length > IMPORT_LIMITS.fileBytes) {
    throw new ItemFileError(
      `${fileName} is larger than ${IMPORT_LIMITS.fileBytes / (1024 * 1024)} MB: split it and upload the parts.`,
    );
  }
  const extension = extname(fileName).toLowerCase();
  const result = await readByExtension(fileName, extension, bytes);
  if (result.questions.length + result.problems.length > IMPORT_LIMITS.questions) {
    throw new ItemFileError(
      `${fileName} holds more than ${IMPORT_LIMITS.questions} questions: split it and upload the parts.`,
    );
  }
  return result;
}

async function readByExtension(fileName: string, extension: string, bytes: Buffer): Promise<ReadResult> {
  switch (extension) {
    case '.gift':
    case '.txt':
      return readGift(fileName, bytes);
    case '.xml':
      // A QTI item names its root early; anything else is read as Moodle XML (which refuses a file without <quiz>).
      return /<(?:[a-z]+:)?qti-assessment-item[\s>]/.test(bytes.subarray(0, 4096).toString('utf8'))
        ? readQtiItemFile(fileName, bytes)
        : readMoodleXml(fileName, bytes);
    case '.zip':
      return readQtiPackage(fileName, bytes);
    default:
      throw new ItemFileError(
        `${fileName} is not a file Nightingale reads here: upload ${ITEM_FILE_EXTENSIONS.join(', ')} (GIFT, Moodle XML or a QTI 3 package), or .json / .csv.`,
      );
  }
}
