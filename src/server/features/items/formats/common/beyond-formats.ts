import type { QuestionContent } from '../../../../../shared/items/registry';

/**
 * Why no interchange format can carry `item`, or null: its exhibits (a trend item's data over
 * time), or its place in a case study (a `cjmmStep`: the item means nothing without the case's
 * scenario and chart). `format` names the format in the reason ("GIFT", "Moodle XML", "QTI 3").
 */
export function beyondFormats(item: QuestionContent, format: string): string | null {
  if (item.exhibits) return `${format} has no place for its exhibits.`;
  if (item.cjmmStep) return `it is an item of a case study, whose scenario and chart ${format} cannot carry.`;
  return null;
}
