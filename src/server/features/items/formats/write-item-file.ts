import type { ItemFormat } from '../../../../shared/item-bank/schemas';
import type { QuestionContent } from '../../../../shared/items/registry';
import { writeGift } from './gift/write-gift';
import { writeMoodleXml } from './moodle-xml/write-moodle-xml';
import { writeQtiPackage } from './qti3/write-qti-package';
import type { WrittenFile } from './types';

/**
 * Writes `items` in `format` as `baseName` plus the format's extension (`.gift`, `.xml`, `.zip`):
 * each type to the richest form the format has; what it cannot carry goes to `skipped` with the
 * reason (docs/item-formats.md).
 */
export async function writeItemFile(
  format: ItemFormat,
  items: QuestionContent[],
  baseName: string,
): Promise<WrittenFile> {
  switch (format) {
    case 'gift':
      return writeGift(items, baseName);
    case 'moodle-xml':
      return writeMoodleXml(items, baseName);
    case 'qti3':
      return writeQtiPackage(items, baseName);
  }
}
