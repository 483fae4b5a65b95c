import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material, MaterialBody } from '../../../../shared/materials/materials';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/materials (trainers and admins; spec §5 "Material submit"): resolves to the new
 * material, pending review (201). Throws ApiError: 400 with the reason, 401 signed out, 403 not a
 * trainer or admin.
 */
export const submitMaterial = async (body: MaterialBody): Promise<Material> =>
  (await apiRequest<{ material: Material }>('/materials', { method: 'POST', body })).material;

/** Submits a material, then refreshes every cached list of materials (after a refusal too). */
export function useSubmitMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMaterial,
    onSettled: () => invalidateQueries(queryClient, queryKeys.materials),
  });
}
