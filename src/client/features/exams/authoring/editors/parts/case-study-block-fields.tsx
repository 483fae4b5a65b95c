import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExhibitBlock } from '../../../../../../shared/items/exhibits';
import { ItemImageField } from '../../components/ItemImageField';
import { insertAt, removeAt, replaceAt } from './h6-list';

/** An example time, in the chart's own language (English, as items are). */
const EXAMPLE_TIME = 'Day 1, 0800';

type TableBlock = Extract<ExhibitBlock, { kind: 'table' }>;

interface BlockFieldsProps {
  block: ExhibitBlock;
  /** The entry as the inputs name it: "entry 2 of tab 1". */
  name: string;
  onChange: (block: ExhibitBlock) => void;
}

/** A table block's header and rows: a heading per column, a cell per column in each row. */
function TableFields({
  block,
  name,
  onChange,
}: {
  block: TableBlock;
  name: string;
  onChange: (b: TableBlock) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <TextInput
        label={t('Caption of {{name}} (optional)', { name })}
        value={block.caption ?? ''}
        onChange={(event) => {
          const { caption: _old, ...rest } = block;
          const caption = event.currentTarget.value;
          onChange(caption === '' ? rest : { ...rest, caption });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: Math.min(block.columns.length, 4) }} spacing="xs">
        {block.columns.map((heading, c) => (
          <TextInput
            // biome-ignore lint/suspicious/noArrayIndexKey: column c is edited in place.
            key={c}
            label={t('Heading of column {{number}} of {{name}}', { number: c + 1, name })}
            value={heading}
            onChange={(event) =>
              onChange({ ...block, columns: replaceAt(block.columns, c, event.currentTarget.value) })
            }
          />
        ))}
      </SimpleGrid>
      {block.rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: row r is edited in place.
        <Group key={r} gap="xs" align="flex-end" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: Math.min(block.columns.length, 4) }} spacing="xs" style={{ flex: 1 }}>
            {block.columns.map((_, c) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: cell c is column c.
                key={c}
                label={t('Row {{row}}, column {{column}} of {{name}}', { row: r + 1, column: c + 1, name })}
                value={row[c] ?? ''}
                onChange={(event) => {
                  const cells = block.columns.map((__, position) => row[position] ?? '');
                  onChange({
                    ...block,
                    rows: replaceAt(block.rows, r, replaceAt(cells, c, event.currentTarget.value)),
                  });
                }}
              />
            ))}
          </SimpleGrid>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={block.rows.length <= 1}
            onClick={() => onChange({ ...block, rows: removeAt(block.rows, r) })}
          >
            {t('Remove row {{number}}', { number: r + 1 })}
          </Button>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          variant="subtle"
          size="xs"
          disabled={block.rows.length >= 40}
          onClick={() =>
            onChange({
              ...block,
              rows: insertAt(
                block.rows,
                block.columns.map(() => ''),
              ),
            })
          }
        >
          {t('Add row to {{name}}', { name })}
        </Button>
        <Button
          variant="subtle"
          size="xs"
          disabled={block.columns.length >= 12}
          onClick={() =>
            onChange({
              ...block,
              columns: insertAt(block.columns, ''),
              rows: block.rows.map((row) => insertAt(row, '')),
            })
          }
        >
          {t('Add column to {{name}}', { name })}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          disabled={block.columns.length <= 1}
          onClick={() =>
            onChange({
              ...block,
              columns: block.columns.slice(0, -1),
              rows: block.rows.map((row) => row.slice(0, block.columns.length - 1)),
            })
          }
        >
          {t('Remove last column of {{name}}', { name })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The fields of one block of a chart entry (issue 28 item 1; exhibits.ts): a note (an optional time
 * like "Day 1, 0800", and its text), a table (optional caption, a heading per column, a cell per
 * column in each row; rows and columns added and removed), or an image (uploaded as an item image,
 * ItemImageField, its public address kept in `src`; and the text alternative a screen reader
 * reads, required).
 */
export function BlockFields({ block, name, onChange }: BlockFieldsProps) {
  const { t } = useTranslation();
  if (block.kind === 'note') {
    return (
      <Stack gap="xs">
        <TextInput
          label={t('Time of {{name}} (optional)', { name })}
          placeholder={EXAMPLE_TIME}
          value={block.time ?? ''}
          onChange={(event) => {
            const { time: _old, ...rest } = block;
            const time = event.currentTarget.value;
            onChange(time === '' ? rest : { ...rest, time });
          }}
        />
        <Textarea
          label={t('Text of {{name}}', { name })}
          autosize
          minRows={2}
          value={block.text}
          onChange={(event) => onChange({ ...block, text: event.currentTarget.value })}
        />
      </Stack>
    );
  }
  if (block.kind === 'table') return <TableFields block={block} name={name} onChange={onChange} />;
  return (
    <Stack gap="xs">
      <ItemImageField
        label={t('Image file of {{name}}', { name })}
        src={block.src}
        onUploaded={(src) => onChange({ ...block, src })}
      />
      <TextInput
        label={t('Text alternative of {{name}}', { name })}
        description={t('Required: what a screen reader says instead of the image.')}
        withAsterisk
        value={block.alt}
        onChange={(event) => onChange({ ...block, alt: event.currentTarget.value })}
      />
    </Stack>
  );
}
