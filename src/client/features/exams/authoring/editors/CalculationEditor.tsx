import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { CALCULATION_DECIMALS } from '../../../../../shared/items/calculation/schemas';
import type { TypeEditorProps } from './editor-props';
import { problemsFor } from './list-ops';

const ROUNDING = [
  { value: '0', label: 'A whole number' },
  { value: '1', label: 'The nearest tenth' },
  { value: '2', label: 'The nearest hundredth' },
].filter((option) => Number(option.value) <= CALCULATION_DECIMALS.max);

/**
 * The calculation editor: the answer (a number above 0, written rounded as the stem says), its unit
 * ("mL/hr", shown beside the candidate's box) and the rounding (0-2 decimal places).
 */
export function CalculationEditor({ item, onChange, problems }: TypeEditorProps<'calculation'>) {
  return (
    <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
      <NumberInput
        label="Answer"
        description="The number the candidate types, rounded as the stem says"
        value={item.answer}
        error={problemsFor(problems, 'answer')[0]}
        decimalScale={CALCULATION_DECIMALS.max + 2}
        onChange={(value) => onChange({ ...item, answer: typeof value === 'number' ? value : Number(value) || 0 })}
      />
      <TextInput
        label="Unit"
        description="Shown beside the answer box, like mL/hr"
        value={item.unit}
        error={problemsFor(problems, 'unit')[0]}
        onChange={(event) => onChange({ ...item, unit: event.currentTarget.value })}
      />
      <Select
        label="Round to"
        description="The rounding the stem states"
        data={ROUNDING}
        value={String(item.decimals)}
        error={problemsFor(problems, 'decimals')[0]}
        allowDeselect={false}
        onChange={(value) => onChange({ ...item, decimals: Number(value ?? 0) })}
      />
    </Group>
  );
}
