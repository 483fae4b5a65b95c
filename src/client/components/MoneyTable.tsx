import { Card, Table } from '@mantine/core';
import type { ReactNode } from 'react';

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
  if (empty !== undefined && rows.length === 0) {
    return (
      <Card withBorder padding="lg" radius="md">
        {empty}
      </Card>
    );
  }
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
