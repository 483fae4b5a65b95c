import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseReview, ReviewBody } from '../../../../shared/marketplace/reviews';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/**
 * PUT /api/courses/:courseId/review { stars, text } (issue 27 item 7): writes or edits the reader's
 * review, which sets her rating too; resolves to the review. Throws ApiError: 400 stars not 1-5 or a
 * text empty or over 2,000 characters, 401 signed out, 403 not a buyer, 404 no such course.
 */
export const writeReview = ({ courseId, body }: { courseId: string; body: ReviewBody }) =>
  apiRequest<CourseReview>(`/courses/${encodeURIComponent(courseId)}/review`, { method: 'PUT', body });

/** Writes a review, then refreshes the marketplace (the course's average, its reviews, the trainer's dashboard). */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: writeReview, onSettled: () => invalidateMarketplace(queryClient) });
}
