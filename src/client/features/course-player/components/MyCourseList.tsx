import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coursePlayerPath, type MyCourse } from '../../../../shared/marketplace/course-player';
import { CompletionBar } from './CompletionBar';

/**
 * Bought courses with their progress (issue 27 item 2): title, trainer, the completion bar, and
 * "Continue" (a course begun: the lesson to continue with) or "Open course"; "Certificate earned"
 * once complete. `headingOrder` is the level of each course's title.
 */
export function MyCourseList({ courses, headingOrder = 2 }: { courses: readonly MyCourse[]; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
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
                {course.hasCertificate
                  ? t('by {{trainer}} · Certificate earned', { trainer: course.trainerName })
                  : t('by {{trainer}}', { trainer: course.trainerName })}
              </Text>
            </div>
            {course.lessonCount > 0 ? (
              <CompletionBar
                completed={course.completedCount}
                total={course.lessonCount}
                percent={course.percent}
                label={t('Completion of {{title}}', { title: course.title })}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('Its trainer is preparing the lessons.')}
              </Text>
            )}
            <Group>
              <Button
                component={Link}
                to={coursePlayerPath(course.courseId, course.hasStarted ? course.continueLessonId : null)}
                size="sm"
                aria-label={
                  course.hasStarted
                    ? t('Continue: {{title}}', { title: course.title })
                    : t('Open course: {{title}}', { title: course.title })
                }
              >
                {course.hasStarted ? t('Continue') : t('Open course')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
