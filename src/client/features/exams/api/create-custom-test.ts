import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomTestBody, FormSummary } from '../../../../shared/exams/form-schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { formsQuery } from './get-forms';

/**
 * POST /api/exams/custom-tests (instructors and admins; spec §6 "Create tests"): saves a custom
 * test, drawn from `body.bank` (the shared bank by default, her own items or both; issue 28);
 * resolves to its form (201). Throws ApiError: 400 a field refused, more questions than the
 * author's maximum or too few items matching, 403 the role may not create tests.
 */
export const createCustomTest = (body: CustomTestBody) =>
  apiRequest<FormSummary>('/exams/custom-tests', { method: 'POST', body });

/** Saves a custom test, then refreshes the forms; resolves once they are fresh. */
export function useCreateCustomTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomTest,
    onSuccess: () => invalidateQueries(queryClient, formsQuery.queryKey),
  });
}
