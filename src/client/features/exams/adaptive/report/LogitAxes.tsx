import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartSvg, SERIES_COLOR } from '../../../../components/charts/ChartSvg';
import { linearScale, niceTicks } from '../../../../components/charts/scale';
import { formatLogits } from './report-format';

/**
 * The building blocks the adaptive report's ability chart and the dashboard's readiness trend
 * share: the drawing's width, the plot's scales, and its axes (logits up the side, the passing
 * standard as a dashed line). Colours are Mantine's CSS variables, so both colour schemes read.
 */

const MARGIN = { top: 10, right: 12, bottom: 40, left: 52 };

/** A plot's size (px) and its scales: `x` from the x domain, `y` from logits (up is higher). */
export interface ChartGeometry {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  x: (value: number) => number;
  y: (logits: number) => number;
  yDomain: readonly [number, number];
}

/** The geometry of a `width` x `height` px drawing with room for the axes' labels; values beyond a domain are drawn at its edge. */
export function chartGeometry(
  width: number,
  height: number,
  xDomain: readonly [number, number],
  yDomain: readonly [number, number],
): ChartGeometry {
  const left = MARGIN.left;
  const right = Math.max(left + 1, width - MARGIN.right);
  const top = MARGIN.top;
  const bottom = Math.max(top + 1, height - MARGIN.bottom);
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    x: linearScale(xDomain, [left, right]),
    y: linearScale(yDomain, [bottom, top]),
    yDomain,
  };
}

/**
 * The axes of a logit chart: grid lines and labels at round logits, the x ticks given (`value` on
 * the x domain, `label` as shown), the two axis titles, and the passing standard (logits) as a
 * dashed line (named with its value by `ChartLegend`). Draw inside an `<svg>` of the geometry's size.
 */
export function LogitAxes({
  geometry,
  xTicks,
  xTitle,
  passingStandard,
}: {
  geometry: ChartGeometry;
  xTicks: { value: number; label: string }[];
  xTitle: string;
  passingStandard: number;
}) {
  const { t } = useTranslation();
  const { left, right, top, bottom, x, y, yDomain } = geometry;
  const yTitlePlace = `translate(14 ${(top + bottom) / 2}) rotate(-90)`;
  return (
    <g fontSize={12} fill="var(--mantine-color-dimmed)">
      {niceTicks(yDomain[0], yDomain[1], 7).map((tick) => (
        <g key={`y${tick}`}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-default-border)" />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end">
            {formatLogits(tick).replace(/[.,]00$/, '')}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text key={`x${tick.value}`} x={x(tick.value)} y={bottom + 16} textAnchor="middle">
          {tick.label}
        </text>
      ))}
      <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--mantine-color-dimmed)" />
      <text x={(left + right) / 2} y={bottom + 34} textAnchor="middle">
        {xTitle}
      </text>
      <text transform={yTitlePlace} textAnchor="middle">
        {t('Ability (logits)')}
      </text>
      <line
        data-standard={passingStandard}
        x1={left}
        x2={right}
        y1={y(passingStandard)}
        y2={y(passingStandard)}
        stroke="var(--mantine-color-text)"
        strokeWidth={1.5}
        strokeDasharray="6 4"
      />
    </g>
  );
}

/** How a legend entry's swatch is drawn: the series' line, its 95% band, a dot with an error bar, or the standard's dashes. */
export type LegendSwatch = 'line' | 'band' | 'error-bar' | 'standard';

function Swatch({ kind }: { kind: LegendSwatch }) {
  return (
    <svg width={24} height={14} aria-hidden="true" style={{ flexShrink: 0 }}>
      {kind === 'line' && <line x1={0} x2={24} y1={7} y2={7} stroke={SERIES_COLOR} strokeWidth={2} />}
      {kind === 'band' && <rect x={0} y={1} width={24} height={12} fill={SERIES_COLOR} fillOpacity={0.18} />}
      {kind === 'error-bar' && (
        <g stroke={SERIES_COLOR} strokeWidth={2} fill={SERIES_COLOR}>
          <line x1={12} x2={12} y1={1} y2={13} />
          <circle cx={12} cy={7} r={3.5} />
        </g>
      )}
      {kind === 'standard' && (
        <line x1={0} x2={24} y1={7} y2={7} stroke="var(--mantine-color-text)" strokeWidth={1.5} strokeDasharray="6 4" />
      )}
    </svg>
  );
}

/**
 * A chart's key, above it in HTML so it wraps on a phone and never covers the plot: each entry's
 * swatch and its words (the passing standard with its value in logits).
 */
export function ChartLegend({ entries }: { entries: { kind: LegendSwatch; label: string }[] }) {
  return (
    <Group gap="md" mb={4} data-legend style={{ rowGap: 4 }}>
      {entries.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap">
          <Swatch kind={entry.kind} />
          <Text size="xs">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * A chart's frame: its legend above, then the SVG (`role="img"` named by `label`, the measured
 * `width` wide, `height` high, drawn by `children`) inside the element `measure` measures
 * (useChartWidth's ref).
 */
export function ChartFrame({
  legend,
  label,
  width,
  height,
  measure,
  children,
}: {
  legend: { kind: LegendSwatch; label: string }[];
  label: string;
  width: number;
  height: number;
  measure: React.Ref<HTMLDivElement>;
  children: React.ReactNode;
}) {
  return (
    <>
      <ChartLegend entries={legend} />
      <ChartSvg label={label} width={width} height={height} measure={measure}>
        {children}
      </ChartSvg>
    </>
  );
}
