import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseReview } from '../../../../shared/marketplace/reviews';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace, invalidateQueries, queryKeys } from '../../../lib/query-keys';

/** Where a review's hidden state lives. */
const hiddenPath = (courseId: string, reviewId: string) =>
  `/courses/${encodeURIComponent(courseId)}/reviews/${encodeURIComponent(reviewId)}/hidden`;

/**
 * PUT /api/courses/:courseId/reviews/:reviewId/hidden { reason } (admins; issue 27 item 7): hides a
 * review from the course page and the averages; resolves to the review. Throws ApiError: 400 no
 * reason, 403 not an admin, 404 no such review, 409 already hidden.
 */
export const hideReview = ({ courseId, reviewId, reason }: { courseId: string; reviewId: string; reason: string }) =>
  apiRequest<CourseReview>(hiddenPath(courseId, reviewId), { method: 'PUT', body: { reason } });

/**
 * DELETE /api/courses/:courseId/reviews/:reviewId/hidden (admins; issue 27 item 7): shows a hidden
 * review again; resolves to the review. Throws ApiError: 403 not an admin, 404, 409 not hidden.
 */
export const showReview = ({ courseId, reviewId }: { courseId: string; reviewId: string }) =>
  apiRequest<CourseReview>(hiddenPath(courseId, reviewId), { method: 'DELETE' });

/** After hiding or showing: the courses (averages, reviews), the dashboards and the audit log. */
function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([invalidateMarketplace(queryClient), invalidateQueries(queryClient, queryKeys.auditLog)]);
}

/** Hides a review with a reason, then refreshes what it changes. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: hideReview, onSettled: () => refresh(queryClient) });
}

/** Shows a hidden review again, then refreshes what it changes. */
export function useShowReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: showReview, onSettled: () => refresh(queryClient) });
}
