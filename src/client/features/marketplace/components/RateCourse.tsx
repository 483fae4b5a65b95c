import { Rating, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { errorMessage } from '../../../lib/api-client';
import { useRateCourse } from '../api/rate-course';

/** "1 star", "4 stars". */
function starsText(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/**
 * A buyer's own rating of a course: one to five stars (a radio group, usable with the arrow keys
 * and Enter), saved at once with PUT /api/courses/:courseId/rating, with a toast when saved or when
 * the server refuses. A review in text (CourseReviews) sets the same rating.
 */
export function RateCourse({ course }: { course: CourseDetail }) {
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
            title: 'Rating saved',
            message: `Thank you! You rated “${course.title}” ${starsText(stars)}.`,
            color: 'green',
          }),
        onError: (error) => notifications.show({ title: 'Error', message: errorMessage(error), color: 'red' }),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={headingId}>
        Your rating
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
          ? `You rated this course ${starsText(course.myRating)}. Choose again to change it.`
          : 'You bought this course: rate it from 1 to 5 stars, and tell other learners why in a review.'}
      </Text>
    </Stack>
  );
}
