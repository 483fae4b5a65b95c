import type { ClassSummary } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** POST /api/classes/:classId/archive -> the class, archived (students no longer see it). */
export const archiveClass = (classId: string) =>
  apiRequest<ClassSummary>(`/classes/${encodeURIComponent(classId)}/archive`, { method: 'POST' });

/** Archives a class. */
export function useArchiveClass() {
  return useClassMutation(archiveClass);
}
