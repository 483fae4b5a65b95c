import { z } from 'zod/mini';
import { SUBJECTS } from '../exams/question-bank';
import { msg } from '../i18n/msg';
import { noControlCharacters } from '../text';
import { ITEM_ACTIONS, ITEM_STATUSES, REVIEW_CHECKLIST } from './review-workflow';

/**
 * The contracts of the item bank's endpoints (issue 28): authoring, review, banks, import and
 * export. Routes, all for instructors and admins (`createTests`), 403 for others:
 *
 * - GET    /api/item-bank/items?status=&scope=mine|review|all   -> itemListSchema
 *   (`mine`: items she owns; `review`: others' items in review she may review; `all`: admins only,
 *   every authored item)
 * - POST   /api/item-bank/items            body itemDraftBodySchema -> 201 itemDetailSchema
 * - GET    /api/item-bank/items/:itemId    -> itemDetailSchema (404 when she may not see it)
 * - PUT    /api/item-bank/items/:itemId    body itemDraftBodySchema -> itemDetailSchema
 *   (the owner only, else 404; editing an approved or active item starts a new draft version)
 * - POST   /api/item-bank/items/:itemId/actions  body itemActionBodySchema -> itemDetailSchema
 * - POST   /api/item-bank/items/:itemId/adopt    (admins) -> itemDetailSchema: into the shared bank
 * - POST   /api/item-bank/imports          multipart `file` (.gift, .xml, .zip, .json, .csv) -> 201 importReportSchema
 * - POST   /api/item-bank/imports/:importId/accept -> { added: number, itemIds: string[] }
 * - DELETE /api/item-bank/imports/:importId -> 204
 * - GET    /api/item-bank/export?format=gift|moodle-xml|qti3&scope=mine|shared -> the file (attachment)
 */

/** An authored unit: one stand-alone item, or a case study with its six items (the case-study file's shape). */
export const authoredContentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('item'), item: z.unknown() }),
  z.strictObject({ kind: z.literal('case-study'), caseStudy: z.unknown(), questions: z.array(z.unknown()) }),
]);
export type AuthoredContentInput = z.infer<typeof authoredContentSchema>;

/**
 * Body of POST and PUT /api/item-bank/items: the unit as written. The server gives ids (an item's
 * `id` and a case study's are replaced by the item's own) and checks the content with the item
 * schemas and `itemContentFlaws`: 400 `item_invalid` with every problem in `message` when they refuse it.
 */
export const itemDraftBodySchema = z.strictObject({ content: authoredContentSchema });

/** Body of POST .../actions: submit, approve, return (comments required), activate or retire. */
export const itemActionBodySchema = z.strictObject({
  action: z.enum(ITEM_ACTIONS, {
    error: msg('action must be one of: {{itemActions}}.', { itemActions: ITEM_ACTIONS.join(', ') }),
  }),
  comments: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(4000, { error: msg('Comments must be at most 4,000 characters.') }),
        noControlCharacters(msg('Comments')),
      ),
  ),
  /** For approve: every checklist key ticked true; the server refuses an approval with one unticked. */
  checklist: z.optional(z.record(z.enum(REVIEW_CHECKLIST.map((c) => c.key)), z.boolean())),
});
export type ItemActionBody = z.infer<typeof itemActionBodySchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** One authored item in a list. `title` is the stem's (or the case study's title's) first 120 characters. */
export const itemSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['item', 'case-study']),
  title: z.string(),
  /** The item type; null for a case study. */
  itemType: z.nullable(z.string()),
  subject: z.enum(SUBJECTS),
  status: z.enum(ITEM_STATUSES),
  /** The working (latest) version's number, from 1. */
  version: z.int(),
  /** The version live in the bank, or null when none has been activated. */
  activeVersion: z.nullable(z.int()),
  /** `private`: the owner's and her classes'; `shared`: adopted into the shared bank by an admin. */
  bank: z.enum(['private', 'shared']),
  owner: z.nullable(person),
  updatedAt: z.string(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const itemListSchema = z.object({ items: z.array(itemSummarySchema) });

/** One version of an item: who wrote it, who approved it, and when. */
export const itemVersionSchema = z.object({
  version: z.int(),
  status: z.enum([...ITEM_STATUSES, 'superseded']),
  author: z.nullable(person),
  approvedBy: z.nullable(person),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  approvedAt: z.nullable(z.string()),
  activatedAt: z.nullable(z.string()),
});

/** One review or transition on an item's history (the audit log's lines about it), newest first. */
export const itemHistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.nullable(person),
  version: z.int(),
  action: z.enum([...ITEM_ACTIONS, 'create', 'edit', 'adopt']),
  comments: z.nullable(z.string()),
});

/**
 * GET /api/item-bank/items/:itemId: the summary, the working version's content (key and rationale
 * included: the reader is its author or a reviewer), its versions and history, and what the reader
 * may do now (`actions`: the transitions `nextItemStatus` allows her; `mayEdit`, `mayAdopt`).
 */
export const itemDetailSchema = z.object({
  summary: itemSummarySchema,
  content: authoredContentSchema,
  versions: z.array(itemVersionSchema),
  history: z.array(itemHistoryEntrySchema),
  actions: z.array(z.enum(ITEM_ACTIONS)),
  mayEdit: z.boolean(),
  mayAdopt: z.boolean(),
  /**
   * The working version's problems by today's rules (`checkAuthoredContent`'s sentences), empty
   * when none: an imported draft may hold item-writing flaws; submit refuses it (400 item_invalid)
   * until an edit fixes them.
   */
  problems: z.array(z.string()),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** The interchange formats (README "Item bank formats"). */
export const ITEM_FORMATS = ['gift', 'moodle-xml', 'qti3'] as const;
export type ItemFormat = (typeof ITEM_FORMATS)[number];

/** One question of a file that could not be imported: where it is and why. */
export const importProblemSchema = z.object({
  /** How a person finds it: "question 3 \"Heart rate\"", "item id-MultipleChoice (id-1/qti-item.xml)". */
  question: z.string(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/**
 * POST /api/item-bank/imports: what the file would add (nothing is added until the report is
 * accepted) and what it cannot. A question its item schema refuses is a problem; one the schema
 * takes is an item, with what the item-writing rules find in it as `toFix`. 400 `import_file_invalid` (with the reason) for a file that cannot
 * be read at all: not a zip, a zip bomb, a manifest naming files outside the package, XML with a DTD.
 */
export const importReportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  format: z.enum([...ITEM_FORMATS, 'json', 'csv']),
  items: z.array(
    z.object({
      label: z.string(),
      itemType: z.string(),
      title: z.string(),
      subject: z.enum(SUBJECTS),
      /**
       * What the item-writing rules (`itemContentFlaws`) find in it, to fix before review: it is
       * added as a draft all the same (submit refuses it until an edit fixes them). Empty when none.
       */
      toFix: z.array(z.string()),
    }),
  ),
  problems: z.array(importProblemSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const exportQuerySchema = z.strictObject({
  format: z.enum(ITEM_FORMATS, {
    error: msg('format must be one of: {{itemFormats}}.', { itemFormats: ITEM_FORMATS.join(', ') }),
  }),
  scope: z._default(z.enum(['mine', 'shared']), 'mine'),
});
