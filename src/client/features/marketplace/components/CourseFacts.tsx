import { Badge, Group, Stack, Text } from '@mantine/core';
import { CATEGORY_LABELS, type Course } from '../../../../shared/marketplace/courses';
import { CourseRatingSummary } from './CourseRatingSummary';

/** "1 student enrolled", "12 students enrolled". */
function enrolledText(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'} enrolled`;
}

/**
 * What a course card and a course page both show about a course (spec §3 "Course"): its category
 * and level as badges, its trainer, its duration (when given), its rating and how many students
 * have enrolled.
 */
export function CourseFacts({ course }: { course: Course }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light" color="blue">
          {CATEGORY_LABELS[course.category]}
        </Badge>
        <Badge variant="light" color="gray">
          {course.level}
        </Badge>
      </Group>
      <Text size="sm">by {course.trainerName}</Text>
      {course.duration && <Text size="sm">Duration: {course.duration}</Text>}
      <CourseRatingSummary rating={course.rating} ratingCount={course.ratingCount} />
      <Text size="sm">{enrolledText(course.enrolledStudents)}</Text>
    </Stack>
  );
}
