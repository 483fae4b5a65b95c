import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTrainerApplication } from '../../../shared/trainer-applications/applications';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/trainer-applications/mine (signed in): the reader's latest application to become a
 * trainer, or null (issue 23). In the bottom layer because every trainer tool's gate shows it.
 */
export const getMyApplication = () => apiRequest<MyTrainerApplication>('/trainer-applications/mine');

export const myApplicationQuery = queryOptions({
  queryKey: [...queryKeys.trainerApplications, 'mine'],
  queryFn: getMyApplication,
});

/** The reader's latest application; ask only when signed in (`enabled`). */
export function useMyApplication(enabled: boolean) {
  return useQuery({ ...myApplicationQuery, enabled });
}
