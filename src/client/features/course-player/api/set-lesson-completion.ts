import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoursePlayer } from '../../../../shared/marketplace/course-player';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { coursePlayerQuery } from './get-course-player';

/**
 * PUT (Mark complete) or DELETE (Mark incomplete) /api/courses/:courseId/lessons/:lessonId/completion:
 * buyers only (403 otherwise; 409 for a quiz lesson, complete once its quiz is submitted). Resolves to the player.
 */
export const setLessonCompletion = ({
  courseId,
  lessonId,
  complete,
}: {
  courseId: string;
  lessonId: string;
  complete: boolean;
}) =>
  apiRequest<CoursePlayer>(
    `/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/completion`,
    { method: complete ? 'PUT' : 'DELETE' },
  );

/** Marks a lesson complete or incomplete; the player takes the answer, and the lesson and My courses are refreshed. */
export function useSetLessonCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLessonCompletion,
    onSuccess: (player, { courseId }) => {
      queryClient.setQueryData(coursePlayerQuery(courseId).queryKey, player);
    },
    onSettled: (_data, _error, { courseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...queryKeys.courses, 'lesson', courseId] }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.courses, 'player', courseId] }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.courses, 'mine'] }),
      ]),
  });
}
