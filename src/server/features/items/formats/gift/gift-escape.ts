/**
 * GIFT's escaping (Moodle docs "GIFT format"; gift-pegjs's grammar): the control characters
 * `~ = # { } :` and the backslash are written with a backslash before them, a newline as `\n`.
 */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/** A GIFT answer text: escaped, and a leading `%` (which GIFT reads as a weight) escaped as well-formed text. */
export function escapeGiftAnswer(text: string): string {
  const escaped = escapeGift(text);
  return escaped.startsWith('%') ? `\\${escaped}` : escaped;
}
