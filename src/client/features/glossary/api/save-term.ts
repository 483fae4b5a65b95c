import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlossaryEntryInput, GlossaryTerm } from '../../../../shared/glossary/schemas';
import { apiRequest } from '../../../lib/api-client';
import { glossaryQuery } from '../../../lib/glossary/get-glossary';

/**
 * POST /api/glossary/terms (no `termId`) or PUT /api/glossary/terms/:termId: the saved term.
 * Throws ApiError 400 (a field missing or too long), 403, 404, 409 (a name already in the glossary).
 */
export const saveTerm = ({ termId, entry }: { termId: string | null; entry: GlossaryEntryInput }) =>
  termId
    ? apiRequest<GlossaryTerm>(`/glossary/terms/${termId}`, { method: 'PUT', body: entry })
    : apiRequest<GlossaryTerm>('/glossary/terms', { method: 'POST', body: entry });

/** Saves a term, then refreshes the glossary everywhere (the exam pages' definitions too). */
export function useSaveTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glossaryQuery.queryKey }),
  });
}
