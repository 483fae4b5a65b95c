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

const PARSER_MARKERS: Record<string, string> = {
  '&&092;': '\\',
  '&&058;': ':',
  '&&035;': '#',
  '&&061;': '=',
  '&&123;': '{',
  '&&125;': '}',
  '&&126;': '~',
  '&&010': '\n',
};

/**
 * Decodes the escape markers gift-pegjs 1.0.2 leaves in a matching answer (it decodes them
 * everywhere else): `&&058;` for an escaped colon, and so on.
 */
export function decodeParserMarkers(text: string): string {
  return text.replace(/&&(?:092|058|035|061|123|125|126);|&&010/g, (marker) => PARSER_MARKERS[marker] ?? marker);
}
