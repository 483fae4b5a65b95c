import { Alert, Anchor, Badge, Button, Card, Container, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import type { CourseDetail, ViewerState } from '../../../shared/marketplace/courses';
import { courseEditorPath, paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { PageError, PageLoader } from '../../components/PageStatus';
import { CurriculumOutline } from '../../features/curriculum/components/CurriculumOutline';
import { useCourse } from '../../features/marketplace/api/get-course';
import { useSetPublication } from '../../features/marketplace/api/set-publication';
import { BuyCourse } from '../../features/marketplace/components/BuyCourse';
import { CourseFacts } from '../../features/marketplace/components/CourseFacts';
import { CourseReviews } from '../../features/marketplace/components/CourseReviews';
import { PublicationDialog } from '../../features/marketplace/components/PublicationDialog';
import { RateCourse } from '../../features/marketplace/components/RateCourse';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { TrainerOfferings } from './TrainerOfferings';

/** The course form and its dialog, loaded only for those who may edit (its trainer, admins). */
const EditCourseDialog = lazy(() =>
  import('../../features/marketplace/components/EditCourseDialog').then((module) => ({
    default: module.EditCourseDialog,
  })),
);

/** The buy card's heading by where the reader stands. */
const VIEWER_HEADINGS: Record<ViewerState, string> = {
  purchasable: msg('Buy this course'),
  purchased: msg('You bought this course'),
  own: msg('Your course’s price'),
};

/** A course that does not exist, or a draft the reader may not see (the API answers 404 for both). */
function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <PageMeta page={paths.course} title={t('Course not found')} />
      <Stack align="flex-start" gap="md">
        <Title order={1}>{t('Course not found')}</Title>
        <Text>{t('This course does not exist or is not published.')}</Text>
        <Button component={Link} to={paths.courses.path}>
          {t('Back to Course Marketplace')}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The trainer's (or an admin's) controls: the Published/Draft state, the course editor (issue 27
 * item 1: sections and lessons), Edit Course, and Publish or Unpublish, each after a confirmation
 * (the server refuses to publish a course without lessons; its sentence shows in the dialog).
 */
function CourseOwnerControls({ course, onEdit }: { course: CourseDetail; onEdit: () => void }) {
  const { t } = useTranslation();
  const publication = useSetPublication();
  const [asking, setAsking] = useState<'publish' | 'unpublish' | null>(null);
  const ask = (what: 'publish' | 'unpublish') => {
    publication.reset();
    setAsking(what);
  };
  const change = (isPublished: boolean) => {
    if (publication.isPending) return;
    publication.mutate(
      { courseId: course.id, isPublished },
      {
        onSuccess: () => {
          setAsking(null);
          notifications.show(
            isPublished
              ? {
                  title: t('Course published'),
                  message: t('“{{title}}” is in the Course Marketplace: students can find and buy it.', {
                    title: course.title,
                  }),
                  color: 'green',
                }
              : {
                  title: t('Course unpublished'),
                  message: t('“{{title}}” is a draft again: students can no longer find or buy it.', {
                    title: course.title,
                  }),
                  color: 'green',
                },
          );
        },
      },
    );
  };
  const error = publication.isError ? errorMessage(publication.error) : null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('Manage course')}
          </Title>
          <Badge color={course.isPublished ? 'green' : 'gray'} variant="light">
            {course.isPublished ? t('Published') : t('Draft')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {course.isPublished
            ? t('Students can find and buy this course in the marketplace.')
            : t('Only you and administrators can see this draft. Add its lessons, then publish it to sell it.')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={courseEditorPath(course.id)}>
            {t('Open the course editor')}
          </Button>
          <Button variant="default" onClick={onEdit}>
            {t('Edit Course')}
          </Button>
          <Button
            onClick={() => ask(course.isPublished ? 'unpublish' : 'publish')}
            variant={course.isPublished ? 'light' : 'default'}
          >
            {course.isPublished ? t('Unpublish') : t('Publish')}
          </Button>
        </Group>
      </Stack>
      <PublicationDialog
        course={asking === null ? null : course}
        change={asking ?? 'publish'}
        onCancel={() => setAsking(null)}
        onConfirm={() => change(asking === 'publish')}
        pending={publication.isPending}
        error={error}
      />
    </Card>
  );
}

/**
 * /courses/:courseId (spec §2 "Course Marketplace", §3 "Course", §4 "Marketplace course"): the whole
 * course (description, trainer, category, level, duration, rating, students, price) with its buy
 * panel and its curriculum's outline, once, for everyone (issue 27 item 1: section and lesson titles;
 * buyers open the lessons in the course player, its trainer changes them in the course editor); a
 * buyer rates it from 1 to 5 stars; its trainer or an admin edits it and publishes or unpublishes it. A course that does not exist, or is not published, says so with a way back to
 * the marketplace. Public.
 */
export function Component() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  const [editing, setEditing] = useState<CourseDetail | null>(null);

  if (course.isPending) return <PageLoader label={t('Loading the course')} />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) return <CourseNotFound />;
    return <PageError title={t('The course could not be loaded')} error={course.error} />;
  }
  const data = course.data;

  return (
    <Container size="lg" py="xl">
      <PageMeta page={{ ...paths.course, description: data.description.slice(0, 160) }} title={data.title} />
      <Button component={Link} to={paths.courses.path} variant="subtle" px={0} mb="sm">
        {t('← Back to Course Marketplace')}
      </Button>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={1}>{data.title}</Title>
              <Text size="sm" c="dimmed">
                {t('Created {{date}}', { date: formatDateTime(data.createdAt) })}
              </Text>
            </Stack>
            {data.coverUrl && <Image src={data.coverUrl} alt="" radius="md" mah={280} fit="cover" />}
            {data.outline && (
              <Text size="lg" fw={500} style={{ whiteSpace: 'pre-line' }}>
                {data.outline}
              </Text>
            )}
            <CourseFacts course={data} />
            <section aria-labelledby="course-description">
              <Title order={2} size="h3" id="course-description" mb="xs">
                {t('About this course')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>
            </section>
            <CurriculumOutline courseId={data.id} />
            <CourseReviews course={data} />
            <TrainerOfferings trainer={{ id: data.trainerId, name: data.trainerName }} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {data.canEdit && <CourseOwnerControls course={data} onEdit={() => setEditing(data)} />}
            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="course-buy">
              <Stack gap="sm">
                <Title order={2} size="h4" id="course-buy">
                  {t(VIEWER_HEADINGS[data.viewerState])}
                </Title>
                {data.isPublished || data.viewerState === 'purchased' ? (
                  <BuyCourse course={data} />
                ) : (
                  <Alert color="gray" variant="light">
                    {t('This course is a draft: it cannot be bought until it is published.')}
                  </Alert>
                )}
              </Stack>
            </Card>
            {data.viewerState === 'purchased' && (
              <Card withBorder padding="lg" radius="md">
                <Stack gap="sm">
                  <RateCourse course={data} />
                  <Anchor component={Link} to={paths.payment.path} size="sm">
                    {t('See your receipt in the Payment Portal')}
                  </Anchor>
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {data.canEdit && (
        <Suspense fallback={null}>
          <EditCourseDialog course={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Container>
  );
}
