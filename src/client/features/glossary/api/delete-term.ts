import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { glossaryQuery } from '../../../lib/glossary/get-glossary';

/** DELETE /api/glossary/terms/:termId: the term leaves the glossary. Throws ApiError 403, 404. */
export const deleteTerm = (termId: string) => apiRequest(`/glossary/terms/${termId}`, { method: 'DELETE' });

/** Deletes a term, then refreshes the glossary. */
export function useDeleteTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glossaryQuery.queryKey }),
  });
}
