import { Group, Text } from '@mantine/core';
import { ChartSvg, useChartWidth } from './ChartSvg';
import { linearScale, niceTicks } from './scale';

const HEIGHT = 220;
const MARGIN = { top: 10, right: 8, bottom: 30, left: 64 };

/** One category of a bar chart (a month, say): its key, its axis label and its full name. */
export interface BarCategory {
  key: string;
  /** The axis label under the bar, short ("Mar"). */
  short: string;
}

/** A series of bars: one value per category, in the categories' order. Negative values hang below 0. */
export interface BarSeries {
  key: string;
  label: string;
  /** A CSS colour (a Mantine variable, so both colour schemes read). */
  color: string;
  values: number[];
}

/** A value per category drawn as a dot on top of the bars (a net, say). */
export interface BarMarker {
  label: string;
  color: string;
  values: number[];
}

/**
 * The y axis' ticks from `low` to `high`: round values (niceTicks) extended by a step at either end
 * so the tallest bar and the deepest stay inside the grid; whole numbers only when `integer`.
 */
export function axisTicks(low: number, high: number, integer = false): number[] {
  const round = niceTicks(low, high, 5);
  const step = Math.max(integer ? 1 : 0, (round[1] ?? 1) - (round[0] ?? 0));
  const stepped = integer && !Number.isInteger(step) ? Math.ceil(step) : step;
  const first = Math.floor(low / stepped) * stepped;
  const ticks: number[] = [];
  for (let tick = first; tick < high + stepped; tick += stepped) {
    ticks.push(Number(tick.toFixed(10)) + 0);
    if (tick >= high) break;
  }
  return ticks;
}

/** The colour key of a chart's series, as text beside small swatches (hidden swatches, visible labels). */
function Legend({ items }: { items: { label: string; color: string; dot?: boolean }[] }) {
  return (
    <Group gap="md" mb={4} aria-hidden>
      {items.map((item) => (
        <Group key={item.label} gap={6} wrap="nowrap">
          <span
            style={{
              width: 10,
              height: 10,
              borderRadius: item.dot ? '50%' : 2,
              background: item.color,
              display: 'inline-block',
            }}
          />
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * A bar chart drawn in plain SVG at the screen's width (issue 27 item 5; like the study charts):
 * for each category, a series' positive values stack up from 0 and its negative values hang below
 * 0 (earnings above, refunds below), with an optional marker dot per category (the net). `title`
 * names the `role="img"` drawing, `summary` is its `<desc>` (what a screen reader reads instead of
 * the drawing); the caller puts the figures in a table beside it. `format` writes an axis value
 * (money, a count). A label is drawn under every category that has room.
 */
export function BarChart({
  title,
  summary,
  categories,
  series,
  marker,
  format,
  integer = false,
}: {
  title: string;
  summary: string;
  categories: BarCategory[];
  series: BarSeries[];
  marker?: BarMarker;
  format: (value: number) => string;
  /** Whole numbers only on the axis (counts). */
  integer?: boolean;
}) {
  const { ref, width } = useChartWidth(480);
  const left = MARGIN.left;
  const right = Math.max(left + 1, width - MARGIN.right);
  const top = MARGIN.top;
  const bottom = HEIGHT - MARGIN.bottom;
  const ups = categories.map((_, index) => series.reduce((sum, one) => sum + Math.max(0, one.values[index] ?? 0), 0));
  const downs = categories.map((_, index) => series.reduce((sum, one) => sum + Math.min(0, one.values[index] ?? 0), 0));
  const markers = marker?.values ?? [];
  const high = Math.max(1, ...ups, ...markers);
  const low = Math.min(0, ...downs, ...markers);
  const ticks = axisTicks(low, high, integer);
  const domain: [number, number] = [Math.min(low, ticks[0] ?? low), Math.max(high, ticks.at(-1) ?? high)];
  const y = linearScale(domain, [bottom, top]);
  const slot = (right - left) / Math.max(1, categories.length);
  const barWidth = Math.max(3, slot * 0.6);
  const labelEvery = Math.max(1, Math.ceil(34 / slot));

  return (
    <div>
      <Legend
        items={[
          ...series.map((one) => ({ label: one.label, color: one.color })),
          ...(marker ? [{ label: marker.label, color: marker.color, dot: true }] : []),
        ]}
      />
      <ChartSvg label={title} width={width} height={HEIGHT} measure={ref}>
        <desc>{summary}</desc>
        <g fontSize={12} fill="var(--mantine-color-dimmed)">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-default-border)'}
              />
              <text x={left - 6} y={y(tick) + 4} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
        </g>
        {categories.map((category, index) => {
          let above = 0;
          let below = 0;
          const x = left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={category.key} data-category={category.key}>
              {series.map((one) => {
                const value = one.values[index] ?? 0;
                if (value === 0) return null;
                const from = value > 0 ? above : below;
                const to = from + value;
                if (value > 0) above = to;
                else below = to;
                return (
                  <rect
                    key={one.key}
                    data-series={one.key}
                    x={x}
                    y={Math.min(y(from), y(to))}
                    width={barWidth}
                    height={Math.max(1, Math.abs(y(to) - y(from)))}
                    fill={one.color}
                  />
                );
              })}
            </g>
          );
        })}
        {marker && (
          <g data-series="marker" fill={marker.color}>
            {categories.map((category, index) =>
              // A category with nothing drawn and a marker of 0 gets no dot: an empty month stays empty.
              markers[index] === 0 && ups[index] === 0 && downs[index] === 0 ? null : (
                <circle key={category.key} cx={left + index * slot + slot / 2} cy={y(markers[index] ?? 0)} r={3.5} />
              ),
            )}
          </g>
        )}
        <g fontSize={12} fill="var(--mantine-color-dimmed)">
          {categories.map((category, index) =>
            index % labelEvery === 0 ? (
              <text key={category.key} x={left + index * slot + slot / 2} y={bottom + 18} textAnchor="middle">
                {category.short}
              </text>
            ) : null,
          )}
        </g>
      </ChartSvg>
    </div>
  );
}
