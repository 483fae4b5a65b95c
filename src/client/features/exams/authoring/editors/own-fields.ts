import { authoredItemFields } from '../../../../../shared/items/fields';

/** The fields the page edits around every type's editor (fields.ts `authoredItemFields`, and `itemType`). */
const COMMON_FIELDS = new Set([...Object.keys(authoredItemFields), 'itemType']);

/** The type's own fields of `item` (options, keys, the type's parts), without the common ones. */
export function ownFields(item: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !COMMON_FIELDS.has(key)));
}
