import type { TFunction } from 'i18next';
import { i18n } from '../../../../i18n/i18n';
import { formatNumber } from '../../../../lib/format';

/**
 * How the adaptive report and the readiness card write their figures (issue 22: never a label
 * without its number), in the interface's language (pass a component's `t`; i18n.t when none is
 * given) and its number format.
 */

const MINUS = '\u2212';

const defaultT: TFunction = i18n.t.bind(i18n);

/**
 * A value in logits with two decimals and a true minus sign, which screen readers say as "minus":
 * 0.853 -> "0.85", -0.18 -> "−0.18", -0.001 -> "0.00" (no negative zero); "0,85" in Spanish.
 */
export function formatLogits(value: number): string {
  const rounded = Math.abs(value).toFixed(2);
  const text = formatNumber(Number(rounded), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return value < 0 && rounded !== '0.00' ? `${MINUS}${text}` : text;
}

/**
 * A probability (0-1) as a whole percent, never as a certainty the estimate cannot give: 0.974 ->
 * "97%", above 0.99 -> "more than 99%", below 0.01 -> "less than 1%".
 */
export function formatChance(probability: number, t: TFunction = defaultT): string {
  if (probability > 0.99) return t('more than 99%');
  if (probability < 0.01) return t('less than 1%');
  return `${Math.round(probability * 100)}%`;
}

/** A duration in whole seconds as hours and minutes: 7980 -> "2 h 13 min", 2700 -> "45 min", 40 -> "less than a minute". */
export function formatDuration(seconds: number, t: TFunction = defaultT): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t('less than a minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A probability (0-1) to start a sentence: "About 97%", "More than 99%", "Less than 1%" (see formatChance). */
export function approximateChance(probability: number, t: TFunction = defaultT): string {
  if (probability > 0.99) return t('More than 99%');
  if (probability < 0.01) return t('Less than 1%');
  return t('About {{percent}}%', { percent: Math.round(probability * 100) });
}
