/**
 * Pure list edits of the editors (issue 28 item 1): an option added, removed or moved, and the keys
 * (zero-based indexes into the list) following the options they name.
 */

/** Where each old index went after a change: the new index, or null for the removed entry. */
export type IndexMap = (index: number) => number | null;

/** `list` with the entry at `index` removed, and where the others went. */
export function removeAt<T>(list: readonly T[], index: number): { list: T[]; map: IndexMap } {
  return {
    list: list.filter((_, position) => position !== index),
    map: (old) => (old === index ? null : old > index ? old - 1 : old),
  };
}

/** `list` with the entries at `from` and `to` swapped (a move by one place up or down), and where they went. */
export function moveTo<T>(list: readonly T[], from: number, to: number): { list: T[]; map: IndexMap } {
  const next = [...list];
  if (to < 0 || to >= list.length || from === to) return { list: next, map: (old) => old };
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return { list: next, map: (old) => (old === from ? to : old === to ? from : old) };
}

/** `keys` following `map`: removed entries dropped, the others renumbered, order kept. */
export function remapKeys(keys: readonly number[], map: IndexMap): number[] {
  return keys.flatMap((key) => {
    const next = map(key);
    return next === null ? [] : [next];
  });
}

/** `keys` with `index` added (kept in ascending order) when `on`, removed when not. */
export function toggleKey(keys: readonly number[], index: number, on: boolean): number[] {
  const rest = keys.filter((key) => key !== index);
  return on ? [...rest, index].sort((a, b) => a - b) : rest;
}

/** The sentences of `problems` that name one of `fields` ("field options", "correctAnswers must ..."). */
export function problemsFor(problems: readonly string[], ...fields: string[]): string[] {
  return problems.filter((problem) =>
    fields.some((field) => new RegExp(`(field ${field}\\b|\\b${field} (must|names|has))`).test(problem)),
  );
}
