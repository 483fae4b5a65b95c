import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material, MaterialBody } from '../../../../shared/materials/materials';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/materials/:materialId with every field (its trainer, while it is pending; spec §2 "Edit
 * (only when pending)"): resolves to the saved material. Throws ApiError: 400 with the reason, 404
 * not one of the trainer's, 409 reviewed meanwhile.
 */
export const updateMaterial = async ({ materialId, body }: { materialId: string; body: MaterialBody }) =>
  (
    await apiRequest<{ material: Material }>(`/materials/${encodeURIComponent(materialId)}`, {
      method: 'PUT',
      body,
    })
  ).material;

/** Saves a material, then refreshes every cached list of materials (after a refusal too: it may have been reviewed). */
export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterial,
    onSettled: () => invalidateQueries(queryClient, queryKeys.materials),
  });
}
