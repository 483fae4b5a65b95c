import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import type { CourseBody, CourseDetail } from '../../../shared/marketplace/courses';
import { courseEditorPath, coursePath, paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useCreateCourse } from './api/create-course';
import { CourseForm } from './components/CourseForm';

/** The spec's texts (§5 "Create course", §8 "Courses"). */
const ACCESS_RESTRICTED = msg(
  'Access Restricted: You need trainer privileges to create courses. Please register as a trainer.',
);
const CREATE_FAILED = msg('Failed to create course. Please try again.');

/** The success toast (spec §8: "has been created and is ready for students"). */
function createdMessage(t: TFunction, course: CourseDetail): string {
  return course.isPublished
    ? t('“{{title}}” has been created and is ready for students.', { title: course.title })
    : t('“{{title}}” has been created and is ready for students once you publish it.', { title: course.title });
}

/** The server's own reason for a refusal (4xx), to show in the form beside the spec's toast; null otherwise. */
function refusalText(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

/**
 * /create-course (spec §2 "Create Course", §5, §6 "Create courses": trainers and admins). Others see
 * the spec's Access Restricted text. The course form; a saved course gives the toast "... has been
 * created and is ready for students", an empty form and links to the course and the trainer
 * dashboard. A failure gives the toast 'Failed to create course. Please try again.', keeps what was
 * typed, and shows the server's reason when it refused the course.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const create = useCreateCourse();
  const [created, setCreated] = useState<CourseDetail | null>(null);

  if (isLoading) return <PageLoader label={t('Checking your account')} />;

  if (!can(user, 'createCourses')) {
    return (
      <Container size="sm" py="xl">
        <PageMeta page={paths.createCourse} />
        <Stack gap="md">
          <Title order={1}>{t('Create Course')}</Title>
          <Alert color="yellow" variant="light">
            <Text>{t(ACCESS_RESTRICTED)}</Text>
          </Alert>
          <Group>
            <Button component={Link} to={paths.courses.path}>
              {t('Browse Courses')}
            </Button>
            <Button component={Link} to={paths.support.path} variant="default">
              {t('Contact Support')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const save = async (body: CourseBody) => {
    setCreated(null);
    try {
      const course = await create.mutateAsync(body);
      setCreated(course);
      notifications.show({ title: t('Course Created'), message: createdMessage(t, course), color: 'green' });
    } catch (error) {
      notifications.show({ title: t('Error'), message: t(CREATE_FAILED), color: 'red' });
      throw error;
    }
  };

  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.createCourse} />
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('Create Course')}</Title>
        <Text c="dimmed">
          {t('Share what you teach with nurses preparing for the NCLEX. Fields marked with an asterisk are required.')}
        </Text>
      </Stack>
      {created && (
        <Alert color="green" variant="light" title={t('Course saved')} mb="lg">
          <Stack gap="sm">
            <Text size="sm">
              {created.isPublished
                ? t('Students can find it in the Course Marketplace now.')
                : t('It is a draft: add its sections and lessons in the course editor, then publish it.')}{' '}
              {t('The form is empty again for your next course.')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={courseEditorPath(created.id)} size="sm">
                {t('Open the course editor')}
              </Button>
              <Button component={Link} to={coursePath(created.id)} size="sm" variant="default">
                {t('View Course')}
              </Button>
              {can(user, 'trainerDashboard') && (
                <Button component={Link} to={paths.trainerDashboard.path} size="sm" variant="default">
                  {t('Go to Trainer Dashboard')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      <Card withBorder padding="lg" radius="md">
        <CourseForm
          submitLabel={t('Create Course')}
          onSubmit={save}
          pending={create.isPending}
          resetOnSuccess
          publishable={false}
          failureText={refusalText}
        />
      </Card>
    </Container>
  );
}
