import type { ComponentType } from 'react';
import type { ItemType } from '../../../../../shared/items/registry';
import { BowTieEditor } from './BowTieEditor';
import { CalculationEditor } from './CalculationEditor';
import type { TypeEditorProps } from './editor-props';
import { FieldsJsonEditor } from './FieldsJsonEditor';
import { MatrixMultipleChoiceEditor } from './MatrixMultipleChoiceEditor';
import { MatrixMultipleResponseEditor } from './MatrixMultipleResponseEditor';
import { MultipleChoiceEditor } from './MultipleChoiceEditor';
import { OrderedResponseEditor } from './OrderedResponseEditor';
import { SelectAllThatApplyEditor } from './SelectAllThatApplyEditor';
import { SelectNEditor } from './SelectNEditor';

/**
 * The editor of every item type (issue 28 item 1): the authoring half of the item registry, one
 * line per type, each typed for its own items. A type without a dedicated editor yet uses
 * FieldsJsonEditor (its fields as JSON).
 */
export const typeEditors: { [T in ItemType]: ComponentType<TypeEditorProps<T>> } = {
  'multiple-choice': MultipleChoiceEditor,
  'select-all-that-apply': SelectAllThatApplyEditor,
  'select-n': SelectNEditor,
  'multiple-response-grouping': FieldsJsonEditor,
  'matrix-multiple-choice': MatrixMultipleChoiceEditor,
  'matrix-multiple-response': MatrixMultipleResponseEditor,
  'highlight-text': FieldsJsonEditor,
  'highlight-table': FieldsJsonEditor,
  'bow-tie': BowTieEditor,
  calculation: CalculationEditor,
  'drop-down-cloze': FieldsJsonEditor,
  'drop-down-table': FieldsJsonEditor,
  'drop-down-rationale': FieldsJsonEditor,
  'drag-and-drop-cloze': FieldsJsonEditor,
  'drag-and-drop-rationale': FieldsJsonEditor,
  'ordered-response': OrderedResponseEditor,
};

/** The editor of `itemType`, taking items of any type (the page gives each editor items of its own type). */
export function editorFor(itemType: ItemType): ComponentType<TypeEditorProps<ItemType>> {
  return typeEditors[itemType] as unknown as ComponentType<TypeEditorProps<ItemType>>;
}
