import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import type { ExhibitBlock, ExhibitTab } from '../../../../../shared/items/exhibits';
import { removeAt } from '../editors/list-ops';
import { ItemImageField } from './ItemImageField';

const MAX_TABS = 8;

/** An example time, in the exhibit's own language (English, as items are). */
const EXAMPLE_TIME = 'Day 1, 0800';

/** The button that adds a block of each kind. */
const ADD_LABELS: Record<ExhibitBlock['kind'], string> = {
  note: msg('Add note'),
  table: msg('Add table'),
  image: msg('Add image'),
};

/** A table block as text: the header line, then one line per row, cells split by " | ". */
export function tableToText(block: Extract<ExhibitBlock, { kind: 'table' }>): string {
  return [block.columns, ...block.rows].map((cells) => cells.join(' | ')).join('\n');
}

/** The columns and rows of a table written as text (tableToText's inverse); blank lines are skipped. */
export function textToTable(text: string): { columns: string[]; rows: string[][] } {
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return { columns: lines[0] ?? [], rows: lines.slice(1) };
}

const NEW_BLOCKS: Record<ExhibitBlock['kind'], () => ExhibitBlock> = {
  note: () => ({ kind: 'note', text: '' }),
  table: () => ({ kind: 'table', columns: ['Test', 'Result'], rows: [['', '']] }),
  image: () => ({ kind: 'image', src: '', alt: '' }),
};

/**
 * An item's exhibits (src/shared/items/exhibits.ts): up to 8 tabs ("Vital Signs", "Laboratory
 * Results"), each of notes (a time and a text), tables (typed as lines of cells split by " | ",
 * the first line the header) and images (ItemImageField: uploaded as `item-image`, PNG or JPEG,
 * shown to candidates from the public item-image route, with the text alternative the schema requires). Empty: no exhibits.
 */
export function ExhibitsEditor({
  exhibits,
  onChange,
}: {
  exhibits: ExhibitTab[] | undefined;
  onChange: (exhibits: ExhibitTab[] | undefined) => void;
}) {
  const { t } = useTranslation();
  const tabs = exhibits ?? [];
  const setTabs = (next: ExhibitTab[]) => onChange(next.length > 0 ? next : undefined);
  const setTab = (index: number, tab: ExhibitTab) => setTabs(tabs.map((old, at) => (at === index ? tab : old)));
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {t('Exhibits (optional)')}
      </Text>
      {tabs.map((tab, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its position while edited.
        <Paper key={index} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={t('Exhibit tab {{number}} title', { number: index + 1 })}
                value={tab.title}
                onChange={(event) => setTab(index, { ...tab, title: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <Button variant="default" color="red" onClick={() => setTabs(removeAt(tabs, index).list)}>
                {t('Remove tab')}
              </Button>
            </Group>
            {tab.blocks.map((block, at) => (
              <BlockEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: a block is its position while edited.
                key={at}
                label={t('Tab {{tab}}, block {{block}}', { tab: index + 1, block: at + 1 })}
                block={block}
                onChange={(next) =>
                  setTab(index, { ...tab, blocks: tab.blocks.map((old, position) => (position === at ? next : old)) })
                }
                onRemove={
                  tab.blocks.length > 1
                    ? () => setTab(index, { ...tab, blocks: removeAt(tab.blocks, at).list })
                    : undefined
                }
              />
            ))}
            <Group gap="xs">
              {(['note', 'table', 'image'] as const).map((kind) => (
                <Button
                  key={kind}
                  size="xs"
                  variant="default"
                  onClick={() => setTab(index, { ...tab, blocks: [...tab.blocks, NEW_BLOCKS[kind]()] })}
                >
                  {t(ADD_LABELS[kind])}
                </Button>
              ))}
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={tabs.length >= MAX_TABS}
          onClick={() => setTabs([...tabs, { title: '', blocks: [NEW_BLOCKS.note()] }])}
        >
          {t('Add exhibit tab')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One block of an exhibit tab: its kind, and its note, table or image fields. */
function BlockEditor({
  label,
  block,
  onChange,
  onRemove,
}: {
  label: string;
  block: ExhibitBlock;
  onChange: (block: ExhibitBlock) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Select
          label={t('{{label}}: kind', { label })}
          data={[
            { value: 'note', label: t('Note') },
            { value: 'table', label: t('Table') },
            { value: 'image', label: t('Image') },
          ]}
          value={block.kind}
          allowDeselect={false}
          onChange={(kind) => kind && kind !== block.kind && onChange(NEW_BLOCKS[kind as ExhibitBlock['kind']]())}
          w={200}
        />
        {onRemove && (
          <ActionIcon variant="default" aria-label={t('Remove {{label}}', { label })} onClick={onRemove}>
            ✕
          </ActionIcon>
        )}
      </Group>
      {block.kind === 'note' && (
        <>
          <TextInput
            label={t('Time (optional)')}
            placeholder={EXAMPLE_TIME}
            value={block.time ?? ''}
            onChange={(event) => {
              const time = event.currentTarget.value;
              const { time: _old, ...rest } = block;
              onChange(time ? { ...rest, time } : rest);
            }}
          />
          <Textarea
            label={t('Note')}
            autosize
            minRows={2}
            value={block.text}
            onChange={(event) => onChange({ ...block, text: event.currentTarget.value })}
          />
        </>
      )}
      {block.kind === 'table' && (
        <Textarea
          label={t('Table')}
          description={t('The header on the first line, then one line per row; cells split by " | "')}
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          defaultValue={tableToText(block)}
          onChange={(event) => onChange({ ...block, ...textToTable(event.currentTarget.value) })}
        />
      )}
      {block.kind === 'image' && <ImageBlockEditor block={block} onChange={onChange} />}
    </Stack>
  );
}

/** An image block: the file uploaded as `item-image` (its public address becomes `src`) and its required text alternative. */
function ImageBlockEditor({
  block,
  onChange,
}: {
  block: Extract<ExhibitBlock, { kind: 'image' }>;
  onChange: (block: ExhibitBlock) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ItemImageField
        label={t('Image (PNG or JPEG, at most 10 MB)')}
        src={block.src}
        onUploaded={(src) => onChange({ ...block, src })}
      />
      <TextInput
        label={t('Text alternative')}
        description={t('What the image shows, for a candidate who cannot see it')}
        required
        value={block.alt}
        error={block.src && !block.alt.trim() ? t('An image needs its text alternative.') : undefined}
        onChange={(event) => onChange({ ...block, alt: event.currentTarget.value })}
      />
    </>
  );
}
