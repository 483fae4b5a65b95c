import type { ItemOf, ItemType } from '../../../../../shared/items/registry';

/**
 * What every type's editor takes (issue 28 item 1): the item as written so far (common fields,
 * options, key and rationale) and a callback with the whole item changed. The editor edits only its
 * type's own fields (options, key, the type's parts); the page edits the common fields (stem,
 * rationale, subject, topic, difficulty, client needs, exams, reference, exhibits) around it.
 * `problems` are the schema's and `itemContentFlaws`' sentences for the item, to show beside the
 * field they name.
 */
export interface TypeEditorProps<T extends ItemType = ItemType> {
  item: ItemOf<T>;
  onChange: (item: ItemOf<T>) => void;
  problems: readonly string[];
}
