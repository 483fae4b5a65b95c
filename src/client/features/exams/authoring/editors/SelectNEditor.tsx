import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { SELECT_N_MIN, SELECT_N_OPTIONS } from '../../../../../shared/items/select-n/schemas';
import type { TypeEditorProps } from './editor-props';
import { problemsFor, remapKeys, toggleKey } from './list-ops';
import { OptionListEditor } from './OptionListEditor';

/**
 * The select-N editor: N (how many the candidate selects: 2 up to one fewer than the options; the
 * stem says "Select N."), 5-10 options with their keys, exactly N of them ticked.
 */
export function SelectNEditor({ item, onChange, problems }: TypeEditorProps<'select-n'>) {
  return (
    <Stack gap="md">
      <NumberInput
        label="N: how many options the candidate selects"
        min={SELECT_N_MIN}
        max={item.options.length - 1}
        value={item.n}
        allowDecimal={false}
        onChange={(value) => onChange({ ...item, n: typeof value === 'number' ? value : SELECT_N_MIN })}
        w={260}
      />
      <OptionListEditor
        legend={`Options (tick the ${item.n} keys)`}
        problems={problemsFor(problems, 'options', 'correctAnswers', 'n')}
        items={item.options}
        min={SELECT_N_OPTIONS.min}
        max={SELECT_N_OPTIONS.max}
        itemLabel={(index) => `Option ${optionLetter(index)}`}
        addLabel="Add option"
        onChange={(options, map) => onChange({ ...item, options, correctAnswers: remapKeys(item.correctAnswers, map) })}
        renderKey={(index) => (
          <Checkbox
            aria-label={`Option ${optionLetter(index)} is a key`}
            checked={item.correctAnswers.includes(index)}
            onChange={(event) =>
              onChange({ ...item, correctAnswers: toggleKey(item.correctAnswers, index, event.currentTarget.checked) })
            }
          />
        )}
      />
    </Stack>
  );
}
