import { indexAfterMove, indexAfterRemove, insertAt, moveTo, removeAt } from './h6-list';

/**
 * Pure edits of a drag-and-drop item's token pool and key (issue 28 item 1): `correctAnswers[i]` is
 * the index of the token that fills blank i, no token used twice. The key follows its token when
 * tokens move; when a blank's token goes, the blank takes the first token no other blank uses.
 */

/** The fields of a drag-and-drop item (cloze or rationale) the editor changes. */
export interface TokenFields {
  text: string;
  tokens: string[];
  correctAnswers: number[];
}

/** The first token index (below `count`) that `keys` do not use, or null when every token is used. */
export function unusedToken(count: number, keys: readonly number[]): number | null {
  for (let index = 0; index < count; index += 1) if (!keys.includes(index)) return index;
  return null;
}

/** The fields without token `index`; blanks it filled take the first unused token. */
export function removeToken<T extends TokenFields>(item: T, index: number): T {
  const tokens = removeAt(item.tokens, index);
  const keys: number[] = [];
  for (const key of item.correctAnswers) keys.push(indexAfterRemove(key, index) ?? -1);
  const correctAnswers = keys.map((key, blank) => {
    if (key >= 0) return key;
    const free = unusedToken(
      tokens.length,
      keys.filter((_, other) => other !== blank),
    );
    keys[blank] = free ?? 0;
    return free ?? 0;
  });
  return { ...item, tokens, correctAnswers };
}

/** The fields with token `from` moved to `to`; each blank keeps its token. */
export function moveToken<T extends TokenFields>(item: T, from: number, to: number): T {
  return {
    ...item,
    tokens: moveTo(item.tokens, from, to),
    correctAnswers: item.correctAnswers.map((key) => indexAfterMove(key, from, to)),
  };
}

/**
 * The fields with a blank inserted (the new `text` from `insertBlank`, the blank at `index`): it
 * takes the first unused token, or a new empty token when every token is used.
 */
export function insertTokenBlank<T extends TokenFields>(item: T, text: string, index: number): T {
  const free = unusedToken(item.tokens.length, item.correctAnswers);
  const tokens = free === null ? insertAt(item.tokens, '') : item.tokens;
  const key = free ?? tokens.length - 1;
  return { ...item, text, tokens, correctAnswers: insertAt(item.correctAnswers, key, index) };
}

/**
 * The fields with blank `blank` filled by token `token`; a blank that used that token before takes
 * this blank's old one (a token fills one blank only).
 */
export function chooseToken<T extends TokenFields>(item: T, blank: number, token: number): T {
  const previous = item.correctAnswers[blank] ?? 0;
  return {
    ...item,
    correctAnswers: item.correctAnswers.map((key, other) => {
      if (other === blank) return token;
      return key === token ? previous : key;
    }),
  };
}
