import { clozePlaceholders } from '../../../../../../shared/items/cloze-text';

/**
 * Blanks of a cloze text as the editor inserts and removes them (issue 28 item 1; the placeholder
 * syntax `{{0}}`, `{{1}}`, ... of src/shared/items/cloze-text.ts: zero-based, in reading order, each
 * once). After an edit the placeholders are numbered again in reading order, so blank i stays the
 * item's part i; the caller inserts or removes the part at the index returned.
 */

const PLACEHOLDER = /\{\{(0|[1-9]\d*)\}\}/g;

/** `text` with its placeholders numbered 0, 1, 2, ... in reading order. */
export function renumberBlanks(text: string): string {
  let next = 0;
  return text.replace(PLACEHOLDER, () => `{{${next++}}}`);
}

/**
 * Inserts a blank at character `at` (a cursor position; clamped to the text, and moved past a
 * placeholder it falls inside). Returns the new text and the blank's index: the number of blanks
 * before it, which is where the caller inserts its part.
 */
export function insertBlank(text: string, at: number): { text: string; index: number } {
  let cursor = Math.max(0, Math.min(at, text.length));
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (cursor > match.index && cursor < match.index + match[0].length) cursor = match.index + match[0].length;
  }
  const before = text.slice(0, cursor);
  const after = text.slice(cursor);
  const index = clozePlaceholders(before).length;
  const spaceBefore = before === '' || /\s$/.test(before) ? '' : ' ';
  const spaceAfter = after === '' || /^[\s.,;:!?)]/.test(after) ? '' : ' ';
  return { text: renumberBlanks(`${before}${spaceBefore}{{${index}}}${spaceAfter}${after}`), index };
}

/** `text` without blank `index` (its first placeholder `{{index}}`, and one space beside it), numbered again. */
export function removeBlank(text: string, index: number): string {
  const marker = `{{${index}}}`;
  const at = text.indexOf(marker);
  if (at < 0) return text;
  let before = text.slice(0, at);
  let after = text.slice(at + marker.length);
  if (before.endsWith(' ') && (after.startsWith(' ') || after === '' || /^[.,;:!?)]/.test(after))) {
    before = before.slice(0, -1);
  } else if (before === '' && after.startsWith(' ')) {
    after = after.slice(1);
  }
  return renumberBlanks(before + after);
}
