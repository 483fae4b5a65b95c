import { z } from 'zod/mini';

/**
 * An authored item of any type (spec §3 "Question", plus the item type, the client-needs category
 * and a reference) is `questionContentSchema`, the union of the item types' schemas in
 * `items/registry.ts`.
 */
export { type QuestionContent, questionContentSchema } from '../items/registry';

/** A content file: `{ "questions": [ ...items ] }`. */
export const questionBankFileSchema = z.strictObject({
  questions: z
    .array(z.unknown(), { error: 'the file must hold a "questions" list.' })
    .check(z.minLength(1, { error: 'the "questions" list must not be empty.' })),
});
