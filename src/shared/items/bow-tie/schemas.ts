import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';

/**
 * A bow-tie item's fixed shape (NCSBN NGN item types; docs/nclex.md §2, docs/item-types.md): 4
 * conditions (1 key, the centre), 5 actions to take (2 keys, the left wing) and 5 parameters to
 * monitor (2 keys, the right wing): 5 placements, 5 points.
 */
export const BOW_TIE = { conditions: 4, actions: 5, parameters: 5, perWing: 2 } as const;

/** The three lists of a bow-tie, as the fields name them. */
export type BowTieList = 'conditions' | 'actions' | 'parameters';

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

/** Exactly `count` texts, all different (case ignored); messages name `field`. */
const textList = (field: BowTieList, count: number) =>
  z.array(itemText(`each of ${field}`, 300), { error: `${field} must be a list of exactly ${count} texts.` }).check(
    z.minLength(count, { error: `${field} must hold exactly ${count} texts.` }),
    z.maxLength(count, { error: `${field} must hold exactly ${count} texts.` }),
    z.refine((texts) => new Set(texts.map((text) => text.toLowerCase())).size === texts.length, {
      error: `${field} must all be different.`,
    }),
  );

/** `count` zero-based indexes of a list of `size`, none repeated; messages name `field`. */
const wingKeys = (field: 'correctActions' | 'correctParameters', size: number) => {
  const message = `${field} must list ${BOW_TIE.perWing} zero-based indexes from 0 to ${size - 1}, like [0, 3].`;
  return z
    .array(z.int({ error: message }).check(z.minimum(0, { error: message }), z.maximum(size - 1, { error: message })), {
      error: message,
    })
    .check(
      z.minLength(BOW_TIE.perWing, { error: `${field} must hold exactly ${BOW_TIE.perWing} keys.` }),
      z.maxLength(BOW_TIE.perWing, { error: `${field} must hold exactly ${BOW_TIE.perWing} keys.` }),
      z.refine(distinct, { error: `${field} must not repeat an index.` }),
    );
};

const conditionKeyMessage = `correctCondition must be 0 to ${BOW_TIE.conditions - 1} (the index of the key in conditions).`;

/**
 * An authored bow-tie item: `conditions` (4 texts), `actions` (5) and `parameters` (5), with the
 * keys `correctCondition` (one index), `correctActions` and `correctParameters` (two indexes each),
 * all zero-based.
 */
export const bowTieItemSchema = z.strictObject({
  ...authoredItemFields,
  itemType: z.literal('bow-tie'),
  conditions: textList('conditions', BOW_TIE.conditions),
  actions: textList('actions', BOW_TIE.actions),
  parameters: textList('parameters', BOW_TIE.parameters),
  correctCondition: z
    .int({ error: conditionKeyMessage })
    .check(
      z.minimum(0, { error: conditionKeyMessage }),
      z.maximum(BOW_TIE.conditions - 1, { error: conditionKeyMessage }),
    ),
  correctActions: wingKeys('correctActions', BOW_TIE.actions),
  correctParameters: wingKeys('correctParameters', BOW_TIE.parameters),
});

export type BowTieItem = z.infer<typeof bowTieItemSchema>;

/** A bow-tie as the browser sees it before scoring: the three lists, not the keys. */
export const bowTieViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('bow-tie'),
  conditions: z.array(z.string()),
  actions: z.array(z.string()),
  parameters: z.array(z.string()),
});

export type BowTieView = z.infer<typeof bowTieViewSchema>;

const indexMessage = (field: string) => `${field} must list zero-based indexes of the placed options, like [0, 3].`;

/** The options placed in one wing: at most 2 zero-based indexes, none repeated. */
const wingPlacements = (field: 'actions' | 'parameters', singular: string) =>
  z
    .array(z.int({ error: indexMessage(field) }).check(z.minimum(0, { error: indexMessage(field) })), {
      error: indexMessage(field),
    })
    .check(
      z.maxLength(BOW_TIE.perWing, {
        error: `a bow-tie has ${BOW_TIE.perWing} ${singular} slots: place at most ${BOW_TIE.perWing} ${field}, removing one before adding another.`,
      }),
      z.refine(distinct, { error: `${field} must not place the same ${singular} twice.` }),
    );

const conditionMessage = msg(
  'condition must be the zero-based index of the placed condition, or null when none is placed.',
);

/**
 * A bow-tie response: the placed condition (null until one is placed) and the actions and
 * parameters placed in each wing (0-2 each; order ignored), at least one placement in all.
 * Docs/item-types.md's `{"condition": 1, "actions": [0, 3], "parameters": [2]}`; the null
 * condition lets a half-done bow-tie be saved.
 */
export const bowTieResponseSchema = z
  .strictObject(
    {
      condition: z.nullable(z.int({ error: conditionMessage }).check(z.minimum(0, { error: conditionMessage }))),
      actions: wingPlacements('actions', 'action'),
      parameters: wingPlacements('parameters', 'parameter'),
    },
    { error: msg('A bow-tie answer is {"condition": n or null, "actions": [indexes], "parameters": [indexes]}.') },
  )
  .check(
    z.refine(
      (response) => response.condition !== null || response.actions.length > 0 || response.parameters.length > 0,
      { error: msg('a bow-tie answer must place at least one option; send null to clear the answer.') },
    ),
  );

export type BowTieResponse = z.infer<typeof bowTieResponseSchema>;

/** The keys (wings in ascending order) and rationale of a bow-tie, once scored. */
export const bowTieSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('bow-tie'),
  correctCondition: z.int(),
  correctActions: z.array(z.int()),
  correctParameters: z.array(z.int()),
});

export type BowTieSolution = z.infer<typeof bowTieSolutionSchema>;
