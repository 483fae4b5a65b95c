import { msg } from '../i18n/msg';
import type { ItemType } from './registry';

/**
 * The name of each item type as candidates read it (no zod and no components: the Training Center
 * lists NGN Practice's types without loading them). The modules and renderers take their labels
 * from here; TypeScript requires one for every type.
 */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  'multiple-choice': msg('Multiple choice'),
  'select-all-that-apply': msg('Select all that apply'),
  'select-n': msg('Select N'),
  'multiple-response-grouping': msg('Multiple response grouping'),
  'matrix-multiple-choice': msg('Matrix multiple choice'),
  'matrix-multiple-response': msg('Matrix multiple response'),
  'drop-down-cloze': msg('Drop-down cloze'),
  'drop-down-table': msg('Drop-down table'),
  'drop-down-rationale': msg('Drop-down rationale'),
  'drag-and-drop-cloze': msg('Drag-and-drop cloze'),
  'drag-and-drop-rationale': msg('Drag-and-drop rationale'),
  'highlight-text': msg('Highlight text'),
  'highlight-table': msg('Highlight table'),
  'bow-tie': msg('Bow-tie'),
  'ordered-response': msg('Ordered response'),
  calculation: msg('Calculation'),
};

/** True when `value` names an item type (by the labels' keys: no registry needed). */
export function isItemType(value: string): value is ItemType {
  return Object.hasOwn(ITEM_TYPE_LABELS, value);
}
