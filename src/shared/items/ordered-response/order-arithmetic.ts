import { english, pointsOf, type Translate } from '../score-words';
/**
 * The arithmetic of an ordered-response answer (decision 013), for the result to show. No zod: the
 * browser's score note imports it.
 */

/** For each step: whether the option in that place is the right one; 1 point per step in place. */
export interface OrderArithmetic {
  /** `inPlace[i]`: step i + 1 holds its option. */
  inPlace: boolean[];
  /** Steps in place. */
  earned: number;
  /** Steps of the right order. */
  possible: number;
}

/**
 * Nightingale's rule for ordered response (decision 013; NCSBN publishes none, docs/nclex.md §2):
 * 1 point per step holding the option that belongs in that place, the 0/1 rule of a drag-and-drop
 * cloze's targets applied to positions; nothing taken away for a step out of place or left empty.
 * `order` null (no answer) or shorter than `correctOrder` leaves steps empty. Example: right order
 * [2, 0, 3, 1], answer [2, 0, 1, 3]: steps 1 and 2 in place, 2 of 4 points.
 */
export function orderArithmetic(correctOrder: readonly number[], order: readonly number[] | null): OrderArithmetic {
  const inPlace = correctOrder.map((option, step) => order?.[step] === option);
  return { inPlace, earned: inPlace.filter(Boolean).length, possible: correctOrder.length };
}

/** "1", "1 and 3", "1, 2 and 4". */
function andList(numbers: readonly number[], t: Translate): string {
  return numbers.length < 2
    ? String(numbers[0] ?? '')
    : t('{{list}} and {{last}}', { list: numbers.slice(0, -1).join(', '), last: numbers[numbers.length - 1] ?? '' });
}

/**
 * The score note's sentence: "Steps 1, 2 and 4 in place: 3 of 4 points", "Step 3 in place: 1 of 4
 * points", "No step in place: 0 of 3 points".
 */
export function orderNote({ inPlace, earned, possible }: OrderArithmetic, t: Translate = english): string {
  const steps = inPlace.flatMap((right, step) => (right ? [step + 1] : []));
  const points = pointsOf(t, earned, possible);
  if (steps.length === 0) return t('No step in place: {{points}}', { points });
  return steps.length === 1
    ? t('Step {{steps}} in place: {{points}}', { steps: andList(steps, t), points })
    : t('Steps {{steps}} in place: {{points}}', { steps: andList(steps, t), points });
}
