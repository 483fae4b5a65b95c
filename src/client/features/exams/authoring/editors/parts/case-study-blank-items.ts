import type { CjmmStep } from '../../../../../../shared/items/cjmm-steps';
import { authoredItemFields } from '../../../../../../shared/items/fields';
import type { ItemOf, ItemType, QuestionContent } from '../../../../../../shared/items/registry';

/**
 * Blank items for the case-study editor (issue 28 item 1): each type's own fields with empty texts
 * and the fewest entries its schema takes (an author fills them in; the schema's sentences say
 * what is missing until then), and the switch of an item to another type that keeps its common
 * fields (stem, rationale, subject, topic, ... and its CJMM step).
 */

/** The names of the fields every item has (fields.ts `authoredItemFields`), besides `itemType`. */
const COMMON_KEYS = Object.keys(authoredItemFields);

type OwnFields<T extends ItemType> = Omit<ItemOf<T>, keyof typeof authoredItemFields | 'itemType'>;

const blanks = (count: number) => Array.from({ length: count }, () => '');

/** Each type's own fields, blank. */
const BLANK_FIELDS: { [T in ItemType]: () => OwnFields<T> } = {
  'multiple-choice': () => ({ options: blanks(4), correctAnswer: 0 }),
  'select-all-that-apply': () => ({ options: blanks(5), correctAnswers: [0] }),
  'select-n': () => ({ options: blanks(5), n: 2, correctAnswers: [0, 1] }),
  'multiple-response-grouping': () => ({
    groups: [
      { label: '', options: blanks(2), correctAnswers: [0] },
      { label: '', options: blanks(2), correctAnswers: [0] },
    ],
  }),
  'matrix-multiple-choice': () => ({ columns: blanks(2), rows: blanks(4), correctAnswers: [0, 0, 0, 0] }),
  'matrix-multiple-response': () => ({ columns: blanks(2), rows: blanks(3), correctAnswers: [[0], [0], [0]] }),
  'highlight-text': () => ({ passage: '', correctAnswers: [0] }),
  'highlight-table': () => ({ columns: blanks(2), rows: [blanks(2), blanks(2), blanks(2)], correctAnswers: [0] }),
  'bow-tie': () => ({
    conditions: blanks(4),
    actions: blanks(5),
    parameters: blanks(5),
    correctCondition: 0,
    correctActions: [0, 1],
    correctParameters: [0, 1],
  }),
  calculation: () => ({ answer: 0, unit: '', decimals: 0 }),
  'drop-down-cloze': () => ({ text: '', dropdowns: [] }),
  'drop-down-table': () => ({
    columns: blanks(2),
    rows: [
      { label: '', dropdowns: [{ options: blanks(3), correctAnswer: 0 }] },
      { label: '', dropdowns: [{ options: blanks(3), correctAnswer: 0 }] },
    ],
  }),
  'drop-down-rationale': () => ({ text: '', dropdowns: [] }),
  'drag-and-drop-cloze': () => ({ text: '', tokens: blanks(4), correctAnswers: [] }),
  'drag-and-drop-rationale': () => ({ text: '', tokens: blanks(4), correctAnswers: [] }),
  'ordered-response': () => ({ options: blanks(4), correctOrder: [0, 1, 2, 3] }),
};

/** A blank item of `itemType` at a case study's step `cjmmStep`, with the id `id`. */
export function blankCaseStudyItem<T extends ItemType>(itemType: T, id: string, cjmmStep: CjmmStep): ItemOf<T> {
  return {
    id,
    stem: '',
    explanation: '',
    subject: 'Medical-Surgical Nursing',
    topic: '',
    difficulty: 'medium',
    clientNeeds: 'Physiological Adaptation',
    exams: ['rn'],
    reference: '',
    cjmmStep,
    itemType,
    ...BLANK_FIELDS[itemType](),
  } as unknown as ItemOf<T>;
}

/** `item` as an item of `itemType`: its common fields kept, its own fields blank (the same item when the type is unchanged). */
export function withItemType(item: QuestionContent, itemType: ItemType): QuestionContent {
  if (item.itemType === itemType) return item;
  const common = Object.fromEntries(
    COMMON_KEYS.flatMap((key) => {
      const value = (item as Record<string, unknown>)[key];
      return value === undefined ? [] : [[key, value]];
    }),
  );
  return { ...common, itemType, ...BLANK_FIELDS[itemType]() } as unknown as QuestionContent;
}
