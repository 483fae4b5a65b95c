import type { ClassBody, ClassSummary } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** PATCH /api/classes/:classId { name } -> the renamed class. */
export const renameClass = ({ classId, body }: { classId: string; body: ClassBody }) =>
  apiRequest<ClassSummary>(`/classes/${encodeURIComponent(classId)}`, { method: 'PATCH', body });

/** Renames a class. */
export function useRenameClass() {
  return useClassMutation(renameClass);
}
