import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { attemptHref, paths } from '../../../shared/paths';
import { upcomingDeadlines } from '../../../shared/tracking/tracking';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { LoadError } from '../../components/LoadError';
import { MyClassesCard } from '../../features/classes/components/MyClassesCard';
import { MyCoursesCard } from '../../features/course-player/components/MyCoursesCard';
import { ReadinessCard } from '../../features/exams/adaptive/readiness/ReadinessCard';
import { useProgress } from '../../features/exams/api/get-progress';
import { attemptScoreText } from '../../features/exams/attempt-score-text';
import { AttemptResultBadge } from '../../features/exams/components/AttemptResultBadge';
import { practiceHref } from '../../features/exams/practice/practice-query';
import { useKeepStoredSample } from '../../features/exams/practice/use-keep-stored-sample';
import { StudyPlanPanel } from '../../features/study-plan/components/StudyPlanPanel';
import { useTimeline } from '../../features/tracking/api/get-timeline';
import { formatCalendarDate, todayDate } from '../../features/tracking/components/dates';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session/use-current-user';

const quickActions = [
  { label: msg('Training Center'), text: msg('Quizzes timed like the real exam'), to: paths.trainingCenter.path },
  { label: msg('Sample Test'), text: msg('10 questions, 15 minutes'), to: paths.sampleTest.path },
  {
    label: msg('Study Materials'),
    text: msg('Guides, videos and practice by subject'),
    to: paths.trainingCenter.href({ view: 'study' }),
  },
  { label: msg('Support'), text: msg('Help from our team within 24 hours'), to: paths.support.path },
];

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

/**
 * /dashboard (spec §2 "Dashboard"): a welcome by first name (default 'Student'), stat cards and
 * subject progress from the user's own exam attempts (questions correct of asked first, then points;
 * issue 23), NCLEX readiness from the adaptive tests
 * (issue 22: the latest ability and 95% interval, the probability of passing, the trend), quick
 * actions, the study plan (issue 25 item 5: today's plan, streak, heat map and charts), upcoming deadlines (the due dates of the application steps not yet completed, soonest
 * first, overdue ones marked; issue 13) and recent activity.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const dashboard = useProgress();
  // Issue 25 item 1: a Free Sample taken as a visitor before signing up counts here.
  useKeepStoredSample(user !== null);
  const firstName = user?.firstName?.trim() || t('Student');

  return (
    <Container size="lg" py="xl">
      <title>{t('Dashboard | Nightingale')}</title>
      <Title order={1}>{t('Welcome back, {{name}}!', { name: firstName })}</Title>
      <Text c="dimmed" mt="xs">
        {t('Here is where your NCLEX preparation stands.')}
      </Text>

      <Stack gap="xl" mt="lg">
        {dashboard.isPending && (
          // As tall as the four cards (two rows on a phone), so the page below does not jump.
          <SimpleGrid
            cols={{ base: 2, md: 4 }}
            spacing="md"
            role="status"
            aria-label={t('Loading your figures')}
            aria-busy="true"
          >
            {[0, 1, 2, 3].map((key) => (
              <BlockSkeleton key={key} height={{ base: 110, md: 129 }} />
            ))}
          </SimpleGrid>
        )}
        {dashboard.isError && (
          <Alert color="red" role="alert" title={t('Your figures could not be loaded')}>
            {errorMessage(dashboard.error)}
          </Alert>
        )}
        {dashboard.data && (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {[
              { label: t('Tests taken'), value: String(dashboard.data.stats.testsTaken) },
              { label: t('Average score'), value: percentText(dashboard.data.stats.averagePercent) },
              { label: t('Best score'), value: percentText(dashboard.data.stats.bestPercent) },
              {
                label: t('Last test'),
                value: dashboard.data.stats.lastTestAt ? formatDateTime(dashboard.data.stats.lastTestAt) : t('Not yet'),
              },
            ].map((stat) => (
              <Card key={stat.label} withBorder padding="md" radius="md">
                <Text size="sm" c="dimmed">
                  {stat.label}
                </Text>
                <Text fz={24} fw={700}>
                  {stat.value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}

        <StudyPlanPanel />

        <MyCoursesCard />

        {/* Issue 28 item 5: a student's class assignments, due first. */}
        {user?.role === 'student' && <MyClassesCard />}

        <ReadinessCard />

        <section aria-labelledby="quick-actions">
          <Title order={2} size="h3" id="quick-actions" mb="sm">
            {t('Quick actions')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {quickActions.map((action) => (
              <Card key={action.label} withBorder padding="md" radius="md">
                <Anchor component={Link} to={action.to} fw={700}>
                  {t(action.label)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(action.text)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {dashboard.data && (
            <section aria-labelledby="subject-progress">
              <Title order={2} size="h3" id="subject-progress" mb="sm">
                {t('Subject progress')}
              </Title>
              <Card withBorder padding="md" radius="md">
                <Stack gap="sm">
                  {dashboard.data.subjects.map((subject) => (
                    <div key={subject.name}>
                      <Group justify="space-between" mb={4}>
                        <Group gap="xs">
                          <Text size="sm" fw={500}>
                            {t(subject.name)}
                          </Text>
                          {/* Issue 25 item 1: a weak subject links to a practice on its misses. */}
                          <Anchor
                            component={Link}
                            size="sm"
                            to={practiceHref(
                              { subject: subject.name },
                              subject.asked > subject.correct ? 'incorrect' : 'all',
                            )}
                            aria-label={
                              subject.asked > subject.correct
                                ? t('Practice {{subject}}: the items you missed', { subject: t(subject.name) })
                                : t('Practice {{subject}}', { subject: t(subject.name) })
                            }
                          >
                            {t('Practice')}
                          </Anchor>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {subject.percent === null
                            ? t('No answers yet')
                            : t('{{correct}} of {{count}} questions correct · {{percent}}% of points', {
                                correct: subject.correct,
                                count: subject.asked,
                                percent: subject.percent,
                              })}
                        </Text>
                      </Group>
                      <Progress.Root>
                        <Progress.Section
                          value={subject.percent ?? 0}
                          aria-label={t('{{subject}} progress', { subject: t(subject.name) })}
                        />
                      </Progress.Root>
                    </div>
                  ))}
                </Stack>
              </Card>
            </section>
          )}

          <Stack gap="xl">
            <UpcomingDeadlines viewerId={user?.id ?? null} />

            {dashboard.data && (
              <section aria-labelledby="recent-activity">
                <Title order={2} size="h3" id="recent-activity" mb="sm">
                  {t('Recent activity')}
                </Title>
                <Card withBorder padding="md" radius="md">
                  {dashboard.data.recentAttempts.length === 0 ? (
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">
                        {t('No activity yet. Take a practice quiz in the Training Center to see your progress here.')}
                      </Text>
                      <Button component={Link} to={paths.trainingCenter.path} size="xs">
                        {t('Go to the Training Center')}
                      </Button>
                    </Stack>
                  ) : (
                    <Stack gap="xs">
                      {dashboard.data.recentAttempts.map((attempt) => {
                        const score = attemptScoreText(attempt);
                        return (
                          <Group key={attempt.id} justify="space-between" gap="xs">
                            <div>
                              <Anchor component={Link} to={attemptHref(attempt)} size="sm">
                                {score
                                  ? t('{{form}}: {{score}}', { form: t(attempt.formTitle), score: score.questions })
                                  : t('{{form}}: in progress', { form: t(attempt.formTitle) })}
                              </Anchor>
                              {score && (
                                <Text size="xs" c="dimmed">
                                  {score.points}
                                </Text>
                              )}
                            </div>
                            <Group gap="xs" wrap="nowrap">
                              {attempt.passed !== null && <AttemptResultBadge attempt={attempt} />}
                              <Text size="xs" c="dimmed">
                                {formatDateTime(attempt.submittedAt ?? attempt.startedAt)}
                              </Text>
                            </Group>
                          </Group>
                        );
                      })}
                    </Stack>
                  )}
                </Card>
              </section>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/**
 * The dashboard's upcoming deadlines (spec §2 "Dashboard"; issue 13 "The dashboard's upcoming
 * deadlines come from these steps' due dates"): the application steps not yet completed that have
 * a due date, soonest first (`upcomingDeadlines`), each with its date and Overdue when it has
 * passed; 'No upcoming deadlines.' when there are none; always a link to Application Tracking.
 */
function UpcomingDeadlines({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const timeline = useTimeline(viewerId);
  let body: ReactNode;
  if (timeline.isPending) body = <Loader size="sm" aria-label={t('Loading your deadlines')} />;
  else if (timeline.isError) body = <LoadError title={t('Your deadlines could not be loaded')} query={timeline} />;
  else {
    const deadlines = upcomingDeadlines(timeline.data.steps, todayDate());
    body =
      deadlines.length === 0 ? (
        <Text size="sm">{t('No upcoming deadlines. Due dates set for your application steps will appear here.')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {deadlines.map((deadline) => (
            <Group key={deadline.key} component="li" justify="space-between" gap="xs">
              <Text size="sm" fw={deadline.overdue ? 700 : 400}>
                {t(deadline.title)}
              </Text>
              <Group gap={6}>
                {deadline.overdue && (
                  <Badge color="red" variant="filled">
                    {t('Overdue')}
                  </Badge>
                )}
                <Badge variant="light" color={deadline.overdue ? 'red' : undefined}>
                  {t('Due {{date}}', { date: formatCalendarDate(deadline.dueOn) })}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      );
  }
  return (
    <section aria-labelledby="upcoming-deadlines">
      <Title order={2} size="h3" id="upcoming-deadlines" mb="sm">
        {t('Upcoming deadlines')}
      </Title>
      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          {body}
          <Anchor component={Link} to={paths.tracking.path} size="sm" fw={600}>
            {t('See your application tracking')}
          </Anchor>
        </Stack>
      </Card>
    </section>
  );
}
