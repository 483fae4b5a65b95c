import type { Curriculum, CurriculumOrderBody } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { useCurriculumMutation } from './curriculum-mutation';

/** PUT /api/courses/:courseId/curriculum/order { sections: [{ id, lessonIds }] }: the curriculum in that order. */
export const reorderCurriculum = (courseId: string, body: CurriculumOrderBody) =>
  apiRequest<Curriculum>(`/courses/${encodeURIComponent(courseId)}/curriculum/order`, { method: 'PUT', body });

/** Puts the sections and lessons of the course `courseId` in a new order. */
export function useReorderCurriculum(courseId: string) {
  return useCurriculumMutation(courseId, (body: CurriculumOrderBody) => reorderCurriculum(courseId, body));
}
