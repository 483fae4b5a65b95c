import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudyList } from '../../../../shared/exams/form-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/exams/case-studies (anyone): the case studies the Case Studies test can ask, by subject then title. */
export const getCaseStudies = () => apiRequest<CaseStudyList>('/exams/case-studies');

/** The case studies, cached under ['exams', 'case-studies']. */
export const caseStudiesQuery = queryOptions({
  queryKey: [...queryKeys.exams, 'case-studies'],
  queryFn: getCaseStudies,
  staleTime: 5 * 60_000,
});

/** The case studies to choose from, read only when `enabled` (a reader who may take Case Studies). */
export function useCaseStudies(enabled: boolean) {
  return useQuery({ ...caseStudiesQuery, enabled });
}
