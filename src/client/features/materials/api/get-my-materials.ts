import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialList } from '../../../../shared/materials/materials';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/materials/mine (trainers and admins): the signed-in trainer's own materials, newest first. */
export const getMyMaterials = () => apiRequest<MaterialList>('/materials/mine');

/** The trainer's own materials (spec §2 "My Materials"). */
export const myMaterialsQuery = queryOptions({
  queryKey: [...queryKeys.materials, 'mine'],
  queryFn: getMyMaterials,
});

/** The signed-in trainer's materials, newest first. */
export function useMyMaterials() {
  return useQuery(myMaterialsQuery);
}
