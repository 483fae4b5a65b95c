import type { ItemOf, ItemType } from '../../../../../shared/items/registry';

/** The common fields of a new item: empty texts for the author to fill, and the first choice of each list. */
const common = {
  id: 'new-item',
  stem: '',
  explanation: '',
  subject: 'Fundamentals of Nursing',
  topic: '',
  difficulty: 'medium',
  clientNeeds: 'Management of Care',
  exams: ['rn'],
  reference: '',
} as const;

const texts = (count: number) => Array.from({ length: count }, () => '');
const dropdown = () => ({ options: texts(3), correctAnswer: 0 });

/**
 * A starting item of every type (issue 28 item 1): the type's smallest shape (the counts of its
 * schema in src/shared/items/<type>/schemas.ts) with empty texts and a first key, so the type's
 * schema accepts it once the author fills every text (blank-items.test.ts proves it). Cloze and
 * highlight texts hold their slot markers ({{0}}, [[span]]) for the author to write around. The id
 * is a placeholder: the server gives the item its own.
 */
export const BLANK_ITEMS: { [T in ItemType]: ItemOf<T> } = {
  'multiple-choice': { ...common, exams: ['rn'], itemType: 'multiple-choice', options: texts(4), correctAnswer: 0 },
  'select-all-that-apply': {
    ...common,
    exams: ['rn'],
    itemType: 'select-all-that-apply',
    options: texts(5),
    correctAnswers: [0, 1],
  },
  'select-n': { ...common, exams: ['rn'], itemType: 'select-n', options: texts(5), n: 2, correctAnswers: [0, 1] },
  'multiple-response-grouping': {
    ...common,
    exams: ['rn'],
    itemType: 'multiple-response-grouping',
    groups: [
      { label: '', options: texts(3), correctAnswers: [0] },
      { label: '', options: texts(3), correctAnswers: [0] },
    ],
  } as ItemOf<'multiple-response-grouping'>,
  'matrix-multiple-choice': {
    ...common,
    exams: ['rn'],
    itemType: 'matrix-multiple-choice',
    columns: texts(2),
    rows: texts(4),
    correctAnswers: [0, 0, 1, 1],
  },
  'matrix-multiple-response': {
    ...common,
    exams: ['rn'],
    itemType: 'matrix-multiple-response',
    columns: texts(2),
    rows: texts(3),
    correctAnswers: [[0], [1], []],
  },
  'highlight-text': {
    ...common,
    exams: ['rn'],
    itemType: 'highlight-text',
    passage: '[[first span]] [[second span]] [[third span]]',
    correctAnswers: [0],
  } as ItemOf<'highlight-text'>,
  'highlight-table': {
    ...common,
    exams: ['rn'],
    itemType: 'highlight-table',
    columns: texts(2),
    rows: [texts(2), texts(2), texts(2)],
    correctAnswers: [0],
  } as ItemOf<'highlight-table'>,
  'bow-tie': {
    ...common,
    exams: ['rn'],
    itemType: 'bow-tie',
    conditions: texts(4),
    actions: texts(5),
    parameters: texts(5),
    correctCondition: 0,
    correctActions: [0, 1],
    correctParameters: [0, 1],
  },
  calculation: { ...common, exams: ['rn'], itemType: 'calculation', answer: 1, unit: '', decimals: 0 },
  'drop-down-cloze': {
    ...common,
    exams: ['rn'],
    itemType: 'drop-down-cloze',
    text: '{{0}}',
    dropdowns: [dropdown()],
  } as ItemOf<'drop-down-cloze'>,
  'drop-down-table': {
    ...common,
    exams: ['rn'],
    itemType: 'drop-down-table',
    columns: texts(2),
    rows: [
      { label: '', dropdowns: [dropdown()] },
      { label: '', dropdowns: [dropdown()] },
    ],
  } as ItemOf<'drop-down-table'>,
  'drop-down-rationale': {
    ...common,
    exams: ['rn'],
    itemType: 'drop-down-rationale',
    text: '{{0}} {{1}}',
    dropdowns: [dropdown(), dropdown()],
  } as ItemOf<'drop-down-rationale'>,
  'drag-and-drop-cloze': {
    ...common,
    exams: ['rn'],
    itemType: 'drag-and-drop-cloze',
    text: '{{0}}',
    tokens: texts(4),
    correctAnswers: [0],
  } as ItemOf<'drag-and-drop-cloze'>,
  'drag-and-drop-rationale': {
    ...common,
    exams: ['rn'],
    itemType: 'drag-and-drop-rationale',
    text: '{{0}} {{1}}',
    tokens: texts(4),
    correctAnswers: [0, 1],
  } as ItemOf<'drag-and-drop-rationale'>,
  'ordered-response': {
    ...common,
    exams: ['rn'],
    itemType: 'ordered-response',
    options: texts(4),
    correctOrder: [0, 1, 2, 3],
  },
};

/** A fresh copy of the starting item of `itemType` (never the shared object: editors change it). */
export function blankItem<T extends ItemType>(itemType: T): ItemOf<T> {
  return structuredClone(BLANK_ITEMS[itemType]) as ItemOf<T>;
}
