import { Button, Fieldset, Group, NativeSelect, Paper, Stack } from '@mantine/core';
import { CJMM_STEPS, stepLabel } from '../../../../../../shared/items/cjmm-steps';
import type { ExhibitBlock } from '../../../../../../shared/items/exhibits';
import type { ChartEntry, ChartTab } from '../../../../../../shared/items/item-group';
import { BlockFields } from './case-study-block-fields';
import { insertAt, moveTo, removeAt, replaceAt } from './h6-list';
import { FieldProblems } from './h6-problem-list';
import { RowButtons, TextWithRowButtons } from './h6-row-buttons';

/** The choices of "Shown from item": item 1 (Recognize cues) to item 6 (Evaluate outcomes). */
const SHOWN_FROM = CJMM_STEPS.map((step, index) => ({
  value: String(index),
  label: `Item ${index + 1}: ${stepLabel(step)}`,
}));

/** A new block of `kind`, blank. */
const blankBlock = (kind: ExhibitBlock['kind']): ExhibitBlock => {
  if (kind === 'note') return { kind: 'note', text: '' };
  if (kind === 'table') return { kind: 'table', columns: ['', ''], rows: [['', '']] };
  return { kind: 'image', src: '', alt: '' };
};

const KIND_LABELS: Record<ExhibitBlock['kind'], string> = { note: 'note', table: 'table', image: 'image' };

interface ChartEditorProps {
  chart: ChartTab[];
  onChange: (chart: ChartTab[]) => void;
  /** Problems per tab (`chart.i`) and of the chart as a whole. */
  problemsAt: (path: string) => string[];
}

/**
 * A case study's chart (issue 28 item 1; chartTabSchema in src/shared/items/item-group.ts): 1 to 10
 * tabs, each renamed in place, moved or removed, each with its entries (a note, a table or an
 * image; added with "Add note to tab i" and so on, moved or removed), and for each entry "Shown
 * from item" 1 to 6: the item from which the candidate sees it, as the chart unfolds.
 */
export function ChartEditor({ chart, onChange, problemsAt }: ChartEditorProps) {
  const setTab = (t: number, tab: ChartTab) => onChange(replaceAt(chart, t, tab));
  return (
    <Fieldset legend="Chart" variant="filled">
      <Stack gap="md">
        <FieldProblems problems={problemsAt('chart')} />
        {chart.map((tab, t) => {
          const tabName = `tab ${t + 1}`;
          const setEntry = (e: number, entry: ChartEntry) =>
            setTab(t, { ...tab, entries: replaceAt(tab.entries, e, entry) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are edited in place; their index is their identity.
            <Paper key={t} withBorder p="sm">
              <Stack gap="sm">
                <TextWithRowButtons
                  label={`Title of tab ${t + 1}`}
                  value={tab.title}
                  onText={(text) => setTab(t, { ...tab, title: text })}
                  name={tabName}
                  index={t}
                  count={chart.length}
                  min={1}
                  onMove={(from, to) => onChange(moveTo(chart, from, to))}
                  onRemove={(at) => onChange(removeAt(chart, at))}
                />
                <FieldProblems problems={problemsAt(`chart.${t}`)} />
                {tab.entries.map((entry, e) => {
                  const name = `entry ${e + 1} of ${tabName}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place; their index is their identity.
                    <Fieldset key={e} legend={`Entry ${e + 1}: ${KIND_LABELS[entry.block.kind]}`} variant="default">
                      <Stack gap="xs">
                        <Group gap="xs" wrap="nowrap" align="flex-end">
                          <NativeSelect
                            label={`Shown from item (${name})`}
                            data={SHOWN_FROM}
                            value={String(entry.shownFromItem)}
                            onChange={(event) =>
                              setEntry(e, { ...entry, shownFromItem: Number(event.currentTarget.value) })
                            }
                            style={{ flex: 1, minWidth: 0 }}
                          />
                          <RowButtons
                            name={name}
                            index={e}
                            count={tab.entries.length}
                            min={1}
                            onMove={(from, to) => setTab(t, { ...tab, entries: moveTo(tab.entries, from, to) })}
                            onRemove={(at) => setTab(t, { ...tab, entries: removeAt(tab.entries, at) })}
                          />
                        </Group>
                        <BlockFields
                          block={entry.block}
                          name={name}
                          onChange={(block) => setEntry(e, { ...entry, block })}
                        />
                      </Stack>
                    </Fieldset>
                  );
                })}
                <Group gap="xs">
                  {(['note', 'table', 'image'] as const).map((kind) => (
                    <Button
                      key={kind}
                      variant="subtle"
                      size="xs"
                      onClick={() =>
                        setTab(t, {
                          ...tab,
                          entries: insertAt(tab.entries, { shownFromItem: 0, block: blankBlock(kind) }),
                        })
                      }
                    >
                      Add {kind} to {tabName}
                    </Button>
                  ))}
                </Group>
              </Stack>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={chart.length >= 10}
            onClick={() =>
              onChange(insertAt(chart, { title: '', entries: [{ shownFromItem: 0, block: blankBlock('note') }] }))
            }
          >
            Add chart tab
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
