/**
 * The dollars a number input holds: its number, or the number its text reads as (Mantine gives text
 * such as "25.50" while trailing zeros are shown); null when empty or not a number.
 */
export function dollarsOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.replace(/[$,\s]/g, '');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
