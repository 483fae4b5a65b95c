import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A chart's figures as a table, folded under "Show the figures" (a native `<details>`, so it opens
 * by keyboard and screen readers announce it as collapsed or expanded): how keyboard and
 * screen-reader users, and anyone who wants the numbers, read a chart. `children` are the
 * table's head and body; `caption` says what the figures are.
 */
export function FiguresTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <details style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>Show the figures</summary>
      <Table striped captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        {children}
      </Table>
    </details>
  );
}
