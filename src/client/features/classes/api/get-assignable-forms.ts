import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignableForms } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/classes/:classId/assignable-forms: the tests she may assign (built-in quizzes, the adaptive exam, her custom tests). */
export const getAssignableForms = (classId: string) =>
  apiRequest<AssignableForms>(`/classes/${encodeURIComponent(classId)}/assignable-forms`);

/** The tests she may assign to `classId`, under ['classes', 'detail', id, 'forms']. */
export const assignableFormsQuery = (classId: string) =>
  queryOptions({
    queryKey: [...queryKeys.classes, 'detail', classId, 'forms'],
    queryFn: () => getAssignableForms(classId),
  });

/** The tests she may assign (loaded only while `enabled`, e.g. the dialog is open). */
export function useAssignableForms(classId: string, enabled: boolean) {
  return useQuery({ ...assignableFormsQuery(classId), enabled });
}
