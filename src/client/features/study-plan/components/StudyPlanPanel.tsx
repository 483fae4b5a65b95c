import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { TodayPlan } from '../../../../shared/study-plan/study-plan';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { LoadError } from '../../../components/LoadError';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useStudyActivity } from '../api/get-activity';
import { useTodayPlan } from '../api/get-today-plan';
import { daysToExamText, examDateSourceText, FLASHCARDS_PATH, formatDay, listed, practiceHref } from '../plan-text';
import { ExamDateForm } from './ExamDateForm';
import { CardsDueChart, RetentionChart } from './StudyCharts';
import { StudyHeatMap } from './StudyHeatMap';

/** A tick for a part done, an open circle for one to do; decorative (the words say it too). */
function PartIcon({ done }: { done: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0, marginTop: 2 }}
    >
      {done ? (
        <>
          <circle cx="8" cy="8" r="7.5" fill="var(--mantine-color-teal-7)" />
          <path d="M4.5 8.3l2.4 2.4L11.5 6" fill="none" stroke="white" strokeWidth={2} strokeLinecap="round" />
        </>
      ) : (
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="var(--mantine-color-dimmed)" strokeWidth={1.5} />
      )}
    </svg>
  );
}

/** One part of today's plan: its icon and state in words, what to do, its figures, and its link. */
function PlanPart({
  done,
  title,
  detail,
  action,
}: {
  done: boolean;
  title: string;
  detail: ReactNode;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 220px' }}>
        <PartIcon done={done} />
        <div>
          <Text fw={600} size="sm">
            {title}{' '}
            <Text span size="sm" c="dimmed" fw={500}>
              {done ? t('(done)') : t('(to do)')}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </div>
      </Group>
      {action}
    </Group>
  );
}

/** Today's three parts with their links (issue 25 item 5). */
/** The cards part's line: due and new cards waiting (the queue's two parts), or none, with today's reviews. */
function cardsDetail(cards: TodayPlan['cards'], t: TFunction): string {
  const parts = [
    ...(cards.due > 0 ? [t('{{count}} cards due', { count: cards.due })] : []),
    ...(cards.newAvailable > 0 ? [t('{{count}} new cards waiting', { count: cards.newAvailable })] : []),
  ];
  if (parts.length === 0) {
    return cards.reviewedToday
      ? t('No cards due · {{count}} cards reviewed today.', { count: cards.reviewedToday })
      : t('No cards due.');
  }
  if (cards.reviewedToday) parts.push(t('{{count}} cards reviewed today', { count: cards.reviewedToday }));
  return parts.join(' · ');
}

function TodayParts({ plan }: { plan: TodayPlan }) {
  const { t } = useTranslation();
  const categories = plan.practice.categories.map((category) => category.name);
  const exam = plan.exam;
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <PlanPart
        done={plan.cards.done}
        title={t('Review your due cards')}
        detail={cardsDetail(plan.cards, t)}
        action={
          <Button component={Link} to={FLASHCARDS_PATH} size="xs" variant={plan.cards.done ? 'default' : 'filled'}>
            {t('Review cards')}
          </Button>
        }
      />
      <PlanPart
        done={plan.practice.done}
        title={t('Practice {{number}} questions', { number: plan.practice.items })}
        detail={t('On {{categories}} · {{answered}} of {{total}} answered today', {
          categories: listed(categories.map((category) => t(category))),
          answered: Math.min(plan.practice.answeredToday, plan.practice.items),
          total: plan.practice.items,
        })}
        action={
          <Button
            component={Link}
            to={practiceHref(categories, plan.practice.items)}
            size="xs"
            variant={plan.practice.done ? 'default' : 'filled'}
          >
            {t('Build this practice')}
          </Button>
        }
      />
      {exam.available && (exam.plannedToday || exam.done) ? (
        <PlanPart
          done={exam.done}
          title={t('Take a practice exam')}
          detail={
            exam.done
              ? t('You sat a practice exam today.')
              : t('An adaptive NCLEX: 85 to 150 questions, up to 5 hours.')
          }
          action={
            <Button component={Link} to={paths.adaptiveExam.path} size="xs" variant={exam.done ? 'default' : 'filled'}>
              {t('Start a practice exam')}
            </Button>
          }
        />
      ) : (
        exam.available && (
          <Text component="li" size="sm" c="dimmed">
            {exam.nextDay
              ? t('Next practice exam: {{date}}.', { date: formatDay(exam.nextDay) })
              : t('No more practice exams before your exam: review lightly and rest.')}
          </Text>
        )
      )}
    </Stack>
  );
}

/** The plan's head: days to the exam (or how to set a date) and her streak. */
function PlanHeader({ plan }: { plan: TodayPlan }) {
  const { t } = useTranslation();
  const source = examDateSourceText(plan.examDateSource, t);
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <div>
        {plan.examDate !== null && plan.daysToExam !== null ? (
          <>
            <Text fz={22} fw={700} data-testid="days-to-exam">
              {daysToExamText(plan.daysToExam, t)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Exam date {{date}}.', { date: formatDay(plan.examDate) })} {source}
            </Text>
          </>
        ) : (
          <>
            <Text fz={18} fw={700}>
              {t('No exam date yet')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Set your exam date to pace your plan; until then you get a steady daily plan.')}
            </Text>
          </>
        )}
      </div>
      <Badge size="lg" variant="light" color={plan.streak.days > 0 ? 'orange' : 'gray'}>
        {plan.streak.days > 0 ? t('{{count}} day streak', { count: plan.streak.days }) : t('No streak yet')}
      </Badge>
    </Group>
  );
}

/** The heat map and the two charts, each loading on its own. */
function StudyActivity({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const activity = useStudyActivity(viewerId);
  // Blocks as tall as what they stand for (a phone's, a desktop's), so the dashboard does not jump.
  if (activity.isPending)
    return <BlockSkeleton label={t('Loading your study activity')} height={{ base: 793, md: 551 }} />;
  if (activity.isError) return <LoadError title={t('Your study activity could not be loaded')} query={activity} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h5" mb={6}>
          {t('Study days')}
        </Title>
        <StudyHeatMap days={activity.data.days} />
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <Title order={3} size="h5" mb={6}>
            {t('Cards due in the next 30 days')}
          </Title>
          <CardsDueChart duePerDay={activity.data.duePerDay} />
        </div>
        <div>
          <Title order={3} size="h5" mb={6}>
            {t('Retention over time')}
          </Title>
          <RetentionChart retention={activity.data.retention} />
        </div>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The dashboard's study plan (issue 25 item 5): days to the exam and where the date comes from,
 * her streak, today's plan (due cards, a practice set on her weakest categories, a practice exam
 * when the cadence plans one) with "N of M done" and a link for each part, the exam date field, and
 * her study activity: a heat map of study days, cards due in the next 30 days, retention per week.
 * For students and full-access users; others (the API answers 403) see nothing.
 */
export function StudyPlanPanel() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const viewerId = user && (user.role === 'student' || user.isRegistered) ? user.id : null;
  const plan = useTodayPlan(viewerId);
  if (viewerId === null) return null;

  let body: ReactNode;
  if (plan.isPending) body = <BlockSkeleton label={t('Loading your study plan')} height={{ base: 569, md: 357 }} />;
  else if (plan.isError) body = <LoadError title={t('Your study plan could not be loaded')} query={plan} />;
  else {
    const { partsDone, partsPlanned } = plan.data;
    body = (
      <Stack gap="md">
        <PlanHeader plan={plan.data} />
        <div>
          <Group justify="space-between" mb={4}>
            <Text fw={600} id="todays-plan">
              {t("Today's plan")}
            </Text>
            <Text size="sm" fw={600} data-testid="plan-progress">
              {t('{{done}} of {{planned}} done', { done: partsDone, planned: partsPlanned })}
            </Text>
          </Group>
          <Progress.Root aria-labelledby="todays-plan">
            <Progress.Section
              value={(partsDone / partsPlanned) * 100}
              color="teal"
              aria-label={t('{{done}} of {{planned}} parts done', { done: partsDone, planned: partsPlanned })}
            />
          </Progress.Root>
        </div>
        <TodayParts plan={plan.data} />
        <ExamDateForm plan={plan.data} />
      </Stack>
    );
  }

  return (
    <section aria-labelledby="study-plan">
      <Title order={2} size="h3" id="study-plan" mb="sm">
        {t('Your study plan')}
      </Title>
      <Card withBorder padding="md" radius="md">
        <Stack gap="xl">
          {body}
          <StudyActivity viewerId={viewerId} />
        </Stack>
      </Card>
    </section>
  );
}
