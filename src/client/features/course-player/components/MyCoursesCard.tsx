import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { errorMessage } from '../../../lib/api-client';
import { useMyCourses } from '../api/get-my-courses';
import { MyCourseList } from './MyCourseList';

/** How many courses the dashboard's card shows (the rest are on My courses). */
const SHOWN = 3;

/**
 * The dashboard's "My courses" card (issue 27 item 2): the learner's last opened bought courses
 * (at most 3) with their progress and Continue / Open course, and a link to all of them; without a
 * bought course, a link to the Course Marketplace.
 */
export function MyCoursesCard() {
  const { t } = useTranslation();
  const mine = useMyCourses();
  return (
    <section aria-labelledby="my-courses-card">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="my-courses-card">
          {t('My courses')}
        </Title>
        {mine.data && mine.data.courses.length > 0 && (
          <Anchor component={Link} to={paths.myCourses.path} size="sm">
            {t('All my courses')}
          </Anchor>
        )}
      </Group>
      {mine.isPending && <Loader size="sm" aria-label={t('Loading your courses')} />}
      {mine.isError && (
        <Text c="red" role="alert">
          {t('Your courses could not be loaded.')} {errorMessage(mine.error)}
        </Text>
      )}
      {mine.data &&
        (mine.data.courses.length === 0 ? (
          <Card withBorder padding="md" radius="md">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('You have not bought a course yet.')}</Text>
              <Anchor component={Link} to={paths.courses.path} size="sm">
                {t('Find a course in the Course Marketplace')}
              </Anchor>
            </Stack>
          </Card>
        ) : (
          <MyCourseList courses={mine.data.courses.slice(0, SHOWN)} headingOrder={3} />
        ))}
    </section>
  );
}
