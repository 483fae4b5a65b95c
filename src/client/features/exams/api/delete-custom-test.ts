import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { formsQuery } from './get-forms';

/**
 * DELETE /api/exams/custom-tests/:formId (its author): the custom test is gone (204); results
 * already taken are kept. Throws ApiError 404 when it is not one of the reader's tests.
 */
export const deleteCustomTest = (formId: string) =>
  apiRequest(`/exams/custom-tests/${encodeURIComponent(formId)}`, { method: 'DELETE' });

/** Deletes a custom test, then refreshes the forms. */
export function useDeleteCustomTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomTest,
    onSuccess: () => invalidateQueries(queryClient, formsQuery.queryKey),
  });
}
