import { Checkbox } from '@mantine/core';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { SATA_OPTIONS } from '../../../../../shared/items/select-all-that-apply/schemas';
import type { TypeEditorProps } from './editor-props';
import { problemsFor, remapKeys, toggleKey } from './list-ops';
import { OptionListEditor } from './OptionListEditor';

/**
 * The select-all-that-apply editor: 5-10 options (added, removed and moved with their keys) and a
 * checkbox "Option A is a key" beside each; at least one key (the schema refuses none).
 */
export function SelectAllThatApplyEditor({ item, onChange, problems }: TypeEditorProps<'select-all-that-apply'>) {
  return (
    <OptionListEditor
      legend="Options (tick every key)"
      problems={problemsFor(problems, 'options', 'correctAnswers')}
      items={item.options}
      min={SATA_OPTIONS.min}
      max={SATA_OPTIONS.max}
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
  );
}
