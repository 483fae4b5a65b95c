import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageMeta } from '../../components/PageMeta';
import { PageError } from '../../components/PageStatus';
import { useMyCourses } from './api/get-my-courses';
import { MyCourseList } from './components/MyCourseList';

/**
 * /my-courses (issue 27 item 2): the courses the learner bought, the one she opened last first,
 * each with its completion bar and Continue / Open course into the player.
 */
export function Component() {
  const { t } = useTranslation();
  const mine = useMyCourses();
  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.myCourses} />
      <Title order={1}>{t('My courses')}</Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {t('The courses you bought, with your progress in each.')}
      </Text>
      {mine.isPending && <ListSkeleton shape="cards" label={t('Loading your courses')} />}
      {mine.isError && <PageError title={t('Your courses could not be loaded')} error={mine.error} />}
      {mine.data &&
        (mine.data.courses.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text>{t('You have not bought a course yet.')}</Text>
            <Anchor component={Link} to={paths.courses.path}>
              {t('Find a course in the Course Marketplace')}
            </Anchor>
          </Stack>
        ) : (
          <MyCourseList courses={mine.data.courses} />
        ))}
    </Container>
  );
}
