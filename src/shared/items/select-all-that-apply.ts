import { z } from 'zod/mini';
import { authoredItemFields, itemViewFields, optionItemView, optionTextsSchema, solutionFields } from './fields';
import type { ItemTypeModule } from './item-type';
import { csvOptions, optionFlaws } from './option-flaws';
import { optionLetter } from './option-letters';
import { sataArithmetic } from './sata-arithmetic';

/** A select-all-that-apply item has five or six options (NCSBN NGN item types; NCLEX.md). */
export const SATA_OPTIONS = { min: 5, max: 6 } as const;
/** ... and at least two keys, but never every option. */
export const SATA_MIN_KEYS = 2;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

const keysMessage = 'correctAnswers must list the zero-based indexes of the keys, like [0, 2, 3].';

/**
 * An authored select-all-that-apply (SATA) item: five or six options, `correctAnswers` the
 * zero-based indexes of two or more keys (not every option).
 */
const authoredSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('select-all-that-apply'),
    options: optionTextsSchema(SATA_OPTIONS.min, SATA_OPTIONS.max),
    correctAnswers: z
      .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
      .check(
        z.minLength(SATA_MIN_KEYS, { error: `correctAnswers must hold at least ${SATA_MIN_KEYS} keys.` }),
        z.refine(distinct, { error: 'correctAnswers must not repeat an index.' }),
      ),
  })
  .check(
    z.refine((item) => item.correctAnswers.every((key) => key < item.options.length), {
      error: 'correctAnswers names an option that does not exist.',
      path: ['correctAnswers'],
    }),
    z.refine((item) => item.correctAnswers.length < item.options.length, {
      error: 'correctAnswers must leave at least one option that is not a key.',
      path: ['correctAnswers'],
    }),
  );

export type SelectAllThatApplyItem = z.infer<typeof authoredSchema>;

const viewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('select-all-that-apply'),
  options: z.array(z.string()),
});

const choicesMessage = 'choices must list the zero-based indexes of the chosen options, like [0, 2].';

/** A SATA response: the zero-based indexes of every chosen option, at least one, none repeated. */
const responseSchema = z.strictObject(
  {
    choices: z
      .array(z.int({ error: choicesMessage }).check(z.minimum(0, { error: choicesMessage })), {
        error: choicesMessage,
      })
      .check(
        z.minLength(1, { error: 'choices must hold at least one option; send null to clear the answer.' }),
        z.refine(distinct, { error: 'choices must not repeat an option.' }),
      ),
  },
  { error: 'A select-all-that-apply answer is {"choices": [indexes]}.' },
);

export type SelectAllThatApplyResponse = z.infer<typeof responseSchema>;

const solutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('select-all-that-apply'),
  correctAnswers: z.array(z.int()),
});

/** Select all that apply, scored by NCSBN's +/- rule (see sataArithmetic). */
export const selectAllThatApply: ItemTypeModule<
  'select-all-that-apply',
  SelectAllThatApplyItem,
  z.infer<typeof viewSchema>,
  SelectAllThatApplyResponse,
  z.infer<typeof solutionSchema>
> = {
  itemType: 'select-all-that-apply',
  label: 'Select all that apply',
  authoredSchema,
  viewSchema,
  responseSchema,
  solutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...optionItemView(item) }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: [...item.correctAnswers].sort((a, b) => a - b),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const missing = response.choices.filter((choice) => choice >= view.options.length);
    if (missing.length === 0) return null;
    return `Option ${missing[0]} does not exist: this item has options 0 (A) to ${view.options.length - 1} (${optionLetter(view.options.length - 1)}).`;
  },
  score: (item, response) => {
    const { earned, possible } = sataArithmetic(item.correctAnswers, response?.choices ?? []);
    return { earned, possible };
  },
  /**
   * Besides the option flaws: the explanation must discuss every option, each key as
   * "<letter> is correct ..." and each other option as "<letter> is wrong ..." (a rationale for every option).
   */
  contentFlaws: (item) => {
    const flaws = optionFlaws(item.options, item.correctAnswers);
    item.options.forEach((_, index) => {
      const letter = optionLetter(index);
      const isKey = item.correctAnswers.includes(index);
      const says = item.explanation.match(new RegExp(`\\b${letter} is (correct|wrong)\\b`))?.[1];
      if (!says) {
        flaws.push(
          `the explanation does not discuss option ${letter} (as in "${letter} is ${isKey ? 'correct' : 'wrong'} because ...").`,
        );
      } else if ((says === 'correct') !== isKey) {
        flaws.push(
          `the explanation says ${letter} is ${says}, but ${letter} is ${isKey ? 'a key' : 'not a key'} in correctAnswers.`,
        );
      }
    });
    return flaws;
  },
  /** CSV: options in optionA-optionF (five or six), `correctAnswer` the key indexes separated by ";", like "0;2;3". */
  fromCsv: (cell) => {
    const keys = (cell('correctAnswer') ?? '').split(';').map((part) => part.trim());
    return {
      options: csvOptions(cell),
      correctAnswers: keys.map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
    };
  },
};
