import type { ItemType } from './registry';

/**
 * The name of each item type as candidates read it (no zod and no components: the Training Center
 * lists NGN Practice's types without loading them). The modules and renderers take their labels
 * from here; TypeScript requires one for every type.
 */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  'multiple-choice': 'Multiple choice',
  'select-all-that-apply': 'Select all that apply',
  'select-n': 'Select N',
  'multiple-response-grouping': 'Multiple response grouping',
  'matrix-multiple-choice': 'Matrix multiple choice',
  'matrix-multiple-response': 'Matrix multiple response',
  'drop-down-cloze': 'Drop-down cloze',
  'drop-down-table': 'Drop-down table',
  'drop-down-rationale': 'Drop-down rationale',
  'drag-and-drop-cloze': 'Drag-and-drop cloze',
  'drag-and-drop-rationale': 'Drag-and-drop rationale',
  'highlight-text': 'Highlight text',
  'highlight-table': 'Highlight table',
  'bow-tie': 'Bow-tie',
  'ordered-response': 'Ordered response',
  calculation: 'Calculation',
};

/** True when `value` names an item type (by the labels' keys: no registry needed). */
export function isItemType(value: string): value is ItemType {
  return Object.hasOwn(ITEM_TYPE_LABELS, value);
}
