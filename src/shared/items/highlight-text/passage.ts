import { msg } from '../../i18n/msg';
/**
 * The passage of a highlight-text item: authored as one text whose highlightable spans are marked
 * `[[...]]` ("Nurse's note, 0800: The client reports [[chest pressure]] ..."), numbered in order
 * from 0, and shown to the browser as runs of plain text and numbered spans, without the key
 * (docs/item-types.md "highlight-text"). No zod: the exam screen imports it.
 */

/** A highlight-text item has 2 to 10 spans (docs/item-types.md). */
export const HIGHLIGHT_SPANS = { min: 2, max: 10 } as const;
/** A span is at most this many characters: a finding or a phrase, not a paragraph. */
export const HIGHLIGHT_SPAN_MAX_CHARS = 300;

/** A run of the passage as the browser shows it: plain text, or span `index` the candidate may highlight. */
export type HighlightRun = { kind: 'text'; text: string } | { kind: 'span'; index: number; text: string };

const SPAN = /\[\[([\s\S]*?)\]\]/g;

/**
 * Splits an authored passage into runs of text and numbered spans (`[[...]]`, the brackets removed,
 * the span's text trimmed). Returns the runs, or a sentence naming what is wrong with the markup: a
 * `[[` or `]]` without its partner, a span inside a span, an empty or overlong span, fewer than 2 or
 * more than 10 spans.
 */
export function parsePassage(passage: string): { runs: HighlightRun[] } | { error: string } {
  const runs: HighlightRun[] = [];
  let last = 0;
  let index = 0;
  for (const match of passage.matchAll(SPAN)) {
    const before = passage.slice(last, match.index);
    const inner = match[1] ?? '';
    if (before.includes(']]')) return { error: msg('passage has a "]]" without a "[[" before it.') };
    if (inner.includes('[[')) {
      return { error: `passage has a "[[" inside span ${index} or a "[[" without its "]]".` };
    }
    const text = inner.trim();
    if (text === '')
      return { error: `span ${index} of the passage is empty: write the words to highlight inside [[...]].` };
    if (text.length > HIGHLIGHT_SPAN_MAX_CHARS) {
      return {
        error: `span ${index} of the passage is longer than ${HIGHLIGHT_SPAN_MAX_CHARS} characters: mark a finding, not a paragraph.`,
      };
    }
    if (before !== '') runs.push({ kind: 'text', text: before });
    runs.push({ kind: 'span', index, text });
    index += 1;
    last = match.index + match[0].length;
  }
  const after = passage.slice(last);
  if (after.includes('[[')) return { error: msg('passage has a "[[" without its "]]".') };
  if (after.includes(']]')) return { error: msg('passage has a "]]" without a "[[" before it.') };
  if (after !== '') runs.push({ kind: 'text', text: after });
  if (index < HIGHLIGHT_SPANS.min || index > HIGHLIGHT_SPANS.max) {
    return {
      error: `passage must mark ${HIGHLIGHT_SPANS.min} to ${HIGHLIGHT_SPANS.max} spans as [[...]]; it marks ${index}.`,
    };
  }
  return { runs };
}

/** The texts of the spans of `runs`, in order (index i is span i). */
export function spanTexts(runs: readonly HighlightRun[]): string[] {
  return runs.flatMap((run) => (run.kind === 'span' ? [run.text] : []));
}
