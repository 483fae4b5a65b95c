import { optionLetter } from '../option-letters';
import { targetName } from './cloze-arithmetic';

/**
 * The placements of a drag-and-drop item (cloze or rationale), zod-free for the browser: one entry
 * per target in order, the zero-based index of the token in it or null when it is empty.
 */
export type Placements = readonly (number | null)[];

/** `count` empty targets. */
export function emptyPlacements(count: number): (number | null)[] {
  return Array.from({ length: count }, () => null);
}

/**
 * The placements after `token` is put in `target` (a drop or a click): the token leaves the target
 * it was in, and a token already in `target` goes back to the bank. `current` null (no answer yet)
 * or shorter than `count` counts as empty targets.
 */
export function placeToken(current: Placements | null, count: number, token: number, target: number) {
  const next = emptyPlacements(count).map((_, index) => current?.[index] ?? null);
  const from = next.indexOf(token);
  if (from !== -1) next[from] = null;
  next[target] = token;
  return next;
}

/** The placements after the token of `target` goes back to the bank; null when no token is left placed. */
export function removeFromTarget(current: Placements | null, count: number, target: number) {
  const next = emptyPlacements(count).map((_, index) => (index === target ? null : (current?.[index] ?? null)));
  return next.some((placement) => placement !== null) ? next : null;
}

/** The placements after `token` goes back to the bank from wherever it is; null when none is left placed. */
export function returnToken(current: Placements | null, count: number, token: number) {
  const target = current?.indexOf(token) ?? -1;
  return target === -1 ? (current ? [...current] : null) : removeFromTarget(current, count, target);
}

/**
 * Null when `placements` fits an item of `targets` targets and `tokens` tokens; otherwise the
 * sentence the server answers: a placement list of the wrong length (a target that does not
 * exist), a token that does not exist, or a token placed twice.
 */
export function checkPlacements(placements: Placements, targets: number, tokens: number): string | null {
  if (placements.length !== targets) {
    return `This item has ${targets} ${targets === 1 ? 'target' : 'targets'}: placements must hold ${targets} ${targets === 1 ? 'entry' : 'entries'}, a token index or null for each target.`;
  }
  const missing = placements.find((token) => token !== null && token >= tokens);
  if (missing !== undefined && missing !== null) {
    return `Token ${missing} does not exist: this item has tokens 0 (A) to ${tokens - 1} (${optionLetter(tokens - 1)}).`;
  }
  for (let target = 0; target < placements.length; target += 1) {
    const token = placements[target] ?? null;
    const again = token === null ? -1 : placements.indexOf(token, target + 1);
    if (token !== null && again !== -1) {
      return `Token ${token} (${optionLetter(token)}) is placed in both ${targetName(target)} and ${targetName(again)}: a token can fill one target only.`;
    }
  }
  return null;
}
