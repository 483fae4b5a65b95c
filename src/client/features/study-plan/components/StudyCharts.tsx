import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../shared/study-plan/study-plan';
import { ChartSvg, SERIES_COLOR, useChartWidth } from '../../../components/charts/ChartSvg';
import { FiguresTable } from '../../../components/charts/FiguresTable';
import { linearScale, niceTicks } from '../../../components/charts/scale';
import { formatShortDay } from '../plan-text';

const HEIGHT = 200;
const MARGIN = { top: 10, right: 10, bottom: 34, left: 40 };

/** The plot's edges for a `width` x HEIGHT drawing. */
function frame(width: number) {
  return {
    left: MARGIN.left,
    right: Math.max(MARGIN.left + 1, width - MARGIN.right),
    top: MARGIN.top,
    bottom: HEIGHT - MARGIN.bottom,
  };
}

/** Horizontal grid lines and their labels at `ticks` (values of `y`). */
function YGrid({
  ticks,
  y,
  left,
  right,
  format,
}: {
  ticks: number[];
  y: (v: number) => number;
  left: number;
  right: number;
  format: (v: number) => string;
}) {
  return (
    <g fontSize={12} fill="var(--mantine-color-dimmed)">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-default-border)" />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * Cards due on each of the next 30 days as bars (issue 25 item 5; today first, overdue counted
 * today), a label every week; `role="img"` with a summary, the figures in a table. None due: a sentence.
 */
export function CardsDueChart({ duePerDay }: { duePerDay: Activity['duePerDay'] }) {
  const { t } = useTranslation();
  const { ref, width } = useChartWidth(480);
  const total = duePerDay.reduce((sum, day) => sum + day.due, 0);
  if (duePerDay.length === 0 || total === 0) {
    return <Text size="sm">{t('No cards fall due in the next 30 days. Cards come from the questions you miss.')}</Text>;
  }
  const { left, right, top, bottom } = frame(width);
  const max = Math.max(...duePerDay.map((day) => day.due));
  const ticks = niceTicks(0, Math.max(max, 4), 5);
  const y = linearScale([0, ticks.at(-1) ?? max], [bottom, top]);
  const slot = (right - left) / duePerDay.length;
  const barWidth = Math.max(2, slot * 0.7);
  const busiest = duePerDay.reduce((best, day) => (day.due > best.due ? day : best));
  const summary = t(
    'Bar chart of the cards due on each of the next {{days}} days: {{count}} cards in all, today {{today}}, the most on {{busiest}} ({{most}}).',
    {
      days: duePerDay.length,
      count: total,
      today: duePerDay[0]?.due ?? 0,
      busiest: formatShortDay(busiest.day),
      most: busiest.due,
    },
  );
  return (
    <div>
      <ChartSvg label={summary} width={width} height={HEIGHT} measure={ref}>
        <YGrid ticks={ticks} y={y} left={left} right={right} format={String} />
        <g fill={SERIES_COLOR} data-series="due">
          {duePerDay.map((day, index) => (
            <rect
              key={day.day}
              x={left + index * slot + (slot - barWidth) / 2}
              y={y(day.due)}
              width={barWidth}
              height={Math.max(0, bottom - y(day.due))}
            />
          ))}
        </g>
        <g fontSize={12} fill="var(--mantine-color-dimmed)">
          {duePerDay.map((day, index) =>
            index % 7 === 0 ? (
              <text key={day.day} x={left + index * slot + slot / 2} y={bottom + 16} textAnchor="middle">
                {index === 0 ? t('Today') : formatShortDay(day.day)}
              </text>
            ) : null,
          )}
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--mantine-color-dimmed)" />
        </g>
      </ChartSvg>
      <FiguresTable
        caption={t('Cards due on each of the next 30 days')}
        columns={[t('Day'), t('Cards due')]}
        rows={duePerDay.map((day, index) => ({
          key: day.day,
          cells: [
            index === 0 ? t('Today ({{date}})', { date: formatShortDay(day.day) }) : formatShortDay(day.day),
            day.due,
          ],
        }))}
      />
    </div>
  );
}

/**
 * Retention over time (issue 25 item 5): per week (Monday first), the percent of reviews of
 * learned cards recalled (graded Hard, Good or Easy), as a line from 0 to 100%; weeks without
 * reviews leave a gap. `role="img"` with a summary, the figures in a table. No reviews: a sentence.
 */
export function RetentionChart({ retention }: { retention: Activity['retention'] }) {
  const { t } = useTranslation();
  const { ref, width } = useChartWidth(480);
  const measured = retention.filter((week) => week.percent !== null);
  if (measured.length === 0) {
    return <Text size="sm">{t('No reviews of learned cards yet. Your retention appears here week by week.')}</Text>;
  }
  const { left, right, top, bottom } = frame(width);
  const x = linearScale([0, Math.max(1, retention.length - 1)], [left + 6, right - 6]);
  const y = linearScale([0, 100], [bottom, top]);
  const segments: string[] = [];
  let current = '';
  retention.forEach((week, index) => {
    if (week.percent === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? ' L' : 'M'}${x(index).toFixed(1)},${y(week.percent).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const last = measured.at(-1);
  const average = Math.round(measured.reduce((sum, week) => sum + (week.percent ?? 0), 0) / measured.length);
  const summary = t(
    'Line chart of the percent of card reviews recalled per week over {{count}} weeks: {{measured}} with reviews, {{average}}% on average, {{latest}}% in the latest.',
    {
      count: retention.length,
      measured: t('{{count}} weeks', { count: measured.length }),
      average,
      latest: last?.percent ?? 0,
    },
  );
  const labelEvery = Math.max(1, Math.ceil(retention.length / Math.max(2, Math.floor((right - left) / 70))));
  return (
    <div>
      <ChartSvg label={summary} width={width} height={HEIGHT} measure={ref}>
        <YGrid ticks={[0, 25, 50, 75, 100]} y={y} left={left} right={right} format={(v) => `${v}%`} />
        {segments.map((d) => (
          <path key={d} d={d} fill="none" stroke={SERIES_COLOR} strokeWidth={2} strokeLinejoin="round" />
        ))}
        <g fill={SERIES_COLOR} data-series="retention">
          {retention.map((week, index) =>
            week.percent === null ? null : <circle key={week.weekStart} cx={x(index)} cy={y(week.percent)} r={3} />,
          )}
        </g>
        <g fontSize={12} fill="var(--mantine-color-dimmed)">
          {retention.map((week, index) =>
            index % labelEvery === 0 ? (
              <text key={week.weekStart} x={x(index)} y={bottom + 16} textAnchor="middle">
                {formatShortDay(week.weekStart)}
              </text>
            ) : null,
          )}
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--mantine-color-dimmed)" />
        </g>
      </ChartSvg>
      <FiguresTable
        caption={t('Card reviews recalled per week')}
        columns={[t('Week of'), t('Reviews'), t('Recalled'), t('Retention')]}
        rows={retention.map((week) => ({
          key: week.weekStart,
          cells: [
            formatShortDay(week.weekStart),
            week.reviews,
            week.recalled,
            week.percent === null ? '—' : `${week.percent}%`,
          ],
        }))}
      />
    </div>
  );
}
