import { english, type Translate } from '../score-words';
import { decimalPlaces, readNumberEntry, roundingPhrase } from './number-entry';

/** The answer of a calculation, as the authored item and the solution both hold it. */
export interface CalculationKey {
  answer: number;
  unit: string;
  decimals: number;
}

/** How one typed value fares against the answer: right, the right number not rounded as asked, wrong, or no number. */
export type CalculationOutcome = 'right' | 'not-rounded' | 'wrong' | 'no-answer';

/**
 * 0/1 (NCSBN: calculation items are scored right or wrong; docs/nclex.md §2): right when the typed
 * value is a number equal to `answer`, which the stem asks to be rounded to `decimals` places. The
 * same number written with trailing zeros ("12.50" for 12.5) is right; a value with more places than
 * asked ("12.46" for 12.5) is not: the candidate must round as the stem says. Not a number (see
 * readNumberEntry) or no value: no answer.
 */
export function calculationOutcome(key: CalculationKey, value: string | null): CalculationOutcome {
  if (value === null) return 'no-answer';
  const entry = readNumberEntry(value);
  if (!entry.ok) return 'no-answer';
  if (entry.number === key.answer) return 'right';
  const rounded = Number(entry.number.toFixed(key.decimals));
  return decimalPlaces(value) > key.decimals && rounded === key.answer ? 'not-rounded' : 'wrong';
}

/**
 * The result in one sentence, e.g. "12.46 mL/hr is not rounded to the nearest tenth as the stem
 * asks; the answer is 12.5 mL/hr = 0 of 1 point" or "12.5 mL/hr is the answer (the nearest tenth)
 * = 1 of 1 point".
 */
export function calculationScoreText(key: CalculationKey, value: string | null, t: Translate = english): string {
  const answer = `${key.answer} ${key.unit}`;
  const rounding = roundingPhrase(key.decimals, t);
  const typed = `${value?.trim() ?? ''} ${key.unit}`;
  switch (calculationOutcome(key, value)) {
    case 'right':
      return t('{{typed}} is the answer (rounded to {{rounding}}) = 1 of 1 point', { typed, rounding });
    case 'not-rounded':
      return t('{{typed}} is not rounded to {{rounding}} as the stem asks; the answer is {{answer}} = 0 of 1 point', {
        typed,
        rounding,
        answer,
      });
    case 'wrong':
      return t('{{typed}} is not the answer; the answer is {{answer}} (rounded to {{rounding}}) = 0 of 1 point', {
        typed,
        answer,
        rounding,
      });
    case 'no-answer':
      return t('No number was entered; the answer is {{answer}} (rounded to {{rounding}}) = 0 of 1 point', {
        answer,
        rounding,
      });
  }
}
