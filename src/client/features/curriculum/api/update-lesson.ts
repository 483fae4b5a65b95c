import type { Curriculum, LessonFields } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { useCurriculumMutation } from './curriculum-mutation';

/** PUT /api/courses/:courseId/curriculum/lessons/:lessonId { lesson }: the curriculum. */
export const updateLesson = (courseId: string, { lessonId, lesson }: { lessonId: string; lesson: LessonFields }) =>
  apiRequest<Curriculum>(
    `/courses/${encodeURIComponent(courseId)}/curriculum/lessons/${encodeURIComponent(lessonId)}`,
    {
      method: 'PUT',
      body: { lesson },
    },
  );

/** Changes a lesson of the course `courseId` (its place is kept). */
export function useUpdateLesson(courseId: string) {
  return useCurriculumMutation(courseId, (variables: { lessonId: string; lesson: LessonFields }) =>
    updateLesson(courseId, variables),
  );
}
