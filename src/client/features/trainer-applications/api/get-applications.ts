import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TrainerApplicationFilter,
  TrainerApplicationList,
} from '../../../../shared/trainer-applications/applications';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/trainer-applications?status= (admins; 403 others): applications with `status` (or all), newest first. */
export const getApplications = (status: TrainerApplicationFilter) =>
  apiRequest<TrainerApplicationList>(`/admin/trainer-applications?${new URLSearchParams({ status })}`);

export const applicationsQuery = (status: TrainerApplicationFilter) =>
  queryOptions({
    queryKey: [...queryKeys.trainerApplications, 'review', status],
    queryFn: () => getApplications(status),
  });

/** The applications an admin decides, with `status`; the previous filter's list stays while the next one loads. */
export function useApplications(status: TrainerApplicationFilter) {
  return useQuery({ ...applicationsQuery(status), placeholderData: keepPreviousData });
}
