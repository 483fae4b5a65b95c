import { Card, Group, List, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseInsight } from '../../../../shared/marketplace/insight';
import type { TrainerCourse } from '../../../../shared/marketplace/trainer-dashboard';
import { BarChart } from '../../../components/charts/BarChart';
import { SERIES_COLOR } from '../../../components/charts/ChartSvg';
import { FiguresTable } from '../../../components/charts/FiguresTable';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { useCourseInsight } from '../api/get-course-insight';
import { formatLongMonth, formatShortMonth } from './revenue-format';

/** One figure of the insight: a label and a large value, with a line under it. */
function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={800} lh={1.3} c="var(--mantine-color-blue-text)">
        {value}
      </Text>
      <Text size="xs">{note}</Text>
    </div>
  );
}

/** Buyers per month as bars, with the figures in a table (issue 27 item 5). */
export function CourseInsightBuyersChart({ insight }: { insight: CourseInsight }) {
  const { t } = useTranslation();
  const months = insight.buyersByMonth;
  const inMonths = months.reduce((sum, month) => sum + month.buyers, 0);
  if (inMonths === 0) return <Text size="sm">{t('No one bought this course in the last 12 months.')}</Text>;
  const best = months.reduce((top, month) => (month.buyers > top.buyers ? month : top));
  const first = months[0];
  const last = months.at(-1);
  const summary = t(
    'Bar chart of the new buyers of {{title}} per month from {{from}} to {{to}}: {{count}} buyers in all, the most in {{bestMonth}} ({{best}}).',
    {
      title: insight.title,
      from: first ? formatLongMonth(first.month) : '',
      to: last ? formatLongMonth(last.month) : '',
      count: inMonths,
      bestMonth: formatLongMonth(best.month),
      best: best.buyers,
    },
  );
  return (
    <div>
      <BarChart
        title={t('Buyers by month')}
        summary={summary}
        categories={months.map((month) => ({ key: month.month, short: formatShortMonth(month.month) }))}
        series={[{ key: 'buyers', label: t('New buyers'), color: SERIES_COLOR, values: months.map((m) => m.buyers) }]}
        format={String}
        integer
      />
      <FiguresTable
        caption={t('New buyers of {{title}} per month ({{timeZone}})', {
          title: insight.title,
          timeZone: insight.timeZone,
        })}
        columns={[t('Month'), t('New buyers')]}
        rows={months.map((month) => ({ key: month.month, cells: [formatLongMonth(month.month), month.buyers] }))}
      />
    </div>
  );
}

/**
 * Where learners stop (issue 27 item 5): the lessons buyers who started but did not finish stop at
 * (the lesson after the furthest one they completed), the most first, and how many have not started.
 */
function StopLessons({ insight }: { insight: CourseInsight }) {
  const { t } = useTranslation();
  const started = insight.buyers - insight.completedBuyers - insight.notStarted;
  return (
    <section aria-labelledby="course-insight-stops-title">
      <Title order={4} size="h6" id="course-insight-stops-title" mb={4}>
        {t('Lessons learners stop at')}
      </Title>
      {insight.stopLessons.length === 0 ? (
        <Text size="sm">
          {started === 0 ? t('No buyer is part-way through this course.') : t('No buyer has stopped part-way.')}
        </Text>
      ) : (
        <List type="ordered" size="sm" spacing={4}>
          {insight.stopLessons.map((lesson) => (
            <List.Item key={lesson.lessonId}>
              {t('Lesson {{number}}: {{title}} ({{section}}) — {{count}} learners', {
                number: lesson.number,
                title: lesson.title,
                section: lesson.sectionTitle,
                count: lesson.learners,
              })}
            </List.Item>
          ))}
        </List>
      )}
      {insight.notStarted > 0 && (
        <Text size="sm" mt="xs">
          {t('{{count}} buyers have not completed any lesson yet.', { count: insight.notStarted })}
        </Text>
      )}
    </section>
  );
}

/** The insight of one course: its figures, its buyers by month and where learners stop. */
function InsightBody({ insight }: { insight: CourseInsight }) {
  const { t } = useTranslation();
  const rate = insight.completionPercent === null ? '—' : `${insight.completionPercent}%`;
  const rateNote =
    insight.lessons === 0
      ? t('No lessons yet: add them in the course editor')
      : insight.buyers === 0
        ? t('No buyers yet')
        : t('{{completed}} of {{count}} buyers completed every lesson', {
            completed: insight.completedBuyers,
            count: insight.buyers,
          });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label={t('Buyers')} value={String(insight.buyers)} note={t('Holding a purchase (refunds left out)')} />
        <Figure label={t('Completion rate')} value={rate} note={rateNote} />
        <Figure label={t('Lessons')} value={String(insight.lessons)} note={t('In the curriculum')} />
      </SimpleGrid>
      <section aria-labelledby="course-insight-buyers-title">
        <Title order={4} size="h6" id="course-insight-buyers-title" mb={4}>
          {t('Buyers by month')}
        </Title>
        <CourseInsightBuyersChart insight={insight} />
      </section>
      {insight.lessons === 0 ? (
        <Text size="sm">
          {t('This course has no lessons yet. Once it has a curriculum, the lessons learners stop at appear here.')}
        </Text>
      ) : (
        insight.buyers > 0 && <StopLessons insight={insight} />
      )}
    </Stack>
  );
}

/**
 * Course insight (issue 27 item 5), under Earnings by Course on the trainer dashboard: choose one of
 * the trainer's courses (the best-earning first chosen) and read its buyers over time, completion
 * rate and the lessons learners stop at. No course: a sentence.
 */
export function CourseInsightSection({ courses }: { courses: TrainerCourse[] }) {
  const { t } = useTranslation();
  const ordered = [...courses].sort((a, b) => b.earnedCents - a.earnedCents);
  const [chosen, setChosen] = useState<string | null>(null);
  const courseId = chosen ?? ordered[0]?.id ?? null;
  const insight = useCourseInsight(courseId);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="course-insight-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id="course-insight-title">
          {t('Course insight')}
        </Title>
        {ordered.length > 0 && (
          <NativeSelect
            label={t('Course')}
            value={courseId ?? ''}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={ordered.map((course) => ({ value: course.id, label: course.title }))}
            w={{ base: '100%', xs: 320 }}
          />
        )}
      </Group>
      <Stack mt="md">
        {ordered.length === 0 ? (
          <Text size="sm">{t('Create a course to see who buys it, how many finish it and where learners stop.')}</Text>
        ) : insight.isPending ? (
          <ListSkeleton label={t('Loading the course insight')} />
        ) : insight.isError ? (
          <LoadError title={t('The course insight could not be loaded')} query={insight} />
        ) : (
          <InsightBody insight={insight.data} />
        )}
      </Stack>
    </Card>
  );
}
