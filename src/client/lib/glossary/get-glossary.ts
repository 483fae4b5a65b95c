import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlossaryTerm } from '../../../shared/glossary/schemas';
import { apiRequest } from '../api-client';

/** GET /api/glossary: every term in force, alphabetical (issue 29 item 3). */
export const getGlossary = () => apiRequest<{ terms: GlossaryTerm[] }>('/glossary');

/** The glossary, fetched once per visit and kept (it changes rarely; the editor refreshes it). */
export const glossaryQuery = queryOptions({
  queryKey: ['glossary'] as const,
  queryFn: getGlossary,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The glossary's terms; fetched only while `enabled` (Tutor mode, review, study, the glossary page). */
export function useGlossary(enabled = true) {
  return useQuery({ ...glossaryQuery, enabled });
}
