/**
 * Spans of a highlight-text passage as the editor marks and unmarks them (issue 28 item 1; the
 * `[[...]]` markup of src/shared/items/highlight-text/passage.ts, spans numbered in order from 0).
 * The caller shifts the key with the index returned (indexAfterInsert / keysAfterRemove).
 */

const SPAN = /\[\[([\s\S]*?)\]\]/g;

/** Where the spans of `passage` are: start and end (exclusive) of each `[[...]]`, brackets included. */
function spanRanges(passage: string): { start: number; end: number; inner: string }[] {
  return [...passage.matchAll(SPAN)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    inner: match[1] ?? '',
  }));
}

/**
 * Marks the characters `start` to `end` (a selection) as a span: the selected words, without the
 * spaces at their edges, go inside `[[` and `]]`. Returns the new passage and the span's index
 * (the spans before it), or a sentence when nothing is selected or the selection touches a span.
 */
export function markSpan(
  passage: string,
  start: number,
  end: number,
): { passage: string; index: number } | { error: string } {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(passage.length, Math.max(start, end));
  while (from < to && /\s/.test(passage[from] ?? '')) from += 1;
  while (to > from && /\s/.test(passage[to - 1] ?? '')) to -= 1;
  if (from === to) return { error: 'Select the words of the passage to mark first.' };
  const ranges = spanRanges(passage);
  if (ranges.some((range) => from < range.end && to > range.start) || /\[\[|\]\]/.test(passage.slice(from, to))) {
    return { error: 'The selection touches a span already marked: unmark it first, or select other words.' };
  }
  const index = ranges.filter((range) => range.end <= from).length;
  return { passage: `${passage.slice(0, from)}[[${passage.slice(from, to)}]]${passage.slice(to)}`, index };
}

/** The passage with span `index`'s brackets taken away (its words stay). */
export function unmarkSpan(passage: string, index: number): string {
  const range = spanRanges(passage)[index];
  if (!range) return passage;
  return passage.slice(0, range.start) + range.inner + passage.slice(range.end);
}
