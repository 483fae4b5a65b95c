import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramsResponse } from '../../../../shared/programs/programs';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/programs (anyone; issue 13 "Program Selection"): the four programmes of spec §9 with
 * their status (§4 available / coming-soon), and the viewer's enrolment (null when they have none or
 * are signed out). Throws ApiError.
 */
export const getPrograms = () => apiRequest<ProgramsResponse>('/programs');

/** The catalogue as `viewerId` sees it: the enrolment is the viewer's, so the viewer is part of the key. */
export const programsQuery = (viewerId: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.programs, viewerId],
    queryFn: getPrograms,
  });

/** The programmes and the viewer's enrolment. */
export function usePrograms(viewerId: string | null) {
  return useQuery(programsQuery(viewerId));
}
