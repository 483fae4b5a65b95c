import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseReview, ReviewReplyBody } from '../../../../shared/marketplace/reviews';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { courseReviewsKey } from './get-course-reviews';

/**
 * PUT /api/courses/:courseId/reviews/:reviewId/reply { text } (issue 27 item 7): the course's
 * trainer writes or edits the one reply to a review; resolves to the review. Throws
 * ApiError: 400 empty or over 2,000 characters, 403 not this course's trainer, 404 no such review.
 */
export const replyToReview = ({
  courseId,
  reviewId,
  body,
}: {
  courseId: string;
  reviewId: string;
  body: ReviewReplyBody;
}) =>
  apiRequest<CourseReview>(`/courses/${encodeURIComponent(courseId)}/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: 'PUT',
    body,
  });

/** Replies to a review, then refreshes the course's reviews. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSettled: (_data, _error, { courseId }) => invalidateQueries(queryClient, courseReviewsKey(courseId)),
  });
}
