import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { noControlCharacters, visibleText } from '../text';

/**
 * Contracts of the medical-English glossary (issue 29 item 3): terms found in exam items, each with
 * a plain-English definition, the source the definition agrees with, and its translation into every
 * interface language but English. Kept in `content/glossary/*.json` (read at start) and edited by
 * admins and instructors at /glossary.
 */

export const TERM_MAX = 80;
export const DEFINITION_MAX = 400;
export const SOURCE_MAX = 300;
export const TRANSLATION_MAX = 120;
export const ALIASES_MAX = 8;
/** Issue 29 item 3: the glossary holds at least this many terms. */
export const GLOSSARY_MIN_TERMS = 800;

const text = (field: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? msg('{{field}} is required.', { field })
          : msg('{{field}} must be text.', { field }),
    })
    .check(
      z.trim(),
      z.minLength(1, msg('{{field}} is required.', { field })),
      visibleText(msg('{{field}} is required.', { field })),
      z.maxLength(max, msg('{{field}} must be at most {{max}} characters.', { field, max })),
      noControlCharacters(field),
    );

/** The translations of a term, one per interface language but English (which the term itself is). */
export const termTranslationsSchema = z.strictObject(
  {
    es: text(msg('The Spanish translation'), TRANSLATION_MAX),
    fr: text(msg('The French translation'), TRANSLATION_MAX),
    de: text(msg('The German translation'), TRANSLATION_MAX),
  },
  { error: msg('Give the translation in Spanish, French and German: {"es": "...", "fr": "...", "de": "..."}.') },
);

/** One glossary entry as written in `content/glossary/*.json` and sent by the glossary editor. */
export const glossaryEntrySchema = z.strictObject(
  {
    term: text(msg('The term'), TERM_MAX),
    /** Other spellings and forms found in items ("hypokalaemia", "pressure injuries"), matched like the term. */
    aliases: z._default(
      z
        .array(text(msg('An alias'), TERM_MAX))
        .check(z.maxLength(ALIASES_MAX, msg('A term has at most {{max}} aliases.', { max: ALIASES_MAX }))),
      [],
    ),
    definition: text(msg('The definition'), DEFINITION_MAX),
    source: text(msg('The source'), SOURCE_MAX),
    translations: termTranslationsSchema,
  },
  { error: msg('The body must be a JSON object with term, definition, source and translations.') },
);
export type GlossaryEntry = z.output<typeof glossaryEntrySchema>;
export type GlossaryEntryInput = z.input<typeof glossaryEntrySchema>;

/** A term as the API returns it: the entry with its id and when it was last changed (ISO 8601). */
export const glossaryTermSchema = z.extend(glossaryEntrySchema, {
  id: z.uuid(),
  updatedAt: z.string(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** GET /api/glossary: every term (about 800, cached by the browser for the session). */
export const glossaryListSchema = z.object({ terms: z.array(glossaryTermSchema) });

/** Path parameters naming one term. */
/** Whether a user may edit the glossary: admins and instructors (issue 29 item 3), as `can(user, 'createTests')`. */
export const GLOSSARY_EDITOR_CAPABILITY = 'createTests' as const;

export const glossaryTermParamsSchema = z.object({
  termId: z.uuid({ error: msg('The term id must be a UUID, as listed in the glossary.') }),
});
