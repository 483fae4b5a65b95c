import { z } from 'zod/mini';
import { msg } from './i18n/msg';

/**
 * Checks every text a person types into Nightingale passes, whatever the form: no control
 * characters (PostgreSQL cannot store NUL, and none belongs in a name or a message), no broken
 * characters (half of a UTF-16 surrogate pair: no keyboard types one, and PostgreSQL's jsonb
 * refuses it), required text that shows at least one visible character, and calendar dates that exist.
 */

/** C0 and C1 control characters and DEL; tab, line feed and carriage return are allowed separately. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_CONTROL = /[\t\n\r]/;
/** Characters that take no space on screen: format characters (zero-width space, joiners, marks, BOM) and blank fillers. */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** Half of a surrogate pair: a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a lone surrogate (a broken character that is no Unicode character at all). */
export function hasBrokenCharacter(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** True when `text` holds a control character; line breaks and tabs count only when `multiline` is false. */
export function hasControlCharacter(text: string, { multiline = false } = {}): boolean {
  return CONTROL.test(text) || (!multiline && LINE_CONTROL.test(text));
}

/** True when `text` shows at least one character: not only spaces and invisible characters. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/**
 * A zod check refusing control characters ("{label} must not contain control characters.") and
 * broken characters ("{label} contains a broken character. Retype it and try again.").
 */
export const noControlCharacters = (label: string, options: { multiline?: boolean } = {}) =>
  z.superRefine<string>((text, context) => {
    if (hasControlCharacter(text, options)) {
      context.addIssue({
        code: 'custom',
        input: text,
        message: msg('{{label}} must not contain control characters.', { label }),
      });
    }
    if (hasBrokenCharacter(text)) {
      context.addIssue({
        code: 'custom',
        input: text,
        message: msg('{{label}} contains a broken character. Retype it and try again.', { label }),
      });
    }
  });

/**
 * A zod check for required text: `requiredMessage` when the text has characters but none visible
 * (an empty text is left to the field's own minLength check, so the message shows once).
 */
export const visibleText = (requiredMessage: string) =>
  z.refine<string>((text) => text.length === 0 || hasVisibleCharacter(text), requiredMessage);

/** True for an ISO calendar date (YYYY-MM-DD) that exists: 1990-02-28 yes, 1990-02-30 and 2023-02-29 no. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
