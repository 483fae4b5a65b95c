import { parsePassage, spanTexts } from './passage';
import { highlightPartFlaws } from './rationale-rules';
import type { HighlightTextItem } from './schemas';

/**
 * The item-writing flaws of a highlight-text item (see highlightPartFlaws): every span discussed
 * in the explanation by its text in quotes (`"chest pressure" is correct because ...`, `"HR 72"
 * is wrong because ...`), no two spans with the same text, no absolute word only in spans that are
 * not keys.
 */
export function highlightTextFlaws(item: HighlightTextItem): string[] {
  const parsed = parsePassage(item.passage);
  if ('error' in parsed) return [parsed.error];
  return highlightPartFlaws(item.explanation, spanTexts(parsed.runs), item.correctAnswers, 'span');
}
