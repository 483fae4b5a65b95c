import { z } from 'zod/mini';
import { authoredItemFields, itemViewFields, optionItemView, optionTextsSchema, solutionFields } from './fields';
import type { ItemTypeModule } from './item-type';
import { csvOptions, optionFlaws } from './option-flaws';
import { optionLetter } from './option-letters';

/** Every multiple-choice item has exactly four options, lettered A-D (spec §3 "Question", §9). */
export const MULTIPLE_CHOICE_OPTIONS = 4;

const keyMessage = 'correctAnswer must be 0 to 3 (the index of the key in options).';

/** An authored multiple-choice item (spec §3 "Question"): four options and one key, `correctAnswer` zero-based. */
const authoredSchema = z.strictObject({
  ...authoredItemFields,
  itemType: z.literal('multiple-choice'),
  options: optionTextsSchema(MULTIPLE_CHOICE_OPTIONS, MULTIPLE_CHOICE_OPTIONS),
  correctAnswer: z
    .int({ error: 'correctAnswer must be a whole number.' })
    .check(z.minimum(0, { error: keyMessage }), z.maximum(MULTIPLE_CHOICE_OPTIONS - 1, { error: keyMessage })),
});

export type MultipleChoiceItem = z.infer<typeof authoredSchema>;

const viewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('multiple-choice'),
  options: z.array(z.string()),
});

const choiceMessage = 'choice must be the zero-based index of one option: 0 (A) to 3 (D).';

/** A multiple-choice response: the zero-based index of the one chosen option. */
const responseSchema = z.strictObject(
  { choice: z.int({ error: choiceMessage }).check(z.minimum(0, { error: choiceMessage })) },
  { error: 'A multiple-choice answer is {"choice": 0-3}.' },
);

export type MultipleChoiceResponse = z.infer<typeof responseSchema>;

const solutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('multiple-choice'),
  correctAnswer: z.int(),
});

/**
 * Multiple choice: one best answer of four. Scored 0/1 (NCSBN, "Next Generation NCLEX: scoring",
 * the 0/1 rule; spec §4 "Quiz": the answer equal to the correct index scores).
 */
export const multipleChoice: ItemTypeModule<
  'multiple-choice',
  MultipleChoiceItem,
  z.infer<typeof viewSchema>,
  MultipleChoiceResponse,
  z.infer<typeof solutionSchema>
> = {
  itemType: 'multiple-choice',
  label: 'Multiple choice',
  authoredSchema,
  viewSchema,
  responseSchema,
  solutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...optionItemView(item) }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswer: item.correctAnswer,
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) =>
    response.choice < view.options.length
      ? null
      : `Option ${response.choice} does not exist: this item has options 0 (A) to ${view.options.length - 1} (${optionLetter(view.options.length - 1)}).`,
  score: (item, response) => ({ earned: response?.choice === item.correctAnswer ? 1 : 0, possible: 1 }),
  /**
   * Besides the option flaws: the explanation must open with "<key letter> is correct." and discuss
   * every other option as "<letter> is ..." ("B is wrong because ...").
   */
  contentFlaws: (item) => {
    const flaws = optionFlaws(item.options, [item.correctAnswer]);
    const keyLetter = optionLetter(item.correctAnswer);
    const opening = item.explanation.match(/^([A-D]) is correct\b/);
    if (!opening) {
      flaws.push(`the explanation must open with "${keyLetter} is correct." naming the key.`);
    } else if (opening[1] !== keyLetter) {
      flaws.push(
        `the explanation says ${opening[1]} is correct but correctAnswer is ${item.correctAnswer} (${keyLetter}).`,
      );
    }
    item.options.forEach((_, index) => {
      const letter = optionLetter(index);
      if (index !== item.correctAnswer && !new RegExp(`\\b${letter} is\\b`).test(item.explanation)) {
        flaws.push(`the explanation does not discuss option ${letter} (as in "${letter} is wrong because ...").`);
      }
    });
    return flaws;
  },
  fromCsv: (cell) => {
    const key = cell('correctAnswer') ?? '';
    return { options: csvOptions(cell), correctAnswer: /^\d+$/.test(key) ? Number(key) : key };
  },
};

/** True when the key is strictly longer (in characters) than every other option: a cue when frequent. */
export function keyIsLongestOption(item: Pick<MultipleChoiceItem, 'options' | 'correctAnswer'>): boolean {
  const keyLength = item.options[item.correctAnswer]?.length ?? 0;
  return item.options.every((option, index) => index === item.correctAnswer || option.length < keyLength);
}
