import type { ItemKeyboard } from '../item-keyboard';
import type { BowTieResponse, BowTieView } from './schemas';

/** Options a wing of the bow-tie holds (no zod here: the exam screen imports this file). */
export const BOW_TIE_PER_WING = 2;

/** The part of a bow-tie an option is placed in: the centre or one wing. */
export type BowTiePart = 'condition' | 'actions' | 'parameters';

/** What placing (or removing) one option gives: the new response, or a refusal sentence and the response unchanged. */
export type BowTiePlacement =
  | { response: BowTieResponse | null; refused: null }
  | { response: BowTieResponse | null; refused: string };

const WING_NAMES = { actions: 'actions to take', parameters: 'parameters to monitor' } as const;

/**
 * Places or removes option `index` of `part`, as a click or Space on it does: the condition is
 * one (a new one replaces it; choosing the placed one again keeps it); a wing toggles the option,
 * kept in ascending order, and refuses a third with a sentence saying what to do (the response
 * unchanged). Nothing placed at all is no answer (null).
 */
export function placeBowTie(response: BowTieResponse | null, part: BowTiePart, index: number): BowTiePlacement {
  const current: BowTieResponse = response ?? { condition: null, actions: [], parameters: [] };
  if (part === 'condition') return { response: { ...current, condition: index }, refused: null };
  const wing = current[part];
  if (wing.includes(index)) {
    const next = { ...current, [part]: wing.filter((placed) => placed !== index) };
    const empty = next.condition === null && next.actions.length === 0 && next.parameters.length === 0;
    return { response: empty ? null : next, refused: null };
  }
  if (wing.length >= BOW_TIE_PER_WING) {
    return {
      response,
      refused: `Only ${BOW_TIE_PER_WING} ${WING_NAMES[part]} fit the bow-tie: remove one before placing another.`,
    };
  }
  return { response: { ...current, [part]: [...wing, index].sort((a, b) => a - b) }, refused: null };
}

/**
 * Takes option `index` of `part` out of the bow-tie (a slot's Remove button): the condition slot
 * empties, a wing loses that option. Nothing placed at all is no answer (null).
 */
export function removeFromBowTie(
  response: BowTieResponse | null,
  part: BowTiePart,
  index: number,
): BowTieResponse | null {
  if (!response) return null;
  const next =
    part === 'condition'
      ? { ...response, condition: response.condition === index ? null : response.condition }
      : { ...response, [part]: response[part].filter((placed) => placed !== index) };
  return next.condition === null && next.actions.length === 0 && next.parameters.length === 0 ? null : next;
}

/**
 * The keys A-F and 1-6 do not map to a bow-tie's three lists, so they address no part (`parts` 0)
 * and leave the response as it is; the input's radio buttons and checkboxes take the keyboard
 * (Tab, arrows, Space) instead.
 */
export const bowTieKeyboard: ItemKeyboard<BowTieView, BowTieResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
