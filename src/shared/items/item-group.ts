import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { CJMM_STEPS, exhibitBlockSchema } from './exhibits';

/**
 * An item group (docs/architecture.md §6; docs/nclex.md §3): one client scenario with its chart,
 * and items that are always asked together and in order. The one kind is the Next Generation NCLEX
 * case study: six items, the item at place 0-5 taking the Clinical Judgment Measurement Model's
 * steps in order (CJMM_STEPS), so a place names its step.
 *
 * How a case study is drawn and asked as a unit:
 * - the bank holds the group in `item_groups` and each of its items in `questions` with
 *   `group_id` and `group_position`; stand-alone draws skip grouped items (`listDrawableItems`);
 * - a form's selection rule sees a group as one candidate and, when it picks it, returns all six
 *   item ids in `group_position` order, so they are appended to the attempt together, each
 *   `attempt_items` row keeping its group and place, and a copy of the group as asked goes to
 *   `attempt_item_groups` (later edits change no attempt);
 * - its items are answered in order: item k takes an answer only once items 0 to k-1 have one;
 * - the browser sees the scenario and the chart as unfolded so far (`unfoldChart`): the entries
 *   whose `shownFromItem` is at most the furthest item reached; the group scores as the sum of its
 *   items' scores.
 */

/** The number of items of a case study (NCSBN: six, one per CJMM step). */
export const CASE_STUDY_ITEMS = CJMM_STEPS.length;

const text = (field: string, max: number) =>
  z
    .string({ error: msg('{{field}} must be text.', { field }) })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('{{field}} must not be empty.', { field }) }),
      z.maxLength(max, { error: msg('{{field}} must be at most {{max}} characters.', { field, max }) }),
    );

/** One entry of a chart tab: a block, and from which item on (zero-based place, 0: from the start) the candidate sees it. */
export const chartEntrySchema = z.strictObject({
  shownFromItem: z
    .int({ error: msg('shownFromItem must be a whole number from 0 to 5.') })
    .check(
      z.minimum(0),
      z.maximum(CASE_STUDY_ITEMS - 1, { error: msg('shownFromItem must be a whole number from 0 to 5.') }),
    ),
  block: exhibitBlockSchema,
});
export type ChartEntry = z.infer<typeof chartEntrySchema>;

/** One tab of a case study's chart. A tab whose entries all show later appears only from then on. */
export const chartTabSchema = z.strictObject({
  title: text('title', 80),
  entries: z.array(chartEntrySchema).check(z.minLength(1, { error: msg('a chart tab must hold an entry.') })),
});
export type ChartTab = z.infer<typeof chartTabSchema>;

/** A case study's own fields, as authored in `content/case-studies/<id>.json` under "caseStudy". */
export const caseStudySchema = z.strictObject({
  /** A stable id in the style of item ids, like "cs-medsurg-01". */
  id: z
    .string()
    .check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: msg('id must be lowercase letters, digits and single hyphens.') }),
      z.maxLength(60),
    ),
  title: text('title', 200),
  /** The client's situation, as the first item opens it. */
  scenario: text('scenario', 3000),
  /** The client's chart: History and Physical, Nurses' Notes, Vital Signs, Laboratory Results, Orders... */
  chart: z.array(chartTabSchema).check(
    z.minLength(1, { error: msg('chart must hold a tab.') }),
    z.maxLength(10, { error: msg('chart must hold at most 10 tabs.') }),
    z.refine((tabs) => tabs.some((tab) => tab.entries.some((entry) => entry.shownFromItem === 0)), {
      error: msg('chart must show something from the first item (shownFromItem 0).'),
    }),
  ),
});

/** An item group of the bank: a case study (the kind is the one there is). */
export type ItemGroupContent = z.infer<typeof caseStudySchema> & { kind: 'case-study' };

/** A case-study file: `{ "caseStudy": {...}, "questions": [six items] }`; the items are checked by the item schema. */
export const caseStudyFileSchema = z.strictObject({
  caseStudy: z.unknown(),
  questions: z.array(z.unknown(), { error: msg('the file must hold a "questions" list.') }).check(
    z.length(CASE_STUDY_ITEMS, {
      error: msg('a case study must hold exactly {{items}} questions, one per step.', { items: CASE_STUDY_ITEMS }),
    }),
  ),
});

/**
 * The chart of `group` as a candidate at item `reached` may see it: only entries with
 * `shownFromItem <= reached`, and only tabs left with an entry, so no later tab reaches the browser
 * before it is due.
 */
export function unfoldChart(group: Pick<ItemGroupContent, 'chart'>, reached: number): ChartTab[] {
  return group.chart.flatMap((tab) => {
    const entries = tab.entries.filter((entry) => entry.shownFromItem <= reached);
    return entries.length > 0 ? [{ title: tab.title, entries }] : [];
  });
}

/** A case study as the browser sees it (CaseStudyView in case-study-chart.ts): the chart unfolded so far. */
export const caseStudyViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  scenario: z.string(),
  reached: z.int(),
  chart: z.array(chartTabSchema),
});

/** Where an item of an attempt sits in its case study. */
export const caseStudyPlaceSchema = z.object({ id: z.string(), position: z.int() });
