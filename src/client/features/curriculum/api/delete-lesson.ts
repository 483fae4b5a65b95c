import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { useCurriculumMutation } from './curriculum-mutation';

/** DELETE /api/courses/:courseId/curriculum/lessons/:lessonId: the curriculum without the lesson. */
export const deleteLesson = (courseId: string, lessonId: string) =>
  apiRequest<Curriculum>(
    `/courses/${encodeURIComponent(courseId)}/curriculum/lessons/${encodeURIComponent(lessonId)}`,
    {
      method: 'DELETE',
    },
  );

/** Deletes a lesson of the course `courseId`. */
export function useDeleteLesson(courseId: string) {
  return useCurriculumMutation(courseId, (lessonId: string) => deleteLesson(courseId, lessonId));
}
