import { Badge, Group, Image, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownImageSrc } from '../../../../shared/files/item-image-src';
import type { ExhibitBlock, ExhibitTab } from '../../../../shared/items/exhibits';
import classes from './exhibits.module.css';

/**
 * One block of an exhibit or chart tab: a note, a table (scrolling inside its own box on a phone,
 * a box that takes the focus so the keyboard scrolls it too) or an image with its text alternative
 * (an item image from the public route, shownImageSrc).
 */
function Block({ block }: { block: ExhibitBlock }) {
  const { t } = useTranslation();
  if (block.kind === 'note') {
    return (
      <div>
        {block.time && (
          <Text size="sm" fw={700}>
            {block.time}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {block.text}
        </Text>
      </div>
    );
  }
  if (block.kind === 'table') {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so the keyboard can scroll it.
      <section className={classes.tableBox} tabIndex={0} aria-label={block.caption ?? t('Table')}>
        <Table withTableBorder withColumnBorders striped fz="sm">
          {block.caption && <caption className={classes.caption}>{block.caption}</caption>}
          <Table.Thead>
            <Table.Tr>
              {block.columns.map((column, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: headings of an authored table never reorder, and may repeat while written.
                <Table.Th key={c} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {block.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of an authored table never reorder.
              <Table.Tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of an authored row never reorder.
                    <Table.Th key={c} scope="row" fw={600}>
                      {cell}
                    </Table.Th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of an authored row never reorder.
                    <Table.Td key={c}>{cell}</Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    );
  }
  return <Image src={shownImageSrc(block.src)} alt={block.alt} radius="sm" maw="100%" />;
}

/**
 * A tab's value, from which Mantine makes the ids that the tab's aria-controls and the panel's
 * aria-labelledby name: without spaces ("Vital%20Signs"), since a space separates the ids of such
 * an attribute; one title, one value.
 */
const tabValue = (title: string) => encodeURIComponent(title);

interface ExhibitTabsProps {
  tabs: readonly ExhibitTab[];
  /** Names the tab list for screen readers, e.g. "Client chart" or "Exhibits". */
  label: string;
  /** Titles of the tabs that gained entries at this item (marked "New"). */
  newTabs?: readonly string[];
}

/**
 * Exhibits or a case study's chart in tabs (docs/item-types.md): a tab list (arrow keys move
 * between tabs, as WAI-ARIA tabs do), each panel its notes, tables and images, rendered from data,
 * never as images of text. A tab that gained entries at this item says "New".
 */
export function ExhibitTabs({ tabs, label, newTabs = [] }: ExhibitTabsProps) {
  const { t } = useTranslation();
  const first = tabs[0]?.title;
  if (!first) return null;
  return (
    <Tabs defaultValue={tabValue(first)} keepMounted={false} variant="outline" className={classes.tabs}>
      <Tabs.List aria-label={label} className={classes.tabList}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.title} value={tabValue(tab.title)}>
            <Group gap={6} wrap="nowrap">
              <span lang="en">{tab.title}</span>
              {newTabs.includes(tab.title) && (
                <Badge size="xs" color="orange" variant="filled">
                  {t('New')}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.title} value={tabValue(tab.title)} pt="sm" lang="en">
          <Stack gap="sm">
            {tab.blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks of an authored tab never reorder.
              <Block key={index} block={block} />
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
