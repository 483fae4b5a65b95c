import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
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
const ACCESS_RESTRICTED =
  'Access Restricted: You need trainer privileges to create courses. Please register as a trainer.';
const CREATE_FAILED = 'Failed to create course. Please try again.';

/** The success toast (spec §8: "has been created and is ready for students"). */
function createdMessage(course: CourseDetail): string {
  const ready = `“${course.title}” has been created and is ready for students`;
  return course.isPublished ? `${ready}.` : `${ready} once you publish it.`;
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
  const { user, isLoading } = useCurrentUser();
  const create = useCreateCourse();
  const [created, setCreated] = useState<CourseDetail | null>(null);

  if (isLoading) return <PageLoader label="Checking your account" />;

  if (!can(user, 'createCourses')) {
    return (
      <Container size="sm" py="xl">
        <PageMeta page={paths.createCourse} />
        <Stack gap="md">
          <Title order={1}>Create Course</Title>
          <Alert color="yellow" variant="light">
            <Text>{ACCESS_RESTRICTED}</Text>
          </Alert>
          <Group>
            <Button component={Link} to={paths.courses.path}>
              Browse Courses
            </Button>
            <Button component={Link} to={paths.support.path} variant="default">
              Contact Support
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
      notifications.show({ title: 'Course Created', message: createdMessage(course), color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Error', message: CREATE_FAILED, color: 'red' });
      throw error;
    }
  };

  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.createCourse} />
      <Stack gap="xs" mb="lg">
        <Title order={1}>Create Course</Title>
        <Text c="dimmed">
          Share what you teach with nurses preparing for the NCLEX. Fields marked with an asterisk are required.
        </Text>
      </Stack>
      {created && (
        <Alert color="green" variant="light" title="Course saved" mb="lg">
          <Stack gap="sm">
            <Text size="sm">
              {created.isPublished
                ? 'Students can find it in the Course Marketplace now.'
                : 'It is a draft: add its sections and lessons in the course editor, then publish it.'}{' '}
              The form is empty again for your next course.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={courseEditorPath(created.id)} size="sm">
                Open the course editor
              </Button>
              <Button component={Link} to={coursePath(created.id)} size="sm" variant="default">
                View Course
              </Button>
              {can(user, 'trainerDashboard') && (
                <Button component={Link} to={paths.trainerDashboard.path} size="sm" variant="default">
                  Go to Trainer Dashboard
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      <Card withBorder padding="lg" radius="md">
        <CourseForm
          submitLabel="Create Course"
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
