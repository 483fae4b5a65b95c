import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { useCurriculumMutation } from './curriculum-mutation';

/** PATCH /api/courses/:courseId/curriculum/sections/:sectionId { title }: the curriculum. */
export const renameSection = (courseId: string, { sectionId, title }: { sectionId: string; title: string }) =>
  apiRequest<Curriculum>(
    `/courses/${encodeURIComponent(courseId)}/curriculum/sections/${encodeURIComponent(sectionId)}`,
    { method: 'PATCH', body: { title } },
  );

/** Renames a section of the course `courseId`. */
export function useRenameSection(courseId: string) {
  return useCurriculumMutation(courseId, (variables: { sectionId: string; title: string }) =>
    renameSection(courseId, variables),
  );
}
