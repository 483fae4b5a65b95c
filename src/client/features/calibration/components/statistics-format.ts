import { formatNumber } from '../../../lib/format';

/** How the item statistics page writes its figures (logits, percent, correlations); '—' for a missing value. */

/** The sign of a missing value in the table. */
const MISSING = '—';

/** Logits with two decimals and a sign: 0.5 -> "+0.50", -1.234 -> "-1.23", 0 -> "0.00". */
export function formatLogits(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
}

/** A percent (0-100) rounded to a whole number: 72.4 -> "72%". */
export function formatPercent(value: number | null): string {
  return value === null ? MISSING : `${formatNumber(Math.round(value))}%`;
}

/** A mean square or correlation with two decimals. */
export function formatDecimal(value: number | null): string {
  return value === null ? MISSING : formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An item type's id as words: "select-all-that-apply" -> "Select all that apply". */
export function itemTypeLabel(itemType: string): string {
  const words = itemType.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
