import { msg } from '../../i18n/msg';
import { english, type Translate } from '../score-words';

/**
 * How a calculation answer is typed (no zod here: the exam screen imports this file): digits with at
 * most one decimal point and a leading zero before it, like "12.5", "0.25" or "1500". Everything else
 * is refused with a sentence the candidate can act on, never scored as wrong: "12,5" (a comma),
 * "1e3" (scientific notation), "-0.5" (a dose, rate or volume is not negative), ".5" (no leading zero:
 * ISMP's list of error-prone abbreviations, a ".5 mg" read as "5 mg"), "12 mL" (the unit is shown
 * beside the box), "" and "abc". Trailing zeros ("12.50") are the same number and accepted.
 */
export type NumberEntry = { ok: true; number: number } | { ok: false; problem: string };

const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

/** The number `typed` (spaces at either end ignored) stands for, or the sentence refusing it; `unit` names the box's unit. */
export function readNumberEntry(typed: string, unit?: string): NumberEntry {
  const text = typed.trim();
  if (PLAIN_NUMBER.test(text)) return { ok: true, number: Number(text) };
  return { ok: false, problem: numberProblem(text, unit) };
}

function numberProblem(text: string, unit?: string): string {
  if (text === '') return msg('Type a number: the answer box is empty.');
  if (/^-/.test(text)) {
    return msg('Type the number without a minus sign: a dose, a rate or a volume is not negative.');
  }
  if (/^\+/.test(text)) return msg('Type the number without a plus sign, like 12.5.');
  if (/^\d*,[\d,.]*$/.test(text)) {
    return msg('Use a point for decimals and no thousands separator: type 12.5, not 12,5, and 1500, not 1,500.');
  }
  if (/^\.\d+$/.test(text)) {
    return msg('Write a leading zero: type 0{{typed}}, not {{typed}} (a dose written {{typed}} is easily misread).', {
      typed: text,
    });
  }
  if (/^\d+\.$/.test(text))
    return msg('Finish the number after the decimal point, or remove the point: {{number}}.', {
      number: text.slice(0, -1),
    });
  if (/^\d+(?:\.\d+)?e[+-]?\d+$/i.test(text))
    return msg('Type the number in full, like 1000, not in scientific notation (1e3).');
  if (/^\d+(?:\.\d+)?\s*[^\d\s.,]/.test(text)) {
    return unit
      ? msg('Type the number only: the unit ({{unit}}) is shown beside the box.', { unit })
      : msg('Type the number only: the unit is shown beside the box.');
  }
  return msg('"{{typed}}" is not a number: type digits with at most one decimal point, like 12.5.', { typed: text });
}

/** How the stem words each rounding, by `decimals` (0-2): the content rule and the input show it. */
export const ROUNDING_WORDS = [
  'Round to the nearest whole number.',
  'Round to the nearest tenth.',
  'Round to the nearest hundredth.',
] as const;

/** The rounding of `decimals` in a few words, like "the nearest tenth". */
export function roundingPhrase(decimals: number, t: Translate = english): string {
  if (decimals === 0) return t('the nearest whole number');
  if (decimals === 1) return t('the nearest tenth');
  if (decimals === 2) return t('the nearest hundredth');
  return t('{{decimals}} decimal places', { decimals });
}

/** The decimal places of a typed plain number: "12.50" has 2, "12" has 0. */
export function decimalPlaces(text: string): number {
  return text.trim().split('.')[1]?.length ?? 0;
}
