/**
 * GIFT's escaping (Moodle docs "GIFT format"; gift-pegjs's grammar): the control characters
 * `~ = # { } :` and the backslash are written with a backslash before them, a newline as `\n`.
 */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/** True when an answer text would be read as a weight: GIFT has no escape for a leading `%50%`. */
export const looksLikeWeight = (text: string) => /^\s*%-?\d+(?:\.\d+)?%/.test(text);

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
