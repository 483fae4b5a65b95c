import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import { CALCULATION_DECIMALS } from '../../../../../shared/items/calculation/schemas';
import { translateText } from '../../../../i18n/i18n';
import type { TypeEditorProps } from './editor-props';
import { problemsFor } from './list-ops';

const ROUNDING = [
  { value: '0', label: msg('A whole number') },
  { value: '1', label: msg('The nearest tenth') },
  { value: '2', label: msg('The nearest hundredth') },
].filter((option) => Number(option.value) <= CALCULATION_DECIMALS.max);

/**
 * The calculation editor: the answer (a number above 0, written rounded as the stem says), its unit
 * ("mL/hr", shown beside the candidate's box) and the rounding (0-2 decimal places).
 */
export function CalculationEditor({ item, onChange, problems }: TypeEditorProps<'calculation'>) {
  const { t } = useTranslation();
  const problemOf = (field: string) => {
    const found = problemsFor(problems, field)[0];
    return found === undefined ? undefined : translateText(found);
  };
  return (
    <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
      <NumberInput
        label={t('Answer')}
        description={t('The number the candidate types, rounded as the stem says')}
        value={item.answer}
        error={problemOf('answer')}
        decimalScale={CALCULATION_DECIMALS.max + 2}
        onChange={(value) => onChange({ ...item, answer: typeof value === 'number' ? value : Number(value) || 0 })}
      />
      <TextInput
        label={t('Unit')}
        description={t('Shown beside the answer box, like mL/hr')}
        value={item.unit}
        error={problemOf('unit')}
        onChange={(event) => onChange({ ...item, unit: event.currentTarget.value })}
      />
      <Select
        label={t('Round to')}
        description={t('The rounding the stem states')}
        data={ROUNDING.map((option) => ({ ...option, label: t(option.label) }))}
        value={String(item.decimals)}
        error={problemOf('decimals')}
        allowDeselect={false}
        onChange={(value) => onChange({ ...item, decimals: Number(value ?? 0) })}
      />
    </Group>
  );
}
