import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldProblems } from './h6-problem-list';

/**
 * The "Columns" fieldset of a table editor (drop-down table, highlight table): one text box per
 * heading named `headingLabel(c)`, a "Remove column …" button (`removeLabel(c)`, or none where it
 * gives null; disabled at `min` headings), the `problems` of the columns, and `addLabel` below
 * (disabled at `max`). The caller changes the rows with the columns in `onRemove` and `onAdd`.
 */
export function TableColumnsFieldset({
  columns,
  min,
  max,
  headingLabel,
  removeLabel,
  addLabel,
  problems,
  onRename,
  onRemove,
  onAdd,
}: {
  columns: readonly string[];
  min: number;
  max: number;
  headingLabel: (c: number) => string;
  removeLabel: (c: number) => string | null;
  addLabel: string;
  problems: readonly string[];
  onRename: (c: number, heading: string) => void;
  onRemove: (c: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('Columns')} variant="filled">
      <Stack gap="xs">
        {columns.map((heading, c) => {
          const remove = removeLabel(c);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: headings are edited in place; their index is their identity.
            <Group key={c} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={headingLabel(c)}
                value={heading}
                onChange={(event) => onRename(c, event.currentTarget.value)}
                style={{ flex: 1, minWidth: 0 }}
              />
              {remove !== null && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  disabled={columns.length <= min}
                  onClick={() => onRemove(c)}
                >
                  {remove}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
      <FieldProblems problems={problems} />
      <Button mt="xs" variant="subtle" size="xs" disabled={columns.length >= max} onClick={onAdd}>
        {addLabel}
      </Button>
    </Fieldset>
  );
}
