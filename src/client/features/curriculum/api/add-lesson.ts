import type { Curriculum, NewLessonBody } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { useCurriculumMutation } from './curriculum-mutation';

/** POST /api/courses/:courseId/curriculum/lessons { sectionId, lesson }: the curriculum with the lesson last in its section. */
export const addLesson = (courseId: string, body: NewLessonBody) =>
  apiRequest<Curriculum>(`/courses/${encodeURIComponent(courseId)}/curriculum/lessons`, { method: 'POST', body });

/** Adds a lesson to a section of the course `courseId`. */
export function useAddLesson(courseId: string) {
  return useCurriculumMutation(courseId, (body: NewLessonBody) => addLesson(courseId, body));
}
