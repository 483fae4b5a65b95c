import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import type { CourseReview } from '../../../../shared/marketplace/reviews';
import { errorMessage } from '../../../lib/api-client';
import { useCourseReviews } from '../api/get-course-reviews';
import { CourseRatingSummary } from './CourseRatingSummary';
import { CourseReviewsForm } from './CourseReviewsForm';
import { CourseReviewsHideDialog } from './CourseReviewsHideDialog';
import { CourseReviewsItem } from './CourseReviewsItem';

/** The heading's id: one reviews section per page (the course's). */
const HEADING_ID = 'course-reviews-title';

/**
 * The reviews of the pages loaded, each once: a review written after page 1 was loaded pushes the
 * last of page 1 onto page 2, which "Show more" would otherwise show twice.
 */
function uniqueReviews(reviews: readonly CourseReview[]): CourseReview[] {
  const seen = new Set<string>();
  return reviews.filter((review) => !seen.has(review.id) && seen.add(review.id));
}

/**
 * The course page's reviews (issue 27 item 7): the average and count of ratings, a buyer's form to
 * write or edit her review, then the reviews newest first, 10 at a time with "Show more reviews",
 * each with the trainer's reply. The course's trainer replies; an admin hides a review
 * with a reason or shows it again. Loading, error (with Try again) and empty states.
 */
export function CourseReviews({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const reviews = useCourseReviews(course.id);
  const [hiding, setHiding] = useState<CourseReview | null>(null);
  const first = reviews.data?.pages[0];
  const all = uniqueReviews(reviews.data?.pages.flatMap((page) => page.reviews) ?? []);

  return (
    <section aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h3" id={HEADING_ID}>
            {t('Reviews', { context: 'course' })}
          </Title>
          <CourseRatingSummary rating={course.rating} ratingCount={course.ratingCount} />
        </Group>
        {reviews.isPending && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('Loading the reviews…')}</Text>
          </Group>
        )}
        {reviews.isError && !first && (
          <Alert color="red" role="alert" title={t('The reviews could not be loaded')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(reviews.error)}</Text>
              <Button size="xs" variant="default" onClick={() => reviews.refetch()}>
                {t('Try again')}
              </Button>
            </Stack>
          </Alert>
        )}
        {first && (
          <>
            {course.viewerState === 'purchased' && (
              <CourseReviewsForm courseId={course.id} mine={first.mine} myRating={course.myRating} />
            )}
            {all.length === 0 ? (
              <Text c="dimmed">
                {course.viewerState === 'purchased'
                  ? t('No reviews yet. Be the first to review this course.')
                  : t('No reviews yet. Students who buy this course can review it.')}
              </Text>
            ) : (
              <Stack gap="sm">
                {all.map((review) => (
                  <CourseReviewsItem
                    key={review.id}
                    courseId={course.id}
                    review={review}
                    canReply={first.canReply}
                    canModerate={first.canModerate}
                    onHide={setHiding}
                  />
                ))}
              </Stack>
            )}
            {reviews.hasNextPage && (
              <Group>
                <Button variant="default" onClick={() => reviews.fetchNextPage()} loading={reviews.isFetchingNextPage}>
                  {t('Show more reviews')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('{{shown}} of {{total}} shown', { shown: all.length, total: first.total })}
                </Text>
              </Group>
            )}
            {reviews.isFetchNextPageError && (
              <Alert color="red" role="alert" title={t('More reviews could not be loaded')}>
                {errorMessage(reviews.error)}
              </Alert>
            )}
          </>
        )}
      </Stack>
      {first?.canModerate && (
        <CourseReviewsHideDialog courseId={course.id} review={hiding} onClose={() => setHiding(null)} />
      )}
    </section>
  );
}
