import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { REFERRAL_DISCOUNT_PERCENT } from '../../../shared/marketplace/split-sale';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useCourses } from './api/get-courses';
import { CourseCard } from './components/CourseCard';
import { CourseGridSkeleton } from './components/CourseGridSkeleton';

/** How long typing must pause before the search is sent (milliseconds). */
const SEARCH_DELAY_MS = 300;

/** "1 course", "12 courses", or "3 courses matching “heart”" for a search. */
function countText(t: TFunction, count: number, search: string | null): string {
  return search ? t('{{count}} courses matching “{{search}}”', { count, search }) : t('{{count}} courses', { count });
}

/**
 * /courses, the Course Marketplace (spec §2 "Course Marketplace", §4, §6 "Marketplace shows only
 * published courses"): a search over title, description and category (done by the server, sent
 * 300 ms after typing stops and kept in the address as `?search=` so a reload keeps it), the
 * published courses as cards in a grid of one to three columns, each with its buy panel, and the
 * empty state 'No courses found' with the searched text and Clear Search; signed in, a link to My
 * courses (issue 27 item 2). Works signed out.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const [text, setText] = useState(urlSearch);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = debounced.trim();
  const courses = useCourses(search);

  useEffect(() => {
    if (search === urlSearch) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, urlSearch, setParams]);

  const list = courses.data?.courses;
  // The search the shown list answers (the previous one while a new one loads).
  const shownSearch = courses.isPlaceholderData ? null : search;

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.courses} />
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <Stack gap="xs" maw={720}>
          <Title order={1}>{t('Course Marketplace')}</Title>
          <Text fz="lg" c="dimmed">
            {t(
              'Courses from nurse educators to help you pass the NCLEX. Have a referral code? Use it to save {{percent}}% on any course.',
              { percent: REFERRAL_DISCOUNT_PERCENT },
            )}
          </Text>
        </Stack>
        <Group gap="sm">
          {/* Issue 27 item 2: the learner's bought courses open from here too. */}
          {user && (
            <Button component={Link} to={paths.myCourses.path} variant="default">
              {t('My courses')}
            </Button>
          )}
          {can(user, 'createCourses') && (
            <Button component={Link} to={paths.createCourse.path} variant="light">
              {t('Create Course')}
            </Button>
          )}
        </Group>
      </Group>
      <TextInput
        label={t('Search courses')}
        description={t('By title, description or category')}
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        mb="xl"
        maw={560}
      />
      {courses.isPending ? (
        <CourseGridSkeleton label={t('Loading courses')} />
      ) : courses.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('The courses could not be loaded')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(courses.error)}</Text>
            <Button size="sm" variant="default" onClick={() => void courses.refetch()}>
              {t('Try Again')}
            </Button>
          </Stack>
        </Alert>
      ) : !list || list.length === 0 ? (
        <Stack align="flex-start" gap="sm" role="status">
          <Title order={2} size="h3">
            {t('No courses found')}
          </Title>
          {search ? (
            <>
              <Text>
                {t(
                  'No published course matches “{{search}}”. Try other words, or clear the search to see every course.',
                  { search },
                )}
              </Text>
              <Button variant="default" onClick={() => setText('')}>
                {t('Clear Search')}
              </Button>
            </>
          ) : (
            <Text>{t('No course has been published yet. Please check back soon.')}</Text>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Text role="status" size="sm" c="dimmed">
            {countText(t, list.length, shownSearch || null)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {list.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Container>
  );
}
