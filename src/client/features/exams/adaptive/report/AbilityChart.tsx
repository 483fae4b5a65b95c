import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrajectoryPoint } from '../../../../../shared/exams/cat/adaptive-schemas';
import { CONFIDENCE_Z } from '../../../../../shared/exams/cat/decide';
import { SERIES_COLOR, useChartWidth } from '../../../../components/charts/ChartSvg';
import { FiguresTable } from '../../../../components/charts/FiguresTable';
import { niceTicks } from '../../../../components/charts/scale';
import { logitDomain } from './chart-scale';
import { ChartFrame, chartGeometry, LogitAxes } from './LogitAxes';
import { formatLogits } from './report-format';

const HEIGHT = 260;

/** A point with its 95% band theta ± 1.96 SE (logits). */
const withBand = (point: TrajectoryPoint) => ({
  ...point,
  lower: point.theta - CONFIDENCE_Z * point.standardError,
  upper: point.theta + CONFIDENCE_Z * point.standardError,
});

/**
 * The ability estimate after each item as a line (logits), with its 95% band theta ± 1.96 SE
 * shaded, narrowing as the answers add up, and the passing standard as a dashed line (issue 22,
 * item 4; the 95% confidence rule of NCSBN's CAT). `trajectory` is one point per answered item,
 * in order; `passingStandard` in logits. Drawn at the screen's width; `role="img"` with a summary
 * for screen readers, and every figure in a table under "Show the figures". No answers: one sentence.
 */
export function AbilityChart({
  trajectory,
  passingStandard,
}: {
  trajectory: TrajectoryPoint[];
  passingStandard: number;
}) {
  const { t } = useTranslation();
  const { ref, width } = useChartWidth();
  const first = trajectory[0];
  const last = trajectory.at(-1);
  if (!first || !last) {
    return <Text size="sm">{t('No item was answered, so there is no ability estimate to draw.')}</Text>;
  }
  const points = trajectory.map(withBand);
  const start = withBand(first);
  const end = withBand(last);
  const yDomain = logitDomain([...points.flatMap((point) => [point.lower, point.upper]), passingStandard]);
  const xDomain: [number, number] = [first.number, Math.max(last.number, first.number + 1)];
  const geometry = chartGeometry(width, HEIGHT, xDomain, yDomain);
  const { x, y } = geometry;
  const xTicks = niceTicks(xDomain[0], xDomain[1], Math.max(5, Math.floor((geometry.right - geometry.left) / 40))).map(
    (value) => ({
      value,
      label: String(value),
    }),
  );
  const along = (key: 'theta' | 'lower' | 'upper', list = points) =>
    list.map((point) => `${x(point.number).toFixed(1)},${y(point[key]).toFixed(1)}`).join(' L');
  const band = `M${along('upper')} L${along('lower', [...points].reverse())} Z`;
  const summary = t(
    'Line chart of your ability estimate after each of {{count}} items, against the passing standard of {{standard}} logits. It started at {{start}} and ended at {{end}} logits; the 95% band went from {{firstLower}} to {{firstUpper}} after the first item to {{lastLower}} to {{lastUpper}} after the last.',
    {
      count: points.length,
      standard: formatLogits(passingStandard),
      start: formatLogits(start.theta),
      end: formatLogits(end.theta),
      firstLower: formatLogits(start.lower),
      firstUpper: formatLogits(start.upper),
      lastLower: formatLogits(end.lower),
      lastUpper: formatLogits(end.upper),
    },
  );
  const radius = points.length > 60 ? 1.8 : 2.8;

  return (
    <div>
      <ChartFrame
        legend={[
          { kind: 'line', label: t('Your ability') },
          { kind: 'band', label: t('95% interval') },
          { kind: 'standard', label: t('Passing standard {{standard}}', { standard: formatLogits(passingStandard) }) },
        ]}
        label={summary}
        width={width}
        height={HEIGHT}
        measure={ref}
      >
        <path data-series="band" d={band} fill={SERIES_COLOR} fillOpacity={0.18} stroke="none" />
        <LogitAxes geometry={geometry} xTicks={xTicks} xTitle={t('Item number')} passingStandard={passingStandard} />
        <path d={`M${along('theta')}`} fill="none" stroke={SERIES_COLOR} strokeWidth={2} strokeLinejoin="round" />
        <g data-series="theta" fill={SERIES_COLOR}>
          {points.map((point) => (
            <circle key={point.number} cx={x(point.number)} cy={y(point.theta)} r={radius} />
          ))}
        </g>
      </ChartFrame>
      <FiguresTable
        caption={t('Your ability estimate after each item (logits)')}
        columns={[t('Item'), t('Ability'), t('95% band')]}
        rows={points.map((point) => ({
          key: point.number,
          cells: [
            point.number,
            formatLogits(point.theta),
            t('{{lower}} to {{upper}}', { lower: formatLogits(point.lower), upper: formatLogits(point.upper) }),
          ],
        }))}
      />
    </div>
  );
}
