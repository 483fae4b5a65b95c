import { Alert, Anchor, Card, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coursePath } from '../../../shared/paths';
import { coursesQuery } from '../../features/marketplace/api/get-courses';
import { errorMessage } from '../../lib/api-client';

/** How many courses the Training Center shows. */
const SHOWN = 3;

/**
 * The Training Center's sample courses (spec §2 "Training Center": sample courses): three real
 * courses of the Course Marketplace, the most enrolled first, each title a link to its course page
 * (issue 23: no dead ends); a sentence when the marketplace has none yet or could not be read.
 */
export function SampleCourses() {
  const { t } = useTranslation();
  const courses = useQuery(coursesQuery(''));
  if (courses.isPending) return [1, 2, 3].map((n) => <Skeleton key={n} h={72} radius="md" />);
  if (courses.isError) {
    return (
      <Alert color="red" role="alert" title={t('The courses could not be loaded')}>
        {errorMessage(courses.error)}
      </Alert>
    );
  }
  const shown = [...courses.data.courses].sort((a, b) => b.enrolledStudents - a.enrolledStudents).slice(0, SHOWN);
  if (shown.length === 0) return <Text c="dimmed">{t('No courses in the marketplace yet. Check back soon.')}</Text>;
  return shown.map((course) => (
    <Card key={course.id} withBorder padding="md" radius="md">
      <Anchor component={Link} to={coursePath(course.id)} fw={600}>
        {course.title}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t(course.level)} · {course.duration}
      </Text>
    </Card>
  ));
}
