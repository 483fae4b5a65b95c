import { Card, Group, List, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CourseInsight } from '../../../../shared/marketplace/insight';
import type { TrainerCourse } from '../../../../shared/marketplace/trainer-dashboard';
import { BarChart } from '../../../components/charts/BarChart';
import { SERIES_COLOR } from '../../../components/charts/ChartSvg';
import { FiguresTable } from '../../../components/charts/FiguresTable';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { useCourseInsight } from '../api/get-course-insight';
import { formatLongMonth, formatShortMonth, plural } from './revenue-format';

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
  const months = insight.buyersByMonth;
  const inMonths = months.reduce((sum, month) => sum + month.buyers, 0);
  if (inMonths === 0) return <Text size="sm">No one bought this course in the last 12 months.</Text>;
  const best = months.reduce((top, month) => (month.buyers > top.buyers ? month : top));
  const first = months[0];
  const last = months.at(-1);
  const summary =
    `Bar chart of the new buyers of ${insight.title} per month from ${first ? formatLongMonth(first.month) : ''} to ` +
    `${last ? formatLongMonth(last.month) : ''}: ${plural(inMonths, 'buyer')} in all, the most in ` +
    `${formatLongMonth(best.month)} (${best.buyers}).`;
  return (
    <div>
      <BarChart
        title="Buyers by month"
        summary={summary}
        categories={months.map((month) => ({ key: month.month, short: formatShortMonth(month.month) }))}
        series={[{ key: 'buyers', label: 'New buyers', color: SERIES_COLOR, values: months.map((m) => m.buyers) }]}
        format={String}
        integer
      />
      <FiguresTable
        caption={`New buyers of ${insight.title} per month (${insight.timeZone})`}
        columns={['Month', 'New buyers']}
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
  const started = insight.buyers - insight.completedBuyers - insight.notStarted;
  return (
    <section aria-labelledby="course-insight-stops-title">
      <Title order={4} size="h6" id="course-insight-stops-title" mb={4}>
        Lessons learners stop at
      </Title>
      {insight.stopLessons.length === 0 ? (
        <Text size="sm">
          {started === 0 ? 'No buyer is part-way through this course.' : 'No buyer has stopped part-way.'}
        </Text>
      ) : (
        <List type="ordered" size="sm" spacing={4}>
          {insight.stopLessons.map((lesson) => (
            <List.Item key={lesson.lessonId}>
              Lesson {lesson.number}: {lesson.title} ({lesson.sectionTitle}) — {plural(lesson.learners, 'learner')}
            </List.Item>
          ))}
        </List>
      )}
      {insight.notStarted > 0 && (
        <Text size="sm" mt="xs">
          {plural(insight.notStarted, 'buyer')} {insight.notStarted === 1 ? 'has' : 'have'} not completed any lesson
          yet.
        </Text>
      )}
    </section>
  );
}

/** The insight of one course: its figures, its buyers by month and where learners stop. */
function InsightBody({ insight }: { insight: CourseInsight }) {
  const rate = insight.completionPercent === null ? '—' : `${insight.completionPercent}%`;
  const rateNote =
    insight.lessons === 0
      ? 'No lessons yet: add them in the course editor'
      : insight.buyers === 0
        ? 'No buyers yet'
        : `${insight.completedBuyers} of ${plural(insight.buyers, 'buyer')} completed every lesson`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label="Buyers" value={String(insight.buyers)} note="Holding a purchase (refunds left out)" />
        <Figure label="Completion rate" value={rate} note={rateNote} />
        <Figure label="Lessons" value={String(insight.lessons)} note="In the curriculum" />
      </SimpleGrid>
      <section aria-labelledby="course-insight-buyers-title">
        <Title order={4} size="h6" id="course-insight-buyers-title" mb={4}>
          Buyers by month
        </Title>
        <CourseInsightBuyersChart insight={insight} />
      </section>
      {insight.lessons === 0 ? (
        <Text size="sm">
          This course has no lessons yet. Once it has a curriculum, the lessons learners stop at appear here.
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
  const ordered = [...courses].sort((a, b) => b.earnedCents - a.earnedCents);
  const [chosen, setChosen] = useState<string | null>(null);
  const courseId = chosen ?? ordered[0]?.id ?? null;
  const insight = useCourseInsight(courseId);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="course-insight-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id="course-insight-title">
          Course insight
        </Title>
        {ordered.length > 0 && (
          <NativeSelect
            label="Course"
            value={courseId ?? ''}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={ordered.map((course) => ({ value: course.id, label: course.title }))}
            w={{ base: '100%', xs: 320 }}
          />
        )}
      </Group>
      <Stack mt="md">
        {ordered.length === 0 ? (
          <Text size="sm">Create a course to see who buys it, how many finish it and where learners stop.</Text>
        ) : insight.isPending ? (
          <ListSkeleton label="Loading the course insight" />
        ) : insight.isError ? (
          <LoadError title="The course insight could not be loaded" query={insight} />
        ) : (
          <InsightBody insight={insight.data} />
        )}
      </Stack>
    </Card>
  );
}
