import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CourseReviewPage } from '../../../../shared/marketplace/reviews';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/courses/:courseId/reviews?page= (issue 27 item 7): one page (10) of the course's reviews,
 * newest first, with the reader's own review and what she may do (reply, hide). Throws ApiError:
 * 404 when the course does not exist or the reader may not see it.
 */
export const getCourseReviews = (courseId: string, page: number) =>
  apiRequest<CourseReviewPage>(`/courses/${encodeURIComponent(courseId)}/reviews?page=${page}`);

/** The key of a course's reviews: below the course, so whatever refreshes the course refreshes them. */
export const courseReviewsKey = (courseId: string) => [...queryKeys.courses, 'detail', courseId, 'reviews'] as const;

/** The pages of a course's reviews loaded so far ("Show more" loads the next). */
export const courseReviewsQuery = (courseId: string) =>
  infiniteQueryOptions({
    queryKey: courseReviewsKey(courseId),
    queryFn: ({ pageParam }) => getCourseReviews(courseId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The reviews of the course `courseId`, page by page. */
export function useCourseReviews(courseId: string) {
  return useInfiniteQuery(courseReviewsQuery(courseId));
}
