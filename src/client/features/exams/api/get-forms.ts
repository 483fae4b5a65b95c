import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormsOverview } from '../../../../shared/exams/form-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/exams/forms (anyone): the exam forms the reader may take (the built-in quizzes, capped by
 * the reader's maximum questions, and their own custom tests) and that maximum.
 */
export const getForms = () => apiRequest<FormsOverview>('/exams/forms');

/** The forms, cached under ['exams', 'forms']. */
export const formsQuery = queryOptions({ queryKey: [...queryKeys.exams, 'forms'], queryFn: getForms });

/** The forms the reader may take. */
export function useForms() {
  return useQuery(formsQuery);
}
