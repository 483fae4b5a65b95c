/**
 * The text of a cloze item: a sentence with numbered slots `{{0}}`, `{{1}}`, ... where the candidate
 * fills in a part (a drop-down of drop-down cloze and drop-down rationale, a target of drag-and-drop
 * cloze and rationale; docs/item-types.md). The placeholders are zero-based and appear in order,
 * each once, so slot i is the item's part i. No zod: the browser imports it to lay the sentence out.
 */

/** One run of a cloze text: plain text, or the slot of part `index` (zero-based). */
export type ClozeRun = { kind: 'text'; text: string } | { kind: 'slot'; index: number };

/** A well-formed placeholder: two braces, a whole number without leading zeros, two braces. */
const PLACEHOLDER = /\{\{(0|[1-9]\d*)\}\}/g;

/**
 * The text cut into text runs and slots, in reading order: "Give {{0}} now." gives
 * `[{kind: 'text', text: 'Give '}, {kind: 'slot', index: 0}, {kind: 'text', text: ' now.'}]`.
 * Empty text runs are left out. It does not validate: see `clozeTextProblem`.
 */
export function parseClozeText(text: string): ClozeRun[] {
  const runs: ClozeRun[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > from) runs.push({ kind: 'text', text: text.slice(from, match.index) });
    runs.push({ kind: 'slot', index: Number(match[1]) });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ kind: 'text', text: text.slice(from) });
  return runs;
}

/** The placeholder numbers of `text` in reading order: "{{0}} and {{1}}" gives [0, 1]. */
export function clozePlaceholders(text: string): number[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
}

/** "{{0}}" or "{{0}} to {{2}}". */
const range = (count: number) => (count === 1 ? '{{0}}' : `{{0}} to {{${count - 1}}}`);

/**
 * Null when `text` holds exactly the placeholders {{0}} to {{count - 1}}, in order, each once, and no
 * stray braces; otherwise one sentence naming the field `field` and the part `part` ("drop-down",
 * "target") for an author to act on, like
 * `text must hold {{0}} to {{2}} in order, each once (one per drop-down); it holds {{0}}, {{2}}.`
 */
export function clozeTextProblem(text: string, count: number, part: string, field = 'text'): string | null {
  const found = clozePlaceholders(text);
  const expected = Array.from({ length: count }, (_, index) => index);
  if (found.length !== expected.length || found.some((value, index) => value !== expected[index])) {
    const holds = found.length === 0 ? 'none' : found.map((value) => `{{${value}}}`).join(', ');
    return `${field} must hold ${range(count)} in order, each once (one per ${part}); it holds ${holds}.`;
  }
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{') || rest.includes('}')) {
    return `${field} has a brace outside a placeholder: write each slot as {{0}}, {{1}}, ... and no other braces.`;
  }
  return null;
}
