import { highlightPartFlaws } from '../highlight-text/rationale-rules';
import type { HighlightTableItem } from './schemas';

/**
 * The item-writing flaws of a highlight-table item (see highlightPartFlaws): every row discussed in
 * the explanation by its first cell in quotes (`"Potassium" is correct because ...`, `"Sodium" is
 * wrong because ...`), no two rows with the same first cell, no absolute word only in rows that are
 * not keys.
 */
export function highlightTableFlaws(item: HighlightTableItem): string[] {
  return highlightPartFlaws(
    item.explanation,
    item.rows.map((row) => row[0] ?? ''),
    item.correctAnswers,
    'row',
  );
}
