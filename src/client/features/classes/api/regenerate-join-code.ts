import type { ClassSummary } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** POST /api/classes/:classId/join-code -> the class with a new join code (the old one joins nothing). */
export const regenerateJoinCode = (classId: string) =>
  apiRequest<ClassSummary>(`/classes/${encodeURIComponent(classId)}/join-code`, { method: 'POST' });

/** Gives a class a new join code. */
export function useRegenerateJoinCode() {
  return useClassMutation(regenerateJoinCode);
}
