import { NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SELECT_N_MIN, SELECT_N_OPTIONS } from '../../../../../shared/items/select-n/schemas';
import type { TypeEditorProps } from './editor-props';
import { CheckboxOptionsEditor } from './parts/checkbox-options-editor';

/**
 * The select-N editor: N (how many the candidate selects: 2 up to one fewer than the options; the
 * stem says "Select N."), 5-10 options with their keys, exactly N of them ticked.
 */
export function SelectNEditor({ item, onChange, problems }: TypeEditorProps<'select-n'>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <NumberInput
        label={t('N: how many options the candidate selects')}
        min={SELECT_N_MIN}
        max={item.options.length - 1}
        value={item.n}
        allowDecimal={false}
        onChange={(value) => onChange({ ...item, n: typeof value === 'number' ? value : SELECT_N_MIN })}
        w={260}
      />
      <CheckboxOptionsEditor
        item={item}
        onChange={onChange}
        problems={problems}
        problemFields={['options', 'correctAnswers', 'n']}
        legend={t('Options (tick the {{number}} keys)', { number: item.n })}
        limits={SELECT_N_OPTIONS}
      />
    </Stack>
  );
}
