import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../shared/study-plan/study-plan';
import { FiguresTable } from '../../../components/charts/FiguresTable';
import { formatDay, formatShortMonth, formatWeekday } from '../plan-text';

const CELL = 12;
const GAP = 3;
const LEFT = 30;
const TOP = 16;
/** The weekdays named beside the rows (Monday first): Mon, Wed, Fri and Sun. */
const LABELLED_WEEKDAYS = [true, false, true, false, true, false, true];
/** The colours of no study and four growing amounts (GitHub's contribution graph's five steps). */
const LEVEL_COLORS = [
  'var(--mantine-color-default-border)',
  'var(--mantine-color-teal-2)',
  'var(--mantine-color-teal-4)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-teal-8)',
];

/** A day's study, items answered plus cards reviewed. */
const amount = (day: Activity['days'][number]) => day.items + day.cards;

/** The colour step (0-4) of `value`: 0 none; then quarters of the busiest day `max`. */
export function heatLevel(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((value / max) * 4)));
}

/** Whether the week column starting on `day` (the `index`-th day) is labelled with its month: the first week of each month, and the first column unless a month starts next to it. */
function monthStartsIn(day: string, index: number): boolean {
  if (index % 7 !== 0) return false;
  const dayOfMonth = Number(day.slice(8));
  return index === 0 ? dayOfMonth <= 21 : dayOfMonth <= 7;
}

/** A day's study in words: "Mar 2, 2026: 25 items answered, 3 cards reviewed", "…: no study". */
function dayText(day: Activity['days'][number], t: TFunction): string {
  const parts = [
    ...(day.items > 0 ? [t('{{count}} items answered', { count: day.items })] : []),
    ...(day.cards > 0 ? [t('{{count}} cards reviewed', { count: day.cards })] : []),
  ];
  return `${formatDay(day.day)}: ${parts.length ? parts.join(', ') : t('no study')}`;
}

/**
 * A calendar heat map of her study days (issue 25 item 5), GitHub-style: one column per week
 * (Monday at the top), one square per local day from `days` (the API's, oldest first, whole weeks
 * ending today), darker for more items answered and cards reviewed; each square carries its day's
 * figures as a title; the SVG has a summary and the study days are in a table under "Show the figures".
 */
export function StudyHeatMap({ days }: { days: Activity['days'] }) {
  const { t } = useTranslation();
  const max = Math.max(0, ...days.map(amount));
  const weeks = Math.ceil(days.length / 7);
  const width = LEFT + weeks * (CELL + GAP);
  const height = TOP + 7 * (CELL + GAP);
  const studied = days.filter((day) => amount(day) > 0);
  const first = days[0];
  const summary = first
    ? t(
        'Calendar of your study days from {{date}} to today: {{count}} days with study, {{items}} answered and {{cards}} reviewed.',
        {
          date: formatDay(first.day),
          count: studied.length,
          items: t('{{count}} items', { count: studied.reduce((sum, day) => sum + day.items, 0) }),
          cards: t('{{count}} cards', { count: studied.reduce((sum, day) => sum + day.cards, 0) }),
        },
      )
    : t('Calendar of your study days.');
  return (
    <div>
      <div style={{ maxWidth: 440 }}>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          style={{ display: 'block' }}
        >
          <g fontSize={9} fill="var(--mantine-color-dimmed)">
            {LABELLED_WEEKDAYS.map((labelled, row) =>
              labelled ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekday rows never move.
                <text key={row} x={0} y={TOP + row * (CELL + GAP) + CELL - 2}>
                  {formatWeekday(row)}
                </text>
              ) : null,
            )}
            {days.map((day, index) =>
              monthStartsIn(day.day, index) ? (
                <text key={`m${day.day}`} x={LEFT + (index / 7) * (CELL + GAP)} y={10}>
                  {formatShortMonth(day.day)}
                </text>
              ) : null,
            )}
          </g>
          {days.map((day, index) => (
            <rect
              key={day.day}
              data-day={day.day}
              data-level={heatLevel(amount(day), max)}
              x={LEFT + Math.floor(index / 7) * (CELL + GAP)}
              y={TOP + (index % 7) * (CELL + GAP)}
              width={CELL}
              height={CELL}
              rx={2}
              fill={LEVEL_COLORS[heatLevel(amount(day), max)]}
            >
              <title>{dayText(day, t)}</title>
            </rect>
          ))}
        </svg>
      </div>
      <Group gap={4} mt={4} aria-hidden="true">
        <Text size="xs" c="dimmed">
          {t('Less')}
        </Text>
        {LEVEL_COLORS.map((color) => (
          <svg key={color} width={CELL} height={CELL} aria-hidden="true">
            <rect width={CELL} height={CELL} rx={2} fill={color} />
          </svg>
        ))}
        <Text size="xs" c="dimmed">
          {t('More')}
        </Text>
      </Group>
      <FiguresTable
        caption={t('Your study days')}
        columns={[t('Day'), t('Items answered'), t('Cards reviewed')]}
        rows={
          studied.length
            ? [...studied].reverse().map((day) => ({ key: day.day, cells: [formatDay(day.day), day.items, day.cards] }))
            : [{ key: 'none', cells: [t('No study yet'), 0, 0] }]
        }
      />
    </div>
  );
}
