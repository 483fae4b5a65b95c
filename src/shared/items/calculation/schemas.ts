import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';

/** A calculation's rounding: 0 (a whole number), 1 (the nearest tenth) or 2 (the nearest hundredth) decimal places. */
export const CALCULATION_DECIMALS = { min: 0, max: 2 } as const;

/** True when `answer` is written with at most `decimals` decimal places. */
export const fitsDecimals = (answer: number, decimals: number) => Number(answer.toFixed(decimals)) === answer;

const decimalsMessage = `decimals must be ${CALCULATION_DECIMALS.min} (a whole number), 1 (the nearest tenth) or ${CALCULATION_DECIMALS.max} (the nearest hundredth).`;

/**
 * An authored calculation (fill-in-the-blank) item: `answer` the number a candidate types (greater
 * than 0, with at most `decimals` decimal places), `unit` shown beside the box (like "mL/hr"), and
 * `decimals` the rounding the stem states ("Round to the nearest tenth." for 1).
 */
export const calculationItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('calculation'),
    answer: z
      .number({ error: msg('answer must be a number, like 12.5.') })
      .check(z.gt(0, { error: msg('answer must be greater than 0: a dose, a rate or a volume is not negative.') })),
    unit: itemText('unit', 24),
    decimals: z
      .int({ error: decimalsMessage })
      .check(
        z.minimum(CALCULATION_DECIMALS.min, { error: decimalsMessage }),
        z.maximum(CALCULATION_DECIMALS.max, { error: decimalsMessage }),
      ),
  })
  .check(
    z.refine((item) => fitsDecimals(item.answer, item.decimals), {
      error: msg('answer has more decimal places than decimals allows: write the answer rounded as the stem says.'),
      path: ['answer'],
    }),
  );

export type CalculationItem = z.infer<typeof calculationItemSchema>;

/** A calculation as the browser sees it before scoring: the unit and the rounding, not the answer. */
export const calculationViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('calculation'),
  unit: z.string(),
  decimals: z.int(),
});

export type CalculationView = z.infer<typeof calculationViewSchema>;

const valueMessage = msg('value must be the number as typed, in quotes, like {"value": "12.5"}.');

/**
 * A calculation response: the number as typed, a string (`{"value": "12.5"}`); whether it is a
 * number is checked against the item by the module's `checkResponse` (see readNumberEntry), so the
 * candidate reads why it was refused.
 */
export const calculationResponseSchema = z.strictObject(
  {
    value: z
      .string({ error: valueMessage })
      .check(z.maxLength(32, { error: msg('value must be at most 32 characters.') })),
  },
  { error: msg('A calculation answer is {"value": "the number as typed"}.') },
);

export type CalculationResponse = z.infer<typeof calculationResponseSchema>;

/** The answer, its unit and rounding, and the rationale (the working) of a calculation, once scored. */
export const calculationSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('calculation'),
  answer: z.number(),
  unit: z.string(),
  decimals: z.int(),
});

export type CalculationSolution = z.infer<typeof calculationSolutionSchema>;
