import type { Curriculum, SectionBody } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { useCurriculumMutation } from './curriculum-mutation';

/** POST /api/courses/:courseId/curriculum/sections { title }: the curriculum with the section added last. */
export const addSection = (courseId: string, body: SectionBody) =>
  apiRequest<Curriculum>(`/courses/${encodeURIComponent(courseId)}/curriculum/sections`, { method: 'POST', body });

/** Adds a section to the course `courseId`. */
export function useAddSection(courseId: string) {
  return useCurriculumMutation(courseId, (body: SectionBody) => addSection(courseId, body));
}
