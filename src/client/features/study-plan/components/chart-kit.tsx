import { useElementSize } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The dashboard's study charts' building blocks, drawn as the adaptive report's home-made SVG
 * charts are (src/client/features/exams/adaptive/report: LogitAxes, chart-scale, FiguresTable):
 * measured width, `role="img"` with a summary, and the figures under "Show the figures". A client
 * feature imports no other feature, so the few lines they share are repeated here; moving that kit
 * to src/client/components would let both use one copy.
 */

/** The series' colour (Mantine's CSS variables, so both colour schemes read). */
export const SERIES_COLOR = 'var(--mantine-color-blue-6)';

/** The width (px) of the element `ref` is put on; `fallback` until measured (and in tests). */
export function useChartWidth(fallback = 480) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  return { ref, width: width > 0 ? Math.round(width) : fallback };
}

/** The linear map from `domain` to `range`, clamped to the range; an empty domain maps to the middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const low = Math.min(r0, r1);
  const high = Math.max(r0, r1);
  return (value: number) => {
    if (d1 === d0) return (r0 + r1) / 2;
    const position = r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
    return Math.min(high, Math.max(low, position));
  };
}

/** Round ticks from `min` to `max` (steps of 1, 2, 2.5 or 5 times a power of ten), at most about `maxTicks`. */
export function niceTicks(min: number, max: number, maxTicks = 5): number[] {
  if (!(max > min) || maxTicks < 2) return [min];
  const rough = (max - min) / (maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) {
    ticks.push(Number(tick.toFixed(10)) + 0);
  }
  return ticks;
}

const cell: CSSProperties = {
  padding: '4px 8px',
  textAlign: 'left',
  borderBottom: '1px solid var(--mantine-color-default-border)',
};

/** A chart's figures as a table folded under "Show the figures" (a native `<details>`, keyboard and screen-reader friendly). */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <details style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>Show the figures</summary>
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
    </details>
  );
}

/** A chart's SVG: `role="img"` named by `label`, `width` x `height`, inside the element `measure` measures. */
export function ChartSvg({
  label,
  width,
  height,
  measure,
  children,
}: {
  label: string;
  width: number;
  height: number;
  measure: React.Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div ref={measure}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        style={{ display: 'block', overflow: 'visible' }}
      >
        {children}
      </svg>
    </div>
  );
}
