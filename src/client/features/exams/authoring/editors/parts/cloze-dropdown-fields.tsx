import { Button, Fieldset, Group, Radio, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_OPTIONS, type Dropdown } from '../../../../../../shared/items/drop-down-cloze/dropdowns';
import { addChoice, moveChoice, removeChoice, setChoice } from './cloze-dropdown-edits';
import { FieldProblems } from './h6-problem-list';
import { RowButtons } from './h6-row-buttons';

interface DropdownFieldsProps {
  /** The legend, e.g. "Blank 1" or "Row 2, Dose". */
  legend: string;
  /** The drop-down as the inputs name it: "blank 1" gives "Choice 2 of blank 1". */
  name: string;
  dropdown: Dropdown;
  onChange: (dropdown: Dropdown) => void;
  problems: readonly string[];
  /** Extra buttons beside "Add choice" (a cloze blank's "Remove blank"). */
  actions?: ReactNode;
}

/**
 * The choices and key of one drop-down (issue 28 item 1): 3 to 5 choices, each a text input named
 * "Choice j of <name>" with a radio "Choice j of <name> is the key" (one key per drop-down) and
 * Move up, Move down and Remove buttons; "Add choice" up to 5. The key follows its choice when
 * choices move. The drop-down's problems show under it.
 */
export function DropdownFields({ legend, name, dropdown, onChange, problems, actions }: DropdownFieldsProps) {
  const { t } = useTranslation();
  const count = dropdown.options.length;
  return (
    <Fieldset legend={legend} variant="filled">
      <Radio.Group
        value={String(dropdown.correctAnswer)}
        onChange={(value) => onChange({ ...dropdown, correctAnswer: Number(value) })}
        label={t('Choices of {{name}} (mark the key)', { name })}
      >
        <Stack gap="xs" mt={4}>
          {dropdown.options.map((option, index) => {
            const choice = t('choice {{number}} of {{name}}', { number: index + 1, name });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the choices are edited in place; their index is their identity.
              <Group key={index} gap="xs" wrap="nowrap" align="center">
                <Radio
                  value={String(index)}
                  aria-label={t('Choice {{number}} of {{name}} is the key', { number: index + 1, name })}
                />
                <TextInput
                  aria-label={t('Choice {{number}} of {{name}}', { number: index + 1, name })}
                  value={option}
                  onChange={(event) => onChange(setChoice(dropdown, index, event.currentTarget.value))}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <RowButtons
                  name={choice}
                  index={index}
                  count={count}
                  min={DROPDOWN_OPTIONS.min}
                  onMove={(from, to) => onChange(moveChoice(dropdown, from, to))}
                  onRemove={(at) => onChange(removeChoice(dropdown, at))}
                />
              </Group>
            );
          })}
        </Stack>
      </Radio.Group>
      <FieldProblems problems={problems} />
      <Group gap="xs" mt="xs">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onChange(addChoice(dropdown))}
          disabled={count >= DROPDOWN_OPTIONS.max}
        >
          {t('Add choice to {{name}}', { name })}
        </Button>
        {actions}
      </Group>
    </Fieldset>
  );
}
