import type { ComponentType } from 'react';
import type { ItemType } from '../../../../../shared/items/registry';
import { BowTieEditor } from './BowTieEditor';
import { CalculationEditor } from './CalculationEditor';
import { DragAndDropClozeEditor } from './DragAndDropClozeEditor';
import { DragAndDropRationaleEditor } from './DragAndDropRationaleEditor';
import { DropDownClozeEditor } from './DropDownClozeEditor';
import { DropDownRationaleEditor } from './DropDownRationaleEditor';
import { DropDownTableEditor } from './DropDownTableEditor';
import type { TypeEditorProps } from './editor-props';
import { HighlightTableEditor } from './HighlightTableEditor';
import { HighlightTextEditor } from './HighlightTextEditor';
import { MatrixMultipleChoiceEditor } from './MatrixMultipleChoiceEditor';
import { MatrixMultipleResponseEditor } from './MatrixMultipleResponseEditor';
import { MultipleChoiceEditor } from './MultipleChoiceEditor';
import { MultipleResponseGroupingEditor } from './MultipleResponseGroupingEditor';
import { OrderedResponseEditor } from './OrderedResponseEditor';
import { SelectAllThatApplyEditor } from './SelectAllThatApplyEditor';
import { SelectNEditor } from './SelectNEditor';

/**
 * The editor of every item type (issue 28 item 1): the authoring half of the item registry, one
 * line per type, each typed for its own items and editing only the type's own fields (the page
 * edits the common ones around it: CommonFieldsEditor).
 */
export const typeEditors: { [T in ItemType]: ComponentType<TypeEditorProps<T>> } = {
  'multiple-choice': MultipleChoiceEditor,
  'select-all-that-apply': SelectAllThatApplyEditor,
  'select-n': SelectNEditor,
  'multiple-response-grouping': MultipleResponseGroupingEditor,
  'matrix-multiple-choice': MatrixMultipleChoiceEditor,
  'matrix-multiple-response': MatrixMultipleResponseEditor,
  'highlight-text': HighlightTextEditor,
  'highlight-table': HighlightTableEditor,
  'bow-tie': BowTieEditor,
  calculation: CalculationEditor,
  'drop-down-cloze': DropDownClozeEditor,
  'drop-down-table': DropDownTableEditor,
  'drop-down-rationale': DropDownRationaleEditor,
  'drag-and-drop-cloze': DragAndDropClozeEditor,
  'drag-and-drop-rationale': DragAndDropRationaleEditor,
  'ordered-response': OrderedResponseEditor,
};

/** The editor of `itemType`, taking items of any type (the page gives each editor items of its own type). */
export function editorFor(itemType: ItemType): ComponentType<TypeEditorProps<ItemType>> {
  return typeEditors[itemType] as unknown as ComponentType<TypeEditorProps<ItemType>>;
}
