import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORY_LABELS, type Course } from '../../../../shared/marketplace/courses';
import type { TrainerCourse } from '../../../../shared/marketplace/trainer-dashboard';
import { coursePath, paths } from '../../../../shared/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSetPublication } from '../api/set-publication';
import { PublicationBadge } from './PublicationBadge';
import { UnpublishDialog } from './UnpublishDialog';

const count = new Intl.NumberFormat('en-US');

interface CourseManagementProps {
  courses: TrainerCourse[];
  onEdit: (course: TrainerCourse) => void;
}

/**
 * The Course Management tab of the trainer dashboard: every course of the trainer with its state,
 * price, students and earnings, and Edit Course, Publish or Unpublish (after a confirmation, since
 * buyers can no longer find it) and View; Create New Course leads to /create-course.
 */
export function CourseManagement({ courses, onEdit }: CourseManagementProps) {
  const publication = useSetPublication();
  const [unpublishing, setUnpublishing] = useState<TrainerCourse | null>(null);
  const busyId = publication.isPending ? publication.variables.courseId : null;

  const publish = (course: TrainerCourse) =>
    publication.mutate(
      { courseId: course.id, isPublished: true },
      {
        onSuccess: () =>
          notifications.show({
            title: 'Course Published',
            message: `${course.title} is now in the Course Marketplace.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Error',
            message: errorMessage(error),
          }),
      },
    );

  const unpublish = (course: Course) =>
    publication.mutate(
      { courseId: course.id, isPublished: false },
      {
        onSuccess: () => {
          setUnpublishing(null);
          notifications.show({
            title: 'Course Unpublished',
            message: `${course.title} is a draft again and no longer in the Course Marketplace.`,
          });
        },
      },
    );

  const askToUnpublish = (course: TrainerCourse) => {
    publication.reset();
    setUnpublishing(course);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Course Management
        </Title>
        <Button component={Link} to={paths.createCourse.path}>
          Create New Course
        </Button>
      </Group>
      {courses.length === 0 ? (
        <Card withBorder padding="lg" radius="md">
          <Text>
            You have not created a course yet. Your courses will be listed here to edit, publish or unpublish.
          </Text>
        </Card>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={820} type="native">
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Course</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Price
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Students
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Earned
                  </Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {courses.map((course) => {
                  const titleId = `managed-course-${course.id}`;
                  const busy = busyId === course.id;
                  return (
                    <Table.Tr key={course.id}>
                      <Table.Td>
                        <Text fw={600} id={titleId}>
                          {course.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {CATEGORY_LABELS[course.category]} · {course.level}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <PublicationBadge isPublished={course.isPublished} />
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(course.priceCents)}</Table.Td>
                      <Table.Td ta="right">{count.format(course.enrolledStudents)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(course.earnedCents)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => onEdit(course)} aria-describedby={titleId}>
                            Edit Course
                          </Button>
                          {course.isPublished ? (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => askToUnpublish(course)}
                              aria-describedby={titleId}
                            >
                              Unpublish
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => publish(course)}
                              loading={busy}
                              disabled={busyId !== null && !busy}
                              aria-describedby={titleId}
                            >
                              Publish
                            </Button>
                          )}
                          <Anchor component={Link} to={coursePath(course.id)} size="sm" aria-describedby={titleId}>
                            View
                          </Anchor>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <UnpublishDialog
        course={unpublishing}
        onCancel={() => setUnpublishing(null)}
        onConfirm={unpublish}
        pending={publication.isPending}
        error={publication.isError ? errorMessage(publication.error) : null}
      />
    </Stack>
  );
}
