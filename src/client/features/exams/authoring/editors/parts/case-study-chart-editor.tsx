import { Button, Fieldset, Group, NativeSelect, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../../shared/i18n/msg';
import { CJMM_STEPS, stepLabel } from '../../../../../../shared/items/cjmm-steps';
import type { ExhibitBlock } from '../../../../../../shared/items/exhibits';
import type { ChartEntry, ChartTab } from '../../../../../../shared/items/item-group';
import { BlockFields } from './case-study-block-fields';
import { insertAt, moveTo, removeAt, replaceAt } from './h6-list';
import { FieldProblems } from './h6-problem-list';
import { RowButtons, TextWithRowButtons } from './h6-row-buttons';

/** The choices of "Shown from item": item 1 (Recognize cues) to item 6 (Evaluate outcomes). */

/** A new block of `kind`, blank. */
const blankBlock = (kind: ExhibitBlock['kind']): ExhibitBlock => {
  if (kind === 'note') return { kind: 'note', text: '' };
  if (kind === 'table') return { kind: 'table', columns: ['', ''], rows: [['', '']] };
  return { kind: 'image', src: '', alt: '' };
};

const KIND_LABELS: Record<ExhibitBlock['kind'], string> = {
  note: msg('note'),
  table: msg('table'),
  image: msg('image'),
};

/** The button adding an entry of each kind to a tab. */
const ADD_TO_TAB: Record<ExhibitBlock['kind'], string> = {
  note: msg('Add note to {{tab}}'),
  table: msg('Add table to {{tab}}'),
  image: msg('Add image to {{tab}}'),
};

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
  const { t } = useTranslation();
  const shownFrom = CJMM_STEPS.map((step, index) => ({
    value: String(index),
    label: t('Item {{number}}: {{step}}', { number: index + 1, step: t(stepLabel(step)) }),
  }));
  const setTab = (ti: number, tab: ChartTab) => onChange(replaceAt(chart, ti, tab));
  return (
    <Fieldset legend={t('Chart')} variant="filled">
      <Stack gap="md">
        <FieldProblems problems={problemsAt('chart')} />
        {chart.map((tab, ti) => {
          const tabName = t('tab {{number}}', { number: ti + 1 });
          const setEntry = (e: number, entry: ChartEntry) =>
            setTab(ti, { ...tab, entries: replaceAt(tab.entries, e, entry) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are edited in place; their index is their identity.
            <Paper key={ti} withBorder p="sm">
              <Stack gap="sm">
                <TextWithRowButtons
                  label={t('Title of tab {{number}}', { number: ti + 1 })}
                  value={tab.title}
                  onText={(text) => setTab(ti, { ...tab, title: text })}
                  name={tabName}
                  index={ti}
                  count={chart.length}
                  min={1}
                  onMove={(from, to) => onChange(moveTo(chart, from, to))}
                  onRemove={(at) => onChange(removeAt(chart, at))}
                />
                <FieldProblems problems={problemsAt(`chart.${ti}`)} />
                {tab.entries.map((entry, e) => {
                  const name = t('entry {{number}} of {{tab}}', { number: e + 1, tab: tabName });
                  const legend = t('Entry {{number}}: {{kind}}', {
                    number: e + 1,
                    kind: t(KIND_LABELS[entry.block.kind]),
                  });
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place; their index is their identity.
                    <Fieldset key={e} legend={legend} variant="default">
                      <Stack gap="xs">
                        <Group gap="xs" wrap="nowrap" align="flex-end">
                          <NativeSelect
                            label={t('Shown from item ({{entry}})', { entry: name })}
                            data={shownFrom}
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
                            onMove={(from, to) => setTab(ti, { ...tab, entries: moveTo(tab.entries, from, to) })}
                            onRemove={(at) => setTab(ti, { ...tab, entries: removeAt(tab.entries, at) })}
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
                        setTab(ti, {
                          ...tab,
                          entries: insertAt(tab.entries, { shownFromItem: 0, block: blankBlock(kind) }),
                        })
                      }
                    >
                      {t(ADD_TO_TAB[kind], { tab: tabName })}
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
            {t('Add chart tab')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
