import { msg } from '../i18n/msg';

/**
 * The words of the score notes (issue 29: the arithmetic shown under a checked or reviewed item, in
 * the interface's language). Each note's function takes `t` (the browser's i18next `t`); without it
 * the note is English, as the notes were written (`msg` fills the placeholders). Every fragment is a
 * whole key, so a translator can order the words as her language needs.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** English as written: the default `t` of every score note. */
export const english: Translate = (key, values) => msg(key, values);

/** "1 of 3 points", "1 of 1 point". */
export function pointsOf(t: Translate, earned: number, possible: number): string {
  return possible === 1
    ? t('{{earned}} of {{possible}} point', { earned, possible })
    : t('{{earned}} of {{possible}} points', { earned, possible });
}

/** One part's outcome: "drop-down 1 right", "target 2 wrong", "row 3 not answered". */
export function outcomeOf(t: Translate, name: string, outcome: 'right' | 'wrong' | 'unanswered'): string {
  if (outcome === 'right') return t('{{name}} right', { name });
  if (outcome === 'wrong') return t('{{name}} wrong', { name });
  return t('{{name}} not answered', { name });
}

/** The parts' outcomes and the points: "Drop-down 1 right, drop-down 2 wrong: 1 of 2 points" (first letter upper case). */
export function partsAndPoints(t: Translate, parts: readonly string[], earned: number, possible: number): string {
  const sentence = t('{{parts}}: {{points}}', { parts: parts.join(', '), points: pointsOf(t, earned, possible) });
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
