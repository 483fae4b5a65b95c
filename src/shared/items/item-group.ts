/**
 * An item group (docs/architecture.md §6; docs/nclex.md §3): one client scenario with its chart,
 * and items that are always asked together and in order. The one kind is the Next Generation NCLEX
 * case study: six items, the item at place 0-5 taking the Clinical Judgment Measurement Model's
 * steps in order (recognize cues, analyze cues, prioritize hypotheses, generate solutions, take
 * action, evaluate outcomes), so a place names its step.
 *
 * How a case study will be drawn and asked as a unit (issue 21; nothing draws one yet):
 * - the bank holds the group in `item_groups` and each of its items in `questions` with
 *   `group_id` and `group_position`; stand-alone draws skip grouped items (`listDrawableItems`);
 * - a form's selection rule (the `ItemSelection` seam of `features/exams/selection`) sees a group
 *   as one candidate and, when it picks it, returns all six item ids in `group_position` order, so
 *   they are appended to the attempt together, each `attempt_items` row keeping its group and place,
 *   and a copy of the group as asked goes to `attempt_item_groups` (later edits change no attempt);
 * - the browser sees the scenario and, at item k, the chart entries whose `shownFromItem` is at most
 *   k (the chart unfolds); the group scores as the sum of its items' scores.
 */
export interface ItemGroupContent {
  /** A stable id in the style of item ids, like "cs-sepsis-01". */
  id: string;
  kind: 'case-study';
  title: string;
  /** The client's situation, as the first item opens it. */
  scenario: string;
  /** The client's chart: History and Physical, Nurses' Notes, Vital Signs, Laboratory Results, Orders... */
  chart: ChartTab[];
}

/** One tab of a case study's chart. A tab whose entries all show later appears only from then on. */
export interface ChartTab {
  title: string;
  entries: ChartEntry[];
}

/** One entry of a chart tab: what it says, and from which item on the candidate sees it. */
export interface ChartEntry {
  /** Zero-based place in the group of the first item that shows the entry (0: from the start). */
  shownFromItem: number;
  text: string;
}
