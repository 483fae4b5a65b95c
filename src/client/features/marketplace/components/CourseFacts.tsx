import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATEGORY_LABELS, type Course } from '../../../../shared/marketplace/courses';
import { CourseRatingSummary } from './CourseRatingSummary';

/**
 * What a course card and a course page both show about a course (spec §3 "Course"): its category
 * and level as badges, its trainer, its duration (when given), its rating and how many students
 * have enrolled.
 */
export function CourseFacts({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light" color="blue">
          {t(CATEGORY_LABELS[course.category])}
        </Badge>
        <Badge variant="light" color="gray">
          {t(course.level)}
        </Badge>
      </Group>
      <Text size="sm">{t('by {{trainer}}', { trainer: course.trainerName })}</Text>
      {course.duration && <Text size="sm">{t('Duration: {{duration}}', { duration: course.duration })}</Text>}
      <CourseRatingSummary rating={course.rating} ratingCount={course.ratingCount} />
      <Text size="sm">{t('{{count}} students enrolled', { count: course.enrolledStudents })}</Text>
    </Stack>
  );
}
