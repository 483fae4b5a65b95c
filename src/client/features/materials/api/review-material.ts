import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material, MaterialReviewBody } from '../../../../shared/materials/materials';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/materials/:materialId/review (admins; spec §4): approves or rejects a pending
 * material with optional comments; resolves to the reviewed material. Throws ApiError: 400 with
 * the reason, 403 not an admin, 404 no such material, 409 no longer pending (reviewed meanwhile).
 */
export const reviewMaterial = async ({ materialId, body }: { materialId: string; body: MaterialReviewBody }) =>
  (
    await apiRequest<{ material: Material }>(`/admin/materials/${encodeURIComponent(materialId)}/review`, {
      method: 'POST',
      body,
    })
  ).material;

/** Reviews a material, then reloads every cached list of materials (spec §4 "The list reloads afterward"), after a refusal too. */
export function useReviewMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMaterial,
    onSettled: () => invalidateQueries(queryClient, queryKeys.materials),
  });
}
