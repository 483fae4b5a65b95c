/**
 * The underline of glossary terms (issue 29 item 3) through the CSS Custom Highlight API: ranges
 * over the item's own text nodes, painted by `::highlight(glossary-term)` (global.css), so the
 * exam's components are not changed or re-rendered. One highlight is shared by every glossary
 * region of the page; each adds and removes its own ranges. Browsers without the API show no
 * underline; selecting a term and the list of terms still work there.
 */

const NAME = 'glossary-term';

function sharedHighlight(): Highlight | null {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return null;
  let highlight = CSS.highlights.get(NAME);
  if (!highlight) {
    highlight = new Highlight();
    CSS.highlights.set(NAME, highlight);
  }
  return highlight;
}

/** Underlines `ranges` (replacing `previous`, this region's earlier ones); returns what to remove next time. */
export function underlineRanges(previous: readonly Range[], ranges: readonly Range[]): readonly Range[] {
  const highlight = sharedHighlight();
  if (!highlight) return [];
  for (const range of previous) highlight.delete(range);
  for (const range of ranges) highlight.add(range);
  return ranges;
}
