import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_LABELS, type Course } from '../../../../shared/marketplace/courses';
import type { TrainerCourse } from '../../../../shared/marketplace/trainer-dashboard';
import { courseEditorPath, coursePath, paths } from '../../../../shared/paths';
import { MoneyTable } from '../../../components/MoneyTable';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useSetPublication } from '../api/set-publication';
import { PublicationBadge } from './PublicationBadge';
import { PublicationDialog } from './PublicationDialog';

/** The id of a course's title in its row, which names the row's buttons. */
const titleId = (course: TrainerCourse) => `managed-course-${course.id}`;

interface CourseManagementProps {
  courses: TrainerCourse[];
  onEdit: (course: TrainerCourse) => void;
}

/**
 * The Course Management tab of the trainer dashboard: every course of the trainer with its state,
 * price, students and earnings, and Edit Course, Publish (after a confirmation; the server refuses a
 * course without lessons, issue 27 item 1) or Unpublish (after a confirmation, since buyers can no
 * longer find it), Curriculum (the course editor) and View; Create New Course leads to /create-course.
 */
export function CourseManagement({ courses, onEdit }: CourseManagementProps) {
  const { t } = useTranslation();
  const publication = useSetPublication();
  const [unpublishing, setUnpublishing] = useState<TrainerCourse | null>(null);
  const busyId = publication.isPending ? publication.variables.courseId : null;

  const [publishing, setPublishing] = useState<TrainerCourse | null>(null);
  const publish = (course: Course) =>
    publication.mutate(
      { courseId: course.id, isPublished: true },
      {
        onSuccess: () => {
          setPublishing(null);
          notifications.show({
            title: t('Course Published'),
            message: t('{{title}} is now in the Course Marketplace.', { title: course.title }),
          });
        },
      },
    );

  const askToPublish = (course: TrainerCourse) => {
    publication.reset();
    setPublishing(course);
  };

  const unpublish = (course: Course) =>
    publication.mutate(
      { courseId: course.id, isPublished: false },
      {
        onSuccess: () => {
          setUnpublishing(null);
          notifications.show({
            title: t('Course Unpublished'),
            message: t('{{title}} is a draft again and no longer in the Course Marketplace.', { title: course.title }),
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
          {t('Course Management')}
        </Title>
        <Button component={Link} to={paths.createCourse.path}>
          {t('Create New Course')}
        </Button>
      </Group>
      <MoneyTable
        rows={courses}
        rowKey={(course) => course.id}
        minWidth={820}
        highlightOnHover
        empty={
          <Text>
            {t('You have not created a course yet. Your courses will be listed here to edit, publish or unpublish.')}
          </Text>
        }
        columns={[
          {
            header: t('Course'),
            cell: (course) => (
              <>
                <Text fw={600} id={titleId(course)}>
                  {course.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(CATEGORY_LABELS[course.category])} · {t(course.level)}
                </Text>
              </>
            ),
          },
          { header: t('Status'), cell: (course) => <PublicationBadge isPublished={course.isPublished} /> },
          { header: t('Price'), numeric: true, cell: (course) => formatMoney(course.priceCents) },
          { header: t('Students'), numeric: true, cell: (course) => formatNumber(course.enrolledStudents) },
          {
            header: t('Earned', { context: 'money' }),
            numeric: true,
            cell: (course) => formatMoney(course.earnedCents),
          },
          {
            header: t('Actions'),
            cell: (course) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => onEdit(course)} aria-describedby={titleId(course)}>
                  {t('Edit Course')}
                </Button>
                {course.isPublished ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => askToUnpublish(course)}
                    aria-describedby={titleId(course)}
                  >
                    {t('Unpublish')}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => askToPublish(course)}
                    loading={busyId === course.id}
                    disabled={busyId !== null && busyId !== course.id}
                    aria-describedby={titleId(course)}
                  >
                    {t('Publish')}
                  </Button>
                )}
                <Anchor component={Link} to={courseEditorPath(course.id)} size="sm" aria-describedby={titleId(course)}>
                  {t('Curriculum')}
                </Anchor>
                <Anchor component={Link} to={coursePath(course.id)} size="sm" aria-describedby={titleId(course)}>
                  {t('View')}
                </Anchor>
              </Group>
            ),
          },
        ]}
      />
      <PublicationDialog
        course={publishing ?? unpublishing}
        change={publishing ? 'publish' : 'unpublish'}
        onCancel={() => (publishing ? setPublishing(null) : setUnpublishing(null))}
        onConfirm={publishing ? publish : unpublish}
        pending={publication.isPending}
        error={publication.isError ? errorMessage(publication.error) : null}
      />
    </Stack>
  );
}
