import { Rating, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { errorMessage } from '../../../lib/api-client';
import { useRateCourse } from '../api/rate-course';

/**
 * A buyer's own rating of a course: one to five stars (a radio group, usable with the arrow keys
 * and Enter), saved at once with PUT /api/courses/:courseId/rating, with a toast when saved or when
 * the server refuses. A review in text (CourseReviews) sets the same rating.
 */
export function RateCourse({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const starsText = (stars: number) => t('{{count}} stars', { count: stars });
  const rate = useRateCourse();
  const headingId = useId();
  const shown = rate.isPending ? rate.variables.stars : (course.myRating ?? 0);

  const save = (stars: number) => {
    if (rate.isPending || stars < 1 || stars === course.myRating) return;
    rate.mutate(
      { courseId: course.id, stars },
      {
        onSuccess: () =>
          notifications.show({
            title: t('Rating saved'),
            message: t('Thank you! You rated “{{title}}” {{count}} stars.', { title: course.title, count: stars }),
            color: 'green',
          }),
        onError: (error) => notifications.show({ title: t('Error'), message: errorMessage(error), color: 'red' }),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {t('Your rating')}
      </Title>
      <Rating
        role="radiogroup"
        aria-labelledby={headingId}
        value={shown}
        onChange={save}
        getSymbolLabel={starsText}
        size="lg"
      />
      <Text size="sm" c="dimmed">
        {course.myRating
          ? t('You rated this course {{count}} stars. Choose again to change it.', { count: course.myRating })
          : t('You bought this course: rate it from 1 to 5 stars, and tell other learners why in a review.')}
      </Text>
    </Stack>
  );
}
