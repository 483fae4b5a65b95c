import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TrainerCourse } from '../../../../shared/marketplace/trainer-dashboard';
import { coursePath, paths } from '../../../../shared/paths';
import { formatMoney, formatNumber } from '../../../lib/format';
import { PublicationBadge } from './PublicationBadge';

interface CourseListProps {
  courses: TrainerCourse[];
  onEdit: (course: TrainerCourse) => void;
}

/**
 * The trainer's courses on the overview (spec §2 "Trainer dashboard"): title (to the course page),
 * price, students, what it earned, Published or Draft, and Edit Course. With no course yet, a way
 * to create one.
 */
export function CourseList({ courses, onEdit }: CourseListProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="your-courses-title">
      <Title order={2} size="h3" id="your-courses-title" mb="sm">
        {t('Your Courses')}
      </Title>
      {courses.length === 0 ? (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t('You have not created a course yet. Create one and sell it in the Course Marketplace.')}</Text>
            <Button component={Link} to={paths.createCourse.path}>
              {t('Create New Course')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm">
          {courses.map((course) => {
            const titleId = `overview-course-${course.id}`;
            return (
              <Card key={course.id} withBorder padding="md" radius="md">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Group gap="xs" align="center">
                      <Anchor component={Link} to={coursePath(course.id)} fw={600} id={titleId}>
                        {course.title}
                      </Anchor>
                      <PublicationBadge isPublished={course.isPublished} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('{{price}} · {{students}} students · {{earned}} earned', {
                        count: course.enrolledStudents,
                        price: formatMoney(course.priceCents),
                        students: formatNumber(course.enrolledStudents),
                        earned: formatMoney(course.earnedCents),
                      })}
                    </Text>
                  </Stack>
                  <Button variant="default" size="sm" onClick={() => onEdit(course)} aria-describedby={titleId}>
                    {t('Edit Course')}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
