import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { highlightTextFlaws } from './content-rules';
import { type HighlightRun, parsePassage, spanTexts } from './passage';
import {
  type HighlightTextItem,
  type HighlightTextResponse,
  type HighlightTextSolution,
  type HighlightTextView,
  highlightTextItemSchema,
  highlightTextResponseSchema,
  highlightTextSolutionSchema,
  highlightTextViewSchema,
} from './schemas';
import { scoreHighlightText } from './score';

/** The runs of a validated item's passage (its schema has refused any markup parsePassage refuses). */
export function passageRuns(item: Pick<HighlightTextItem, 'passage'>): HighlightRun[] {
  const parsed = parsePassage(item.passage);
  if ('error' in parsed)
    throw new Error(`A highlight-text passage that its schema should have refused: ${parsed.error}`);
  return parsed.runs;
}

/** The number of spans of a view's passage. */
const spansOf = (view: HighlightTextView) => view.passage.filter((run) => run.kind === 'span').length;

/**
 * Highlight text: a passage (a nurse's note) with 2-10 spans marked `[[...]]`; the candidate
 * highlights any of them; scored +/- (see scoreHighlightText). JSON import only.
 */
export const highlightText: ItemTypeModule<
  'highlight-text',
  HighlightTextItem,
  HighlightTextView,
  HighlightTextResponse,
  HighlightTextSolution
> = {
  itemType: 'highlight-text',
  label: ITEM_TYPE_LABELS['highlight-text'],
  authoredSchema: highlightTextItemSchema,
  viewSchema: highlightTextViewSchema,
  responseSchema: highlightTextResponseSchema,
  solutionSchema: highlightTextSolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...commonItemView(item), passage: passageRuns(item) }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: [...item.correctAnswers].sort((a, b) => a - b),
    spans: spanTexts(passageRuns(item)),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const count = spansOf(view);
    const missing = response.choices.find((choice) => choice >= count);
    if (missing === undefined) return null;
    return `Span ${missing} does not exist: this passage has ${count} spans to highlight, numbered 0 to ${count - 1}.`;
  },
  score: scoreHighlightText,
  contentFlaws: highlightTextFlaws,
  choiceLists: (item) => [multiKeyList(spanTexts(passageRuns(item)), item.correctAnswers)],
  comparableText: (item) => ({
    stem: item.stem,
    options: [
      passageRuns(item)
        .map((run) => run.text)
        .join(''),
    ],
  }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: [...item.correctAnswers].sort((a, b) => a - b) }),
    /** One keyed span and every other span: +1 minus at least 1, floored at 0. */
    wrong: (item) => {
      const others = spanTexts(passageRuns(item))
        .map((_, i) => i)
        .filter((i) => !item.correctAnswers.includes(i));
      return { choices: [item.correctAnswers[0] ?? 0, ...others].sort((a, b) => a - b) };
    },
    /** One keyed span alone: 1 point of 2 or more (an item with one key has no partial credit: 1 of 1). */
    partlyRight: (item) => ({ choices: item.correctAnswers.slice(0, 1) }),
    any: () => ({ choices: [0] }),
  },
};
