import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ItemOf, ItemType } from '../../../../shared/items/registry';

/** The first item of `itemType` in the bank file `file` (content/questions), for component tests. */
export function bankItem<T extends ItemType>(file: string, itemType: T): ItemOf<T> {
  const parsed = JSON.parse(readFileSync(join(process.cwd(), 'content/questions', file), 'utf8')) as unknown;
  const items = (Array.isArray(parsed) ? parsed : (parsed as { questions: unknown[] }).questions) as ItemOf[];
  const item = items.find((entry) => entry.itemType === itemType);
  if (!item) throw new Error(`${file} holds no ${itemType} item.`);
  return item as ItemOf<T>;
}
