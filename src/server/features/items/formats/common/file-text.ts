import { ItemFileError } from '../types';

/** The text of an uploaded file, which must be UTF-8 (a byte-order mark is dropped); else ItemFileError. */
export function decodeUtf8(fileName: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ItemFileError(`${fileName} is not UTF-8 text: save it as UTF-8 and upload it again.`);
  }
}

/** Digits after the decimal point of `value` as JavaScript writes it (12.5 gives 1). */
export function decimalPlaces(value: number): number {
  const text = String(value);
  if (text.includes('e')) return 99;
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/** A weight or fraction in percent, written with at most 5 decimals and no trailing zeros (33.33333, -100). */
export function percentText(value: number): string {
  return String(Number(value.toFixed(5)));
}

/** True when two percentages are the same to Moodle's five decimals (33.33333 and 100/3). */
export const samePercent = (a: number, b: number) => Math.abs(a - b) < 0.0001 + 1e-9;
