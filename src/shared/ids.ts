import { z } from 'zod/mini';
import { msg } from './i18n/msg';

/**
 * The form every id in a request takes (issue 23 §10), checked before it reaches the database:
 * better-auth's user ids (32 letters and digits), row UUIDs, and the slugs of exam forms, items,
 * case studies and programmes ("quick-practice", "community-003", "cs-medsurg-01") are all letters,
 * digits, hyphens and underscores, at most 64 of them. Anything else (a NUL byte, a quote, a
 * space) names no record, so it is refused with a 400 instead of being looked up.
 */

/** The most characters an id may have. */
export const ID_MAX_LENGTH = 64;

const ID_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/** True when `text` has the form of an id: 1 to ID_MAX_LENGTH letters, digits, hyphens or underscores. */
export function isEntityId(text: string): boolean {
  return text.length > 0 && text.length <= ID_MAX_LENGTH && ID_CHARACTERS.test(text);
}

/**
 * The schema of one id in a path, query or body, named `label` in its messages ("The trainer id
 * may hold only letters, digits, hyphens and underscores. Check the link and try again."); `message`,
 * when given, replaces every one of them (a field whose refusal the screen already words).
 */
export const entityId = (label: string, message?: string) =>
  z.string({ error: message ?? msg('{{label}} must be text.', { label }) }).check(
    z.minLength(1, message ?? msg('{{label}} must not be empty.', { label })),
    z.maxLength(
      ID_MAX_LENGTH,
      message ?? msg('{{label}} must be at most {{length}} characters.', { label, length: ID_MAX_LENGTH }),
    ),
    z.regex(
      ID_CHARACTERS,
      message ??
        msg('{{label}} may hold only letters, digits, hyphens and underscores. Check the link and try again.', {
          label,
        }),
    ),
  );
