import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialList, MaterialStatusFilter } from '../../../../shared/materials/materials';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/materials?status= (admins; 403 others): every trainer's materials with `status`
 * (or all), newest first (spec §2 "Admin review", §9 status filter).
 */
export const getReviewMaterials = (status: MaterialStatusFilter) =>
  apiRequest<MaterialList>(`/admin/materials?${new URLSearchParams({ status })}`);

/** The review list by filter; under ['materials'] so any change to a material refreshes it. */
export const reviewMaterialsQuery = (status: MaterialStatusFilter) =>
  queryOptions({
    queryKey: [...queryKeys.materials, 'review', status],
    queryFn: () => getReviewMaterials(status),
  });

/** The materials an admin reviews, with `status`; the previous filter's list stays while the next one loads. */
export function useReviewMaterials(status: MaterialStatusFilter) {
  return useQuery({ ...reviewMaterialsQuery(status), placeholderData: keepPreviousData });
}
