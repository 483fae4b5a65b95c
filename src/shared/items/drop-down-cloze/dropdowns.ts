import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { optionTextsSchema } from '../fields';

/**
 * The pieces every drop-down item type shares (drop-down cloze, table and rationale;
 * docs/item-types.md): one drop-down as authored and as the browser sees it, and the choice a
 * candidate makes in one.
 */

/** Every drop-down offers 3 to 5 options (docs/item-types.md). */
export const DROPDOWN_OPTIONS = { min: 3, max: 5 } as const;

const keyMessage = msg("correctAnswer must be the zero-based index of the key among this drop-down's options, like 0.");

/** One authored drop-down: its 3-5 options and the zero-based index of its key. */
export const dropdownSchema = z
  .strictObject(
    {
      options: optionTextsSchema(DROPDOWN_OPTIONS.min, DROPDOWN_OPTIONS.max),
      correctAnswer: z.int({ error: keyMessage }).check(z.minimum(0, { error: keyMessage })),
    },
    { error: msg('each drop-down must be {"options": [3 to 5 texts], "correctAnswer": n}.') },
  )
  .check(
    z.refine((dropdown) => dropdown.correctAnswer < dropdown.options.length, {
      error: msg(
        "correctAnswer names an option this drop-down does not have (it counts this drop-down's options from 0).",
      ),
      path: ['correctAnswer'],
    }),
  );

export type Dropdown = z.infer<typeof dropdownSchema>;

/** One drop-down as the browser sees it: its options, not its key. */
export const dropdownViewSchema = z.object({ options: z.array(z.string()) });

export type DropdownView = z.infer<typeof dropdownViewSchema>;

/** The drop-down without its key, for a view. */
export const dropdownView = (dropdown: Dropdown): DropdownView => ({ options: dropdown.options });

const choiceMessage = msg(
  'each choice must be the zero-based index of an option of its drop-down, or null when not chosen.',
);

/** The choice in one drop-down: an option's zero-based index, or null while nothing is chosen. */
export const dropdownChoiceSchema = z.nullable(
  z.int({ error: choiceMessage }).check(z.minimum(0, { error: choiceMessage })),
);

/** A response made of one choice per drop-down (drop-down cloze and rationale): at least one chosen. */
export const dropdownChoicesSchema = (label: string) => {
  const shape = `A ${label} answer is {"choices": [n or null, ...]}, one entry per drop-down.`;
  return z.strictObject(
    {
      choices: z.array(dropdownChoiceSchema, { error: shape }).check(
        z.minLength(1, { error: msg('choices must hold one entry per drop-down.') }),
        z.refine((choices) => choices.some((choice) => choice !== null), {
          error: msg('choices must choose in at least one drop-down; send null to clear the answer.'),
        }),
      ),
    },
    { error: shape },
  );
};

/**
 * Null when `choices` (one per drop-down of `dropdowns`) fits them; otherwise a sentence a candidate
 * can act on. `name(i)` names drop-down i ("Drop-down 2", "Row 1's drop-down 2").
 */
export function dropdownChoicesProblem(
  dropdowns: readonly DropdownView[],
  choices: readonly (number | null)[],
  name: (index: number) => string = (index) => `Drop-down ${index + 1}`,
): string | null {
  if (choices.length !== dropdowns.length) {
    const count = dropdowns.length === 1 ? '1 drop-down' : `${dropdowns.length} drop-downs`;
    return `This item has ${count}: send ${dropdowns.length === 1 ? 'one choice' : `${dropdowns.length} choices`} (an option's index, or null), not ${choices.length}.`;
  }
  for (const [index, choice] of choices.entries()) {
    const size = dropdowns[index]?.options.length ?? 0;
    if (choice !== null && choice >= size) {
      return `${name(index)} has options 0 to ${size - 1}: option ${choice} does not exist.`;
    }
  }
  return null;
}
