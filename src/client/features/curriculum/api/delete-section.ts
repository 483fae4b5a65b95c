import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { useCurriculumMutation } from './curriculum-mutation';

/** DELETE /api/courses/:courseId/curriculum/sections/:sectionId: the curriculum without the section and its lessons. */
export const deleteSection = (courseId: string, sectionId: string) =>
  apiRequest<Curriculum>(
    `/courses/${encodeURIComponent(courseId)}/curriculum/sections/${encodeURIComponent(sectionId)}`,
    { method: 'DELETE' },
  );

/** Deletes a section (and its lessons) of the course `courseId`. */
export function useDeleteSection(courseId: string) {
  return useCurriculumMutation(courseId, (sectionId: string) => deleteSection(courseId, sectionId));
}
