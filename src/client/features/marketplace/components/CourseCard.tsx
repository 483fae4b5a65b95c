import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Course } from '../../../../shared/marketplace/courses';
import { coursePath } from '../../../../shared/paths';
import { BuyCourse } from './BuyCourse';
import { CourseFacts } from './CourseFacts';

/**
 * One course of the marketplace (spec §2 "Course Marketplace"): its cover image and short outline
 * when it has them (issue 27 item 1), its title linking to its page, the start of its description, its facts (trainer, category, level, duration, rating, students) and
 * the buy panel with its price.
 */
export function CourseCard({ course }: { course: Course }) {
  const titleId = `course-${course.id}-title`;
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={titleId}>
      {course.coverUrl && (
        <Card.Section mb="sm">
          <Image src={course.coverUrl} alt="" h={140} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="sm" justify="space-between" h="100%">
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            <Anchor component={Link} to={coursePath(course.id)} inherit>
              {course.title}
            </Anchor>
          </Title>
          {course.outline && (
            <Text size="sm" fw={500} lineClamp={3}>
              {course.outline}
            </Text>
          )}
          <Text size="sm" lineClamp={3}>
            {course.description}
          </Text>
          <CourseFacts course={course} />
        </Stack>
        <BuyCourse course={course} describedBy={titleId} />
      </Stack>
    </Card>
  );
}
