import { Box, Card, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Below this width (Mantine's `sm` breakpoint, 768 px) a money table shows each row as a card (issue 23 point 4). */
const STACKED_QUERY = '(max-width: 47.99em)';

/** One column of a money table: its heading and what each row shows in it. */
export interface MoneyColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, heading too: amounts and counts. */
  numeric?: boolean;
  /** In bold: the amount the table is about. */
  strong?: boolean;
  /** Kept on one line: dates. */
  nowrap?: boolean;
}

/**
 * The table of the money pages (payments, referral fees, sales, courses, every purchase): a bordered
 * card holding a table that scrolls sideways inside it below `minWidth` pixels, a heading row of
 * `columns` and a row per item of `rows` (keyed by `rowKey`). With `empty`, no rows show that
 * instead, in a padded card. With `label`, the scroll box is a focusable region of that name, so a
 * keyboard can scroll it on a narrow screen (for tables that hold no link or button). `busy` marks
 * the table as refreshing and `dimmed` fades it (a previous page shown while the next one loads).
 * On a screen narrower than 768 px (a phone) there is no table and no sideways scroll: each row is a
 * card of its own listing every column's heading and value (issue 23 point 4), so no field is hidden.
 */
export function MoneyTable<Row>({
  rows,
  rowKey,
  columns,
  minWidth,
  empty,
  label,
  spacing = 'md',
  highlightOnHover = false,
  busy,
  dimmed = false,
}: {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: MoneyColumn<Row>[];
  minWidth: number;
  empty?: ReactNode;
  label?: string;
  spacing?: 'sm' | 'md';
  highlightOnHover?: boolean;
  busy?: boolean;
  dimmed?: boolean;
}) {
  const stacked = useMediaQuery(STACKED_QUERY, false, { getInitialValueInEffect: false });
  if (empty !== undefined && rows.length === 0) {
    return (
      <Card withBorder padding="lg" radius="md">
        {empty}
      </Card>
    );
  }
  if (stacked)
    return <StackedRows rows={rows} rowKey={rowKey} columns={columns} label={label} busy={busy} dimmed={dimmed} />;
  const region = label ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : {};
  return (
    <Card withBorder padding={0} radius="md" style={dimmed ? { opacity: 0.6 } : undefined}>
      <Table.ScrollContainer minWidth={minWidth} type="native" {...region}>
        <Table verticalSpacing="sm" horizontalSpacing={spacing} highlightOnHover={highlightOnHover} aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col" ta={column.numeric ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    ta={column.numeric ? 'right' : undefined}
                    fw={column.strong ? 600 : undefined}
                    style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * A money table on a phone: a list (named `label` when given) with a bordered card per row, each a
 * description list of every column's heading and that row's value, the headings in a narrow column.
 */
function StackedRows<Row>({
  rows,
  rowKey,
  columns,
  label,
  busy,
  dimmed,
}: {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: MoneyColumn<Row>[];
  label?: string;
  busy?: boolean;
  dimmed: boolean;
}) {
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      aria-label={label}
      aria-busy={busy}
      style={{ listStyle: 'none', opacity: dimmed ? 0.6 : undefined }}
    >
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} withBorder padding="md" radius="md">
          <Box
            component="dl"
            m={0}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(5.5rem, 35%) 1fr', gap: '0.5rem 0.75rem' }}
          >
            {columns.map((column) => (
              <Box key={column.header} style={{ display: 'contents' }}>
                <Text component="dt" size="sm" c="dimmed">
                  {column.header}
                </Text>
                <Box
                  component="dd"
                  m={0}
                  fz="sm"
                  fw={column.strong ? 600 : undefined}
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {column.cell(row)}
                </Box>
              </Box>
            ))}
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
