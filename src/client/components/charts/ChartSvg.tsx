import { useElementSize } from '@mantine/hooks';
import type { ReactNode, Ref } from 'react';

/** The series' colour of every chart (Mantine's CSS variables, so both colour schemes read). */
export const SERIES_COLOR = 'var(--mantine-color-blue-6)';

/**
 * The width (px) of the element `ref` is put on, for drawing at the screen's own size so the text
 * stays 12 px on a phone and on a desktop; `fallback` until it is measured (and where nothing lays
 * out, as in tests).
 */
export function useChartWidth(fallback = 600) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  return { ref, width: width > 0 ? Math.round(width) : fallback };
}

/**
 * A chart's SVG: `role="img"` named by `label` (a summary a screen reader reads instead of the
 * drawing), `width` x `height` px scaled to the container, inside the element `measure` measures.
 */
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
  measure: Ref<HTMLDivElement>;
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
