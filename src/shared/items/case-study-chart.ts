import type { ExhibitBlock, ExhibitTab } from './exhibits';
import type { ChartTab } from './item-group';

/**
 * What the browser holds of a case study (no zod: the exam screen imports it). See ItemGroupContent
 * in item-group.ts for how a case study is asked.
 */

/** A case study as the browser sees it at some point: the chart unfolded up to the furthest item reached. */
export interface CaseStudyView {
  id: string;
  title: string;
  scenario: string;
  /** The furthest place (0-5) the candidate may answer now: items 0 to `reached - 1` have answers. */
  reached: number;
  /** The tabs with at least one entry shown so far; each entry keeps the place it is shown from. */
  chart: ChartTab[];
}

/**
 * The chart as the item at place `position` shows it (the entries due by then), as exhibit tabs,
 * for an item at or before the furthest reached.
 */
export function chartAtItem(chart: readonly ChartTab[], position: number): ExhibitTab[] {
  return chart.flatMap((tab) => {
    const blocks: ExhibitBlock[] = tab.entries
      .filter((entry) => entry.shownFromItem <= position)
      .map((entry) => entry.block);
    return blocks.length > 0 ? [{ title: tab.title, blocks }] : [];
  });
}
