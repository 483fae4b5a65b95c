import type { QuestionContent } from '../../../../../shared/items/registry';
import type { NightingaleFields } from '../common/nightingale-fields';
import { pickNightingaleFields } from '../common/nightingale-fields';

/**
 * Nightingale's fields in Moodle tags (each under Moodle's 50-character tag limit): `difficulty:medium`,
 * `need:<client-needs category>`, `exam:rn`, `exam:pn`, and for the type `item-type:select-n`,
 * `decimals:1`. Subject and topic are the category; the id is `<idnumber>`; the reference is the
 * last paragraph "Reference: ..." of the general feedback (docs/item-formats.md).
 */
export interface MoodleTagHints {
  itemType?: string;
  decimals?: number;
}

/** The tags Nightingale writes for `item`. */
export function tagsFor(item: QuestionContent): string[] {
  return [
    `difficulty:${item.difficulty}`,
    `need:${item.clientNeeds}`,
    ...(item.exams ?? []).map((exam) => `exam:${exam}`),
    `item-type:${item.itemType}`,
    ...(item.itemType === 'calculation' ? [`decimals:${item.decimals}`] : []),
  ];
}

/** The fields and type hints of a question's tags (unknown tags ignored). */
export function readTags(tags: string[]): { fields: NightingaleFields; hints: MoodleTagHints } {
  const value = (prefix: string) =>
    tags
      .find((tag) => tag.startsWith(prefix))
      ?.slice(prefix.length)
      .trim();
  const exams = tags.filter((tag) => tag.startsWith('exam:')).map((tag) => tag.slice(5).trim());
  const fields = pickNightingaleFields({
    difficulty: value('difficulty:'),
    clientNeeds: value('need:'),
    exams: exams.length > 0 ? exams : undefined,
  });
  const hints: MoodleTagHints = {};
  const itemType = value('item-type:');
  if (itemType) hints.itemType = itemType;
  const decimals = Number(value('decimals:'));
  if (Number.isInteger(decimals) && value('decimals:') !== undefined) hints.decimals = decimals;
  return { fields, hints };
}

const REFERENCE = /(?:^|\n\n)Reference: ([^\n]+)$/;

/** The general feedback split into the rationale and the "Reference: ..." paragraph Nightingale writes last. */
export function splitReference(feedback: string): { explanation: string; reference?: string } {
  const match = REFERENCE.exec(feedback);
  if (!match?.[1]) return { explanation: feedback };
  return { explanation: feedback.slice(0, match.index).trim(), reference: match[1].trim() };
}
