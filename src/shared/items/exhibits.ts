import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { CJMM_STEPS } from './cjmm-steps';

/**
 * Exhibits (docs/nclex.md §3; issue 21): the structured data an item shows beside its stem, and the
 * blocks of a case study's chart. Rendered by the product as text and tables, never as images of
 * text; an image carries a text alternative. A trend item's exhibit shows data over time: several
 * time-stamped notes, or a table with a column per time.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: msg('{{field}} must be text.', { field }) })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('{{field}} must not be empty.', { field }) }),
      z.maxLength(max, { error: msg('{{field}} must be at most {{max}} characters.', { field, max }) }),
    );

/** Free text of a chart or exhibit: a nurse's note, a history, an order. `time` like "Day 1, 0800". */
export const noteBlockSchema = z.strictObject({
  kind: z.literal('note'),
  time: z.optional(text('time', 60)),
  text: text('text', 4000),
});

/** A table: lab results, a vital-sign flowsheet (a column per time), a medication record. */
export const tableBlockSchema = z
  .strictObject({
    kind: z.literal('table'),
    caption: z.optional(text('caption', 200)),
    columns: z.array(text(msg('each column'), 120)).check(z.minLength(1), z.maxLength(12)),
    rows: z.array(z.array(z.string().check(z.maxLength(300)))).check(z.minLength(1), z.maxLength(40)),
  })
  .check(
    z.refine((table) => table.rows.every((row) => row.length === table.columns.length), {
      error: msg('every row of a table must have one cell per column.'),
    }),
  );

/** An image (a rhythm strip, a wound) with the text alternative a screen reader reads. */
export const imageBlockSchema = z.strictObject({
  kind: z.literal('image'),
  src: text('src', 500),
  alt: text('alt', 500),
});

/** One block of an exhibit or chart tab. */
export const exhibitBlockSchema = z.discriminatedUnion('kind', [noteBlockSchema, tableBlockSchema, imageBlockSchema], {
  error: msg('a block must have kind "note", "table" or "image".'),
});
export type ExhibitBlock = z.infer<typeof exhibitBlockSchema>;

/** One tab of an item's exhibit, e.g. "Vital Signs" or "Laboratory Results". */
export const exhibitTabSchema = z.strictObject({
  title: text('title', 80),
  blocks: z.array(exhibitBlockSchema).check(z.minLength(1, { error: msg('an exhibit tab must hold a block.') })),
});
export type ExhibitTab = z.infer<typeof exhibitTabSchema>;

/** An item's exhibits: 1-8 tabs, titles all different. */
export const exhibitsSchema = z.array(exhibitTabSchema).check(
  z.minLength(1, { error: msg('exhibits, when given, must hold a tab.') }),
  z.maxLength(8, { error: msg('exhibits must hold at most 8 tabs.') }),
  z.refine((tabs) => new Set(tabs.map((tab) => tab.title.toLowerCase())).size === tabs.length, {
    error: msg('exhibit tabs must have different titles.'),
  }),
);

export { CJMM_STEPS, type CjmmStep } from './cjmm-steps';

export const cjmmStepSchema = z.enum(CJMM_STEPS, {
  error: msg('cjmmStep must be one of: {{cjmmSteps}}.', { cjmmSteps: CJMM_STEPS.join(', ') }),
});
