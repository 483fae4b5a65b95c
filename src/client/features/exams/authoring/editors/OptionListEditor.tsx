import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../../i18n/i18n';
import { type IndexMap, moveTo, removeAt } from './list-ops';

/**
 * An editable list of texts (options, rows, columns, conditions): one text box per entry named
 * `itemLabel(index)` ("Option A"), with Move up, Move down and Remove buttons (each named for its
 * entry, so a keyboard and a screen reader reach them) and "Add ..." below, kept within `min`-`max`
 * entries (the type's schema counts; a fixed list passes min = max). `renderKey` puts the entry's
 * key control (a radio or checkbox) beside it. `onChange` gets the new list and where each old index
 * went (null: removed), so the caller moves the keys with their entries (list-ops.ts). `problems`
 * (the sentences naming the list or its keys) show under it.
 */
export function OptionListEditor({
  legend,
  items,
  min,
  max,
  itemLabel,
  addLabel,
  onChange,
  renderKey,
  multiline = true,
  problems = [],
}: {
  legend: string;
  items: readonly string[];
  min: number;
  max: number;
  itemLabel: (index: number) => string;
  addLabel: string;
  onChange: (items: string[], map: IndexMap) => void;
  renderKey?: (index: number) => ReactNode;
  multiline?: boolean;
  /** The content rules' sentences about this list or its keys, shown under it. */
  problems?: readonly string[];
}) {
  const { t } = useTranslation();
  const fixed = min === max;
  const setText = (index: number, text: string) =>
    onChange(
      items.map((item, position) => (position === index ? text : item)),
      (old) => old,
    );
  const move = (from: number, to: number) => {
    const moved = moveTo(items, from, to);
    onChange(moved.list, moved.map);
  };
  const remove = (index: number) => {
    const removed = removeAt(items, index);
    onChange(removed.list, removed.map);
  };
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={4}>
        {legend}
      </Text>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are texts that may repeat or be empty; the position is their identity.
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          {renderKey && <div style={{ paddingTop: 30 }}>{renderKey(index)}</div>}
          <Textarea
            label={itemLabel(index)}
            value={item}
            onChange={(event) => setText(index, event.currentTarget.value)}
            autosize
            minRows={1}
            maxRows={multiline ? 6 : 1}
            style={{ flex: 1 }}
          />
          <Group gap={2} pt={26} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={t('Move {{name}} up', { name: itemLabel(index) })}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('Move {{name}} down', { name: itemLabel(index) })}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </ActionIcon>
            {!fixed && (
              <ActionIcon
                variant="default"
                color="red"
                aria-label={t('Remove {{name}}', { name: itemLabel(index) })}
                disabled={items.length <= min}
                onClick={() => remove(index)}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        </Group>
      ))}
      {problems.map((problem) => (
        <Text key={problem} size="sm" c="var(--mantine-color-error)">
          {translateText(problem)}
        </Text>
      ))}
      {!fixed && (
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={items.length >= max}
            onClick={() => onChange([...items, ''], (old) => old)}
          >
            {addLabel}
          </Button>
          <Text size="xs" c="dimmed">
            {t('{{min}} to {{max}}', { min, max })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
