import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { coursePlayerPath, type MyCourse } from '../../../../shared/marketplace/course-player';
import { CompletionBar } from './CompletionBar';

/**
 * Bought courses with their progress (issue 27 item 2): title, trainer, the completion bar, and
 * "Continue" (a course begun: the lesson to continue with) or "Open course"; "Certificate earned"
 * once complete. `headingOrder` is the level of each course's title.
 */
export function MyCourseList({ courses, headingOrder = 2 }: { courses: readonly MyCourse[]; headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="md">
      {courses.map((course) => (
        <Card key={course.courseId} withBorder padding="md" radius="md">
          <Stack gap="sm">
            <div>
              <Title order={headingOrder} size="h4">
                {course.title}
              </Title>
              <Text size="sm" c="dimmed">
                by {course.trainerName}
                {course.hasCertificate ? ' · Certificate earned' : ''}
              </Text>
            </div>
            {course.lessonCount > 0 ? (
              <CompletionBar
                completed={course.completedCount}
                total={course.lessonCount}
                percent={course.percent}
                label={`Completion of ${course.title}`}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Its trainer is preparing the lessons.
              </Text>
            )}
            <Group>
              <Button
                component={Link}
                to={coursePlayerPath(course.courseId, course.hasStarted ? course.continueLessonId : null)}
                size="sm"
                aria-label={`${course.hasStarted ? 'Continue' : 'Open course'}: ${course.title}`}
              >
                {course.hasStarted ? 'Continue' : 'Open course'}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
