import { z } from 'zod/mini';
import { CLIENT_NEEDS, DIFFICULTIES, EXAMS, SUBJECTS } from '../exams/question-bank';
import { msg } from '../i18n/msg';
import { cjmmStepSchema, exhibitsSchema } from './exhibits';

/**
 * The fields every item type shares, authored and shown: the parts of spec §3 "Question" that are
 * not the options and the key, plus the client-needs category and a reference.
 */

/** A required text field: trimmed, not empty, at most `max` characters; messages name the field. */
export const itemText = (field: string, max: number) =>
  z
    .string({ error: msg('{{field}} must be text.', { field }) })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('{{field}} must not be empty.', { field }) }),
      z.maxLength(max, { error: msg('{{field}} must be at most {{max}} characters.', { field, max }) }),
    );

/** A stable item id: lowercase letters, digits and single hyphens, like "fund-001" or "pharm-sata-004". */
export const itemIdSchema = z.string({ error: msg('id must be text.') }).check(
  z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: msg('id must be lowercase letters, digits and single hyphens, like "fund-001".'),
  }),
  z.maxLength(64, { error: msg('id must be at most 64 characters.') }),
);

/** `count` option texts within `min`-`max`, all different (case ignored). */
export const optionTextsSchema = (min: number, max: number) => {
  const listMessage =
    min === max
      ? msg('options must be a list of exactly {{number}} texts.', { number: min })
      : msg('options must be a list of {{min}} to {{max}} texts.', { min, max });
  const sizeMessage =
    min === max
      ? msg('options must hold exactly {{number}} texts.', { number: min })
      : msg('options must hold {{min}} to {{max}} texts.', { min, max });
  return z.array(itemText(msg('each option'), 500), { error: listMessage }).check(
    z.minLength(min, { error: sizeMessage }),
    z.maxLength(max, { error: sizeMessage }),
    z.refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
      error: msg('options must all be different.'),
    }),
  );
};

/** Authored fields every item type has besides its options and key (spread into each type's schema). */
export const authoredItemFields = {
  id: itemIdSchema,
  stem: itemText('stem', 2000),
  /** The rationale: why each option is right or wrong (each type sets the form it must take). */
  explanation: itemText('explanation', 6000),
  subject: z.enum(SUBJECTS, { error: msg('subject must be one of: {{subjects}}.', { subjects: SUBJECTS.join('; ') }) }),
  topic: itemText('topic', 120),
  difficulty: z.enum(DIFFICULTIES, { error: msg('difficulty must be "easy", "medium" or "hard".') }),
  clientNeeds: z.enum(CLIENT_NEEDS, {
    error: msg('clientNeeds must be one of: {{clientNeeds}}.', { clientNeeds: CLIENT_NEEDS.join('; ') }),
  }),
  /**
   * The exams the item fits ("rn", "pn" or both, no repeats); its category under the PN plan is
   * CAT_EXAMS.pn's label of `clientNeeds`. Optional here, as copies kept in old attempts lack it;
   * content:check and content:import require it of every item in the bank (bank-checks.ts).
   */
  exams: z.optional(
    z.array(z.enum(EXAMS, { error: msg('exams must list "rn", "pn" or both.') })).check(
      z.minLength(1, { error: msg('exams must list "rn", "pn" or both.') }),
      z.refine((exams) => new Set(exams).size === exams.length, { error: msg('exams must not repeat an exam.') }),
    ),
  ),
  /** The kind of source a nurse could check the item against (a guideline, a drug reference, a textbook topic). */
  reference: itemText('reference', 300),
  /** Structured exhibits beside the stem (a trend item's data over time); see exhibits.ts. */
  exhibits: z.optional(exhibitsSchema),
  /** The Clinical Judgment Measurement Model step of an item of a case study (required there, absent elsewhere). */
  cjmmStep: z.optional(cjmmStepSchema),
};

/** What the browser may see of any item before submission: never the key, the explanation or the reference. */
export const itemViewFields = {
  id: z.string(),
  stem: z.string(),
  subject: z.enum(SUBJECTS),
  topic: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  clientNeeds: z.enum(CLIENT_NEEDS),
  exhibits: z.optional(exhibitsSchema),
  cjmmStep: z.optional(cjmmStepSchema),
};

/** The authored fields every item has in common, as `commonItemView` reads them. */
type CommonItem = {
  id: string;
  stem: string;
  subject: (typeof SUBJECTS)[number];
  topic: string;
  difficulty: (typeof DIFFICULTIES)[number];
  clientNeeds: (typeof CLIENT_NEEDS)[number];
  exhibits?: z.infer<typeof exhibitsSchema>;
  cjmmStep?: z.infer<typeof cjmmStepSchema>;
};

/**
 * The view fields every item type shares (spread into each type's `toView` beside its own fields):
 * never the key, the explanation or the reference.
 */
export function commonItemView(item: CommonItem) {
  return {
    id: item.id,
    stem: item.stem,
    subject: item.subject,
    topic: item.topic,
    difficulty: item.difficulty,
    clientNeeds: item.clientNeeds,
    ...(item.exhibits ? { exhibits: item.exhibits } : {}),
    ...(item.cjmmStep ? { cjmmStep: item.cjmmStep } : {}),
  };
}

/** The rationale part of a solution, shown once the item is scored. `reference` is absent on old attempts. */
export const solutionFields = {
  explanation: z.string(),
  reference: z.optional(z.string()),
};

/** The view fields of an item with options (every field but the key, the explanation and the reference). */
export function optionItemView(item: CommonItem & { options: string[] }) {
  return { ...commonItemView(item), options: item.options };
}
