import type { ItemFormat } from '../../../../shared/item-bank/schemas';
import type { QuestionContent } from '../../../../shared/items/registry';
import type { WrittenFile } from './types';

/** Writes `items` in `format` (each type to the richest form the format has; what it cannot carry goes to `skipped`). */
export async function writeItemFile(
  _format: ItemFormat,
  _items: QuestionContent[],
  _baseName: string,
): Promise<WrittenFile> {
  throw new Error('not written yet (issue 28, formats)');
}
