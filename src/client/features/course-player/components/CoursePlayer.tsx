import { Accordion, Alert, Anchor, Box, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { coursePath, paths } from '../../../../shared/paths';
import { PageError, PageLoader } from '../../../components/PageStatus';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useCoursePlayer } from '../api/get-course-player';
import { CertificateCard } from './CertificateCard';
import { CompletionBar } from './CompletionBar';
import { CurriculumNav } from './CurriculumNav';
import { type LessonRenderers, LessonView } from './LessonView';

interface CoursePlayerProps extends LessonRenderers {
  courseId: string;
  /** The lesson in the address, or null: the player opens the one to continue with. */
  lessonId: string | null;
  /** The trainer's "Preview as a learner" (`?preview=1`). */
  preview: boolean;
  /** The address of a lesson in the player (keeps `preview`). */
  hrefOf: (lessonId: string) => string;
  /** Opens the exam screen for attempt `attemptId` of quiz lesson `lessonId`. */
  onOpenQuiz: (attemptId: string, lessonId: string) => void;
}

/**
 * The course player (issue 27 item 2): the course's title and trainer, the completion bar, "Continue
 * where you left off", the curriculum beside the lesson (above it, folded, on a phone), the lesson,
 * and the certificate once every lesson is complete. The course's trainer and admins see every
 * lesson as a learner would, with nothing recorded; a reader who has not bought it sees the locked
 * lessons marked and a link to buy it.
 */
export function CoursePlayer({ courseId, lessonId, preview, hrefOf, onOpenQuiz, ...renderers }: CoursePlayerProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const player = useCoursePlayer(courseId);
  const navigate = useNavigate();
  const [folded, setFolded] = useState<string | null>(null);
  const data = player.data;
  // "Continue where you left off" greets a learner who comes back to the course without naming a lesson.
  const resume = lessonId === null && data?.tracksProgress && data.hasStarted ? data.continueLessonId : null;
  const landing = lessonId === null && !resume ? (data?.continueLessonId ?? null) : null;
  // The lesson shown without one in the address goes into it, so Mark complete (which moves the
  // lesson to continue with) and a reload keep it.
  useEffect(() => {
    if (landing) navigate(hrefOf(landing), { replace: true });
  }, [landing, navigate, hrefOf]);

  if (player.isPending) return <PageLoader label={t('Loading the course')} />;
  if (player.isError) {
    if (player.error instanceof ApiError && player.error.status === 404) {
      return (
        <Stack align="flex-start" gap="md" py="xl">
          <Title order={1}>{t('Course not found')}</Title>
          <Text>{t('This course does not exist or is not published.')}</Text>
          <Group gap="md">
            {user && (
              <Anchor component={Link} to={paths.myCourses.path}>
                {t('My courses')}
              </Anchor>
            )}
            <Anchor component={Link} to={paths.courses.path}>
              {t('Browse the Course Marketplace')}
            </Anchor>
          </Group>
        </Stack>
      );
    }
    return <PageError title={t('The course could not be loaded')} error={player.error} />;
  }
  if (!data || landing) return <PageLoader label={t('Loading the course')} />;
  const current = lessonId ?? landing;
  const curriculum = (onNavigate?: () => void) => (
    <CurriculumNav player={data} currentLessonId={current} hrefOf={hrefOf} onNavigate={onNavigate} />
  );
  const resumeTitle = data.sections.flatMap((section) => section.lessons).find((lesson) => lesson.id === resume)?.title;

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={coursePath(courseId)} size="sm">
          {t('← Course page')}
        </Anchor>
        <Title order={1} mt="xs">
          {data.title}
        </Title>
        <Text c="dimmed">{t('by {{trainer}}', { trainer: data.trainerName })}</Text>
      </div>

      {(data.access === 'trainer' || data.access === 'admin') && (
        <Alert color="blue" title={preview ? t('Preview as a learner') : t('You are not a learner of this course')}>
          {t(
            'You see every lesson as a learner who bought the course would. Nothing you do here is recorded as progress.',
          )}
        </Alert>
      )}
      {data.access === 'visitor' && (
        <Alert color="blue" title={t('Free preview')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {t('Lessons marked Free preview are open to everyone. Buy the course to open them all.')}
            </Text>
            <Button component={Link} to={coursePath(courseId)} size="xs">
              {t('Buy the course')}
            </Button>
          </Group>
        </Alert>
      )}

      {data.tracksProgress && (
        <Card withBorder padding="md" radius="md">
          <Stack gap="sm">
            <CompletionBar
              completed={data.completedCount}
              total={data.lessonCount}
              percent={data.percent}
              label={t('Completion of {{title}}', { title: data.title })}
            />
          </Stack>
        </Card>
      )}

      {data.certificate && <CertificateCard certificate={data.certificate} />}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box visibleFrom="md" component="nav" aria-label={t('Curriculum')}>
            <Title order={2} size="h4" mb="sm">
              {t('Curriculum')}
            </Title>
            {curriculum()}
          </Box>
          <Box hiddenFrom="md">
            <Accordion variant="contained" value={folded} onChange={setFolded}>
              <Accordion.Item value="curriculum">
                <Accordion.Control>
                  {t('Curriculum ({{count}} lessons)', { count: data.lessonCount })}
                </Accordion.Control>
                <Accordion.Panel>
                  {/* Choosing a lesson folds the list again, so the lesson shows below it on a phone. */}
                  <nav aria-label={t('Curriculum (folded)')}>{curriculum(() => setFolded(null))}</nav>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Box component="section" aria-label={t('Lesson')}>
            {resume ? (
              <Card withBorder padding="lg" radius="md">
                <Stack gap="sm" align="flex-start">
                  <Title order={2} size="h3">
                    {t('Welcome back')}
                  </Title>
                  <Text>{t('You were working on “{{title}}”.', { title: resumeTitle })}</Text>
                  <Button component={Link} to={hrefOf(resume)}>
                    {t('Continue where you left off')}
                  </Button>
                </Stack>
              </Card>
            ) : current ? (
              <LessonView
                key={current}
                player={data}
                lessonId={current}
                signedIn={user !== null}
                hrefOf={hrefOf}
                buyHref={coursePath(courseId)}
                onOpenQuiz={onOpenQuiz}
                {...renderers}
              />
            ) : (
              <Text c="dimmed">{t('This course has no lessons yet.')}</Text>
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
