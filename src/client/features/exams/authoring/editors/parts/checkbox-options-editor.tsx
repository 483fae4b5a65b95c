import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../../../shared/items/option-letters';
import { type IndexMap, problemsFor, remapKeys, toggleKey } from '../list-ops';
import { OptionListEditor } from '../OptionListEditor';

/** The fields of an item whose options are keyed with checkboxes (select all that apply, select N). */
interface CheckboxKeyedFields {
  options: string[];
  correctAnswers: number[];
}

/**
 * The options of a select-all-that-apply or select-N item (OptionListEditor, within `limits`),
 * lettered "Option A", ..., with a checkbox "Option A is a key" beside each; the keys move with
 * their options. `problemFields` name the fields whose problems show under the list.
 */
export function CheckboxOptionsEditor<T extends CheckboxKeyedFields>({
  item,
  onChange,
  problems,
  problemFields,
  legend,
  limits,
}: {
  item: T;
  onChange: (item: T) => void;
  problems: readonly string[];
  problemFields: string[];
  legend: string;
  limits: { min: number; max: number };
}) {
  const { t } = useTranslation();
  return (
    <OptionListEditor
      legend={legend}
      problems={problemsFor(problems, ...problemFields)}
      items={item.options}
      min={limits.min}
      max={limits.max}
      itemLabel={(index) => t('Option {{letter}}', { letter: optionLetter(index) })}
      addLabel={t('Add option')}
      onChange={(options, map: IndexMap) =>
        onChange({ ...item, options, correctAnswers: remapKeys(item.correctAnswers, map) })
      }
      renderKey={(index) => (
        <Checkbox
          aria-label={t('Option {{letter}} is a key', { letter: optionLetter(index) })}
          checked={item.correctAnswers.includes(index)}
          onChange={(event) =>
            onChange({ ...item, correctAnswers: toggleKey(item.correctAnswers, index, event.currentTarget.checked) })
          }
        />
      )}
    />
  );
}
