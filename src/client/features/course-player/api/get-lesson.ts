import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonContent } from '../../../../shared/marketplace/course-player';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/courses/:courseId/lessons/:lessonId: one lesson's content (403 `lesson_locked` for a
 * reader who has not bought the course, unless it is a free preview). Opening it remembers a buyer's place.
 */
export const getLesson = ({ courseId, lessonId }: { courseId: string; lessonId: string }) =>
  apiRequest<LessonContent>(`/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`);

/** One lesson, under ['courses', 'lesson', courseId, lessonId]. */
export const lessonQuery = (courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: [...queryKeys.courses, 'lesson', courseId, lessonId],
    queryFn: () => getLesson({ courseId, lessonId }),
    retry: false,
  });

/** The lesson `lessonId` of course `courseId` (nothing asked while `enabled` is false: a locked lesson). */
export function useLesson(courseId: string, lessonId: string | null, enabled = true) {
  return useQuery({ ...lessonQuery(courseId, lessonId ?? ''), enabled: enabled && lessonId !== null });
}
