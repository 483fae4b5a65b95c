import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramFeesResponse } from '../../../../shared/programs/programs';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/programs/fees (signed in; 401 signed out): the reader's programme fees, pending and paid, newest first (issue 26 item 5). */
export const getProgrammeFees = () => apiRequest<ProgramFeesResponse>('/programs/fees');

/** The reader's programme fees, under the payments root (a payment refreshes them). */
export const programmeFeesQuery = queryOptions({
  queryKey: [...queryKeys.payments, 'programme-fees'],
  queryFn: getProgrammeFees,
});

/** The reader's programme fees. */
export function useProgrammeFees() {
  return useQuery(programmeFeesQuery);
}
