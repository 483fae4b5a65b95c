/**
 * How the adaptive report and the readiness card write their figures (issue 22: never a label
 * without its number).
 */

const MINUS = '\u2212';

/**
 * A value in logits with two decimals and a true minus sign, which screen readers say as "minus":
 * 0.853 -> "0.85", -0.18 -> "−0.18", -0.001 -> "0.00" (no negative zero).
 */
export function formatLogits(value: number): string {
  const text = Math.abs(value).toFixed(2);
  return value < 0 && text !== '0.00' ? `${MINUS}${text}` : text;
}

/**
 * A probability (0-1) as a whole percent, never as a certainty the estimate cannot give: 0.974 ->
 * "97%", above 0.99 -> "more than 99%", below 0.01 -> "less than 1%".
 */
export function formatChance(probability: number): string {
  if (probability > 0.99) return 'more than 99%';
  if (probability < 0.01) return 'less than 1%';
  return `${Math.round(probability * 100)}%`;
}

/** A duration in whole seconds as hours and minutes: 7980 -> "2 h 13 min", 2700 -> "45 min", 40 -> "less than a minute". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A probability (0-1) to start a sentence: "About 97%", "More than 99%", "Less than 1%" (see formatChance). */
export function approximateChance(probability: number): string {
  const text = formatChance(probability);
  if (text.startsWith('more') || text.startsWith('less')) return `${text[0]?.toUpperCase()}${text.slice(1)}`;
  return `About ${text}`;
}
