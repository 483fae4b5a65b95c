import { z } from 'zod/mini';
import { LANGUAGE_CODES, UNKNOWN_LANGUAGE_MESSAGE } from './languages';
import { msg } from './msg';

/** A language code of the interface (LANGUAGE_CODES); anything else is a 400 with UNKNOWN_LANGUAGE_MESSAGE. */
export const languageCodeSchema = z.enum(LANGUAGE_CODES, UNKNOWN_LANGUAGE_MESSAGE);

/** Body of PUT /api/account/language: the interface language the switcher chose (issue 29 item 1). */
export const languageBodySchema = z.strictObject(
  { language: languageCodeSchema },
  { error: msg('The body must be a JSON object like {"language": "es"}.') },
);
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** The optional `?lang=` of any API address (issue 29 "Bad input": an unknown one is a 400). */
export const languageQuerySchema = z.object({ lang: z.optional(languageCodeSchema) });
