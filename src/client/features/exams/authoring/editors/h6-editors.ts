import type { ComponentType } from 'react';
import type { ItemType } from '../../../../../shared/items/registry';
import { DragAndDropClozeEditor } from './DragAndDropClozeEditor';
import { DragAndDropRationaleEditor } from './DragAndDropRationaleEditor';
import { DropDownClozeEditor } from './DropDownClozeEditor';
import { DropDownRationaleEditor } from './DropDownRationaleEditor';
import { DropDownTableEditor } from './DropDownTableEditor';
import type { TypeEditorProps } from './editor-props';
import { HighlightTableEditor } from './HighlightTableEditor';
import { HighlightTextEditor } from './HighlightTextEditor';
import { MultipleResponseGroupingEditor } from './MultipleResponseGroupingEditor';

/**
 * The dedicated editors of eight item types (issue 28 item 1, part H6), to merge into the editor
 * registry (type-editors.ts) over its JSON fallback: the cloze, table and rationale types of
 * drop-down and drag-and-drop, the two highlight types and multiple-response grouping. Each edits
 * only its type's own fields (TypeEditorProps).
 */
export const h6TypeEditors: { [T in ItemType]?: ComponentType<TypeEditorProps<T>> } = {
  'drop-down-cloze': DropDownClozeEditor,
  'drop-down-table': DropDownTableEditor,
  'drop-down-rationale': DropDownRationaleEditor,
  'drag-and-drop-cloze': DragAndDropClozeEditor,
  'drag-and-drop-rationale': DragAndDropRationaleEditor,
  'highlight-text': HighlightTextEditor,
  'highlight-table': HighlightTableEditor,
  'multiple-response-grouping': MultipleResponseGroupingEditor,
};
