import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonQuizStart } from '../../../../shared/marketplace/course-player';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/courses/:courseId/lessons/:lessonId/quiz: the quiz lesson's exam attempt, resumed while
 * in progress, else started. Resolves to { attemptId, resumed }.
 */
export const startLessonQuiz = ({ courseId, lessonId }: { courseId: string; lessonId: string }) =>
  apiRequest<LessonQuizStart>(`/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/quiz`, {
    method: 'POST',
  });

/** Starts or resumes a quiz lesson's quiz; the lesson (its attempt) and the exams' lists are refreshed. */
export function useStartLessonQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLessonQuiz,
    onSettled: (_data, _error, { courseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...queryKeys.courses, 'lesson', courseId] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.exams }),
      ]),
  });
}
