import { z } from 'zod/mini';
import { CLIENT_NEEDS, DIFFICULTIES, ITEM_TYPES, OPTIONS_PER_ITEM, SUBJECTS } from './question-bank';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${field} must not be empty.` }),
      z.maxLength(max, { error: `${field} must be at most ${max} characters.` }),
    );

const keyMessage = 'correctAnswer must be 0 to 3 (the index of the key in options).';

/**
 * One authored item as written in a `content/questions/*.json` file or an imported file (spec §3
 * "Question", plus the client-needs category, the item type and a reference). `correctAnswer` is the
 * zero-based index of the key.
 */
export const questionContentSchema = z.strictObject({
  id: z.string({ error: 'id must be text.' }).check(
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'id must be lowercase letters, digits and single hyphens, like "fund-001".',
    }),
    z.maxLength(64, { error: 'id must be at most 64 characters.' }),
  ),
  itemType: z.enum(ITEM_TYPES, { error: `itemType must be one of: ${ITEM_TYPES.join(', ')}.` }),
  stem: text('stem', 2000),
  options: z.array(text('each option', 500), { error: 'options must be a list of four texts.' }).check(
    z.length(OPTIONS_PER_ITEM, { error: `options must hold exactly ${OPTIONS_PER_ITEM} texts.` }),
    z.refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
      error: 'options must all be different.',
    }),
  ),
  correctAnswer: z
    .int({ error: 'correctAnswer must be a whole number.' })
    .check(z.minimum(0, { error: keyMessage }), z.maximum(OPTIONS_PER_ITEM - 1, { error: keyMessage })),
  explanation: text('explanation', 4000),
  subject: z.enum(SUBJECTS, { error: `subject must be one of: ${SUBJECTS.join('; ')}.` }),
  topic: text('topic', 120),
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty must be "medium" or "hard".' }),
  clientNeeds: z.enum(CLIENT_NEEDS, { error: `clientNeeds must be one of: ${CLIENT_NEEDS.join('; ')}.` }),
  /** The kind of source a nurse could check the item against (a guideline, a drug reference, a textbook topic). */
  reference: text('reference', 300),
});

export type QuestionContent = z.infer<typeof questionContentSchema>;

/** A content file: `{ "questions": [ ...items ] }`. */
export const questionBankFileSchema = z.strictObject({
  questions: z
    .array(z.unknown(), { error: 'the file must hold a "questions" list.' })
    .check(z.minLength(1, { error: 'the "questions" list must not be empty.' })),
});
