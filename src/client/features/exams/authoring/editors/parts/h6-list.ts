/**
 * Pure list edits of the type editors (issue 28 item 1): add, remove and move an entry, and keep a
 * key (a zero-based index, or a set of them) pointing at the same entry after the list changed.
 */

/** `list` with `value` put at `index` (0 to length; the end when omitted). */
export function insertAt<T>(list: readonly T[], value: T, index = list.length): T[] {
  return [...list.slice(0, index), value, ...list.slice(index)];
}

/** `list` without entry `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** `list` with entry `index` replaced by `value`. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((entry, position) => (position === index ? value : entry));
}

/** `list` with entry `from` moved to `to` (both zero-based; out-of-range moves change nothing). */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/**
 * Where the entry at `index` sits after entry `removed` was removed: one earlier when it was after
 * it, null when it was the removed entry.
 */
export function indexAfterRemove(index: number, removed: number): number | null {
  if (index === removed) return null;
  return index > removed ? index - 1 : index;
}

/** Where the entry at `index` sits after an entry was inserted at `inserted`. */
export function indexAfterInsert(index: number, inserted: number): number {
  return index >= inserted ? index + 1 : index;
}

/** Where the entry at `index` sits after the entry at `from` moved to `to`. */
export function indexAfterMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < to && index > from && index <= to) return index - 1;
  if (to < from && index >= to && index < from) return index + 1;
  return index;
}

/** A set of key indexes after entry `removed` was removed: the removed entry's key drops out. */
export function keysAfterRemove(keys: readonly number[], removed: number): number[] {
  return keys.flatMap((key) => {
    const next = indexAfterRemove(key, removed);
    return next === null ? [] : [next];
  });
}

/** A set of key indexes, sorted, with `index` added when `on` or taken out when not. */
export function toggleKey(keys: readonly number[], index: number, on: boolean): number[] {
  const rest = keys.filter((key) => key !== index);
  return (on ? [...rest, index] : rest).sort((a, b) => a - b);
}
