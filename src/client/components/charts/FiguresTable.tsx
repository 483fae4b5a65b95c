import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const cell: CSSProperties = {
  padding: '4px 8px',
  textAlign: 'left',
  borderBottom: '1px solid var(--mantine-color-default-border)',
};

/**
 * A chart's figures as a table, folded under "Show the figures" (a native `<details>`, so it opens
 * by keyboard and screen readers announce it as collapsed or expanded): how keyboard and
 * screen-reader users, and anyone who wants the numbers, read a chart. `caption` says what the
 * figures are; `columns` are the headings; each row's `cells` follow them. A plain table, not
 * Mantine's: its Table brings ScrollArea and floating-ui (about 19 kB gzip) into the dashboard.
 * `wide`: a table of many columns, which scrolls sideways in its own box on a narrow screen (the box
 * is focusable, so a keyboard scrolls it; issue 27 item 5's revenue figures).
 */
export function FiguresTable({
  caption,
  columns,
  rows,
  wide = false,
}: {
  caption: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const table = (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0 4px', fontWeight: 600 }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
              <td key={index} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <details style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>{t('Show the figures')}</summary>
      {wide ? (
        // A scroll box a keyboard must reach to scroll it (axe scrollable-region-focusable), named as MoneyTable's.
        <div {...({ tabIndex: 0, role: 'region', 'aria-label': caption } as const)} style={{ overflowX: 'auto' }}>
          {table}
        </div>
      ) : (
        table
      )}
    </details>
  );
}
