import { useTranslation } from 'react-i18next';
import type { ReadinessPoint } from '../../../../../shared/exams/cat/adaptive-schemas';
import { CONFIDENCE_Z } from '../../../../../shared/exams/cat/decide';
import { SERIES_COLOR, useChartWidth } from '../../../../components/charts/ChartSvg';
import { FiguresTable } from '../../../../components/charts/FiguresTable';
import { niceTicks } from '../../../../components/charts/scale';
import { formatDateTime, formatMonthDay } from '../../../../lib/format';
import { logitDomain } from '../report/chart-scale';
import { ChartFrame, chartGeometry, LogitAxes } from '../report/LogitAxes';
import { formatChance, formatLogits } from '../report/report-format';

const HEIGHT = 200;

/**
 * The trend of a student's adaptive results (issue 22, item 6): each decided test's final ability
 * (logits) as a dot with its 95% interval theta ± 1.96 SE as an error bar, oldest first, joined by
 * a line, against `passingStandard` (logits) as a dashed line. `attempts` are one exam's, so they
 * share a standard. Drawn at the screen's width; `role="img"` with a summary, and each test's
 * date, ability, interval and probability of passing under "Show the figures".
 */
export function ReadinessTrend({ attempts, passingStandard }: { attempts: ReadinessPoint[]; passingStandard: number }) {
  const { t } = useTranslation();
  const { ref, width } = useChartWidth(480);
  const points = attempts.map((attempt, index) => ({
    ...attempt,
    index: index + 1,
    lower: attempt.theta - CONFIDENCE_Z * attempt.standardError,
    upper: attempt.theta + CONFIDENCE_Z * attempt.standardError,
  }));
  const geometry = chartGeometry(
    width,
    HEIGHT,
    [0.5, points.length + 0.5],
    logitDomain([...points.flatMap((point) => [point.lower, point.upper]), passingStandard]),
  );
  const { x, y } = geometry;
  // A date under each test while they fit (about 56 px each), else round test numbers.
  const xTicks =
    points.length * 56 <= geometry.right - geometry.left
      ? points.map((point) => ({ value: point.index, label: formatMonthDay(point.decidedAt) }))
      : niceTicks(1, points.length, 6).map((value) => ({ value, label: `#${value}` }));
  const summary = t(
    'Your ability after each of your {{count}} adaptive tests, oldest first, against the passing standard of {{standard}} logits: {{abilities}}.',
    {
      count: points.length,
      standard: formatLogits(passingStandard),
      abilities: points.map((point) => formatLogits(point.theta)).join(', '),
    },
  );

  return (
    <div>
      <ChartFrame
        legend={[
          { kind: 'error-bar', label: t('Ability with its 95% interval') },
          { kind: 'standard', label: t('Passing standard {{standard}}', { standard: formatLogits(passingStandard) }) },
        ]}
        label={summary}
        width={width}
        height={HEIGHT}
        measure={ref}
      >
        <LogitAxes geometry={geometry} xTicks={xTicks} xTitle={t('Adaptive test')} passingStandard={passingStandard} />
        <path
          d={`M${points.map((point) => `${x(point.index).toFixed(1)},${y(point.theta).toFixed(1)}`).join(' L')}`}
          fill="none"
          stroke={SERIES_COLOR}
          strokeWidth={1.5}
          strokeOpacity={0.6}
        />
        <g data-series="attempts" stroke={SERIES_COLOR} strokeWidth={2} fill={SERIES_COLOR}>
          {points.map((point) => (
            <g key={point.attemptId}>
              <line x1={x(point.index)} x2={x(point.index)} y1={y(point.lower)} y2={y(point.upper)} />
              <line x1={x(point.index) - 5} x2={x(point.index) + 5} y1={y(point.lower)} y2={y(point.lower)} />
              <line x1={x(point.index) - 5} x2={x(point.index) + 5} y1={y(point.upper)} y2={y(point.upper)} />
              <circle cx={x(point.index)} cy={y(point.theta)} r={4.5} stroke="var(--mantine-color-body)" />
            </g>
          ))}
        </g>
      </ChartFrame>
      <FiguresTable
        caption={t('Your adaptive tests, oldest first (abilities in logits)')}
        columns={[t('Date'), t('Ability (95% interval)'), t('Probability of passing')]}
        rows={points.map((point) => ({
          key: point.attemptId,
          cells: [
            formatDateTime(point.decidedAt),
            t('{{theta}} ({{lower}} to {{upper}})', {
              theta: formatLogits(point.theta),
              lower: formatLogits(point.lower),
              upper: formatLogits(point.upper),
            }),
            formatChance(point.probabilityOfPassing, t),
          ],
        }))}
      />
    </div>
  );
}
