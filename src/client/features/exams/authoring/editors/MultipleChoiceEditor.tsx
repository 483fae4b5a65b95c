import { Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MULTIPLE_CHOICE_OPTIONS } from '../../../../../shared/items/multiple-choice/schemas';
import { optionLetter } from '../../../../../shared/items/option-letters';
import type { TypeEditorProps } from './editor-props';
import { problemsFor } from './list-ops';
import { OptionListEditor } from './OptionListEditor';

/**
 * The multiple-choice editor: its four options A-D (moved with their key) and the one key, a radio
 * "Option A is the key" beside each option (spec §3 "Question").
 */
export function MultipleChoiceEditor({ item, onChange, problems }: TypeEditorProps<'multiple-choice'>) {
  const { t } = useTranslation();
  return (
    <OptionListEditor
      legend={t('Options (choose the key)')}
      problems={problemsFor(problems, 'options', 'correctAnswer')}
      items={item.options}
      min={MULTIPLE_CHOICE_OPTIONS}
      max={MULTIPLE_CHOICE_OPTIONS}
      itemLabel={(index) => t('Option {{letter}}', { letter: optionLetter(index) })}
      addLabel={t('Add option')}
      onChange={(options, map) => onChange({ ...item, options, correctAnswer: map(item.correctAnswer) ?? 0 })}
      renderKey={(index) => (
        <Radio
          name={`key-${item.id}`}
          aria-label={t('Option {{letter}} is the key', { letter: optionLetter(index) })}
          checked={item.correctAnswer === index}
          onChange={() => onChange({ ...item, correctAnswer: index })}
        />
      )}
    />
  );
}
