import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RowButtonsProps {
  /** What the buttons act on, as their names say it: "choice 2 of blank 1". */
  name: string;
  index: number;
  count: number;
  /** Below this many entries the Remove button is disabled (the schema's minimum). */
  min: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * Move up, Move down and Remove buttons of one entry of an editor's list (issue 28 item 1): real
 * buttons (Tab and Enter or Space), each named with the entry ("Move choice 2 of blank 1 up"),
 * disabled where they cannot act (the first entry's Move up, the last's Move down, Remove at the
 * schema's minimum); they keep to one line on a phone.
 */
export function RowButtons({ name, index, count, min, onMove, onRemove }: RowButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('Move {{name}} up', { name })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('Move {{name}} down', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('Remove {{name}}', { name })}
        disabled={count <= min}
        onClick={() => onRemove(index)}
      >
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  );
}

/**
 * An entry's text box (`label`, e.g. "Label of row 2") beside its Move up, Move down and Remove
 * buttons (RowButtons), on one line; `onText` gets the text as typed.
 */
export function TextWithRowButtons({
  label,
  value,
  onText,
  ...buttons
}: RowButtonsProps & { label: string; value: string; onText: (text: string) => void }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={value}
        onChange={(event) => onText(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <RowButtons {...buttons} />
    </Group>
  );
}
