import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemActionBody, ItemDetail } from '../../../../../shared/item-bank/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateItemBank } from './item-bank-key';

/**
 * POST /api/item-bank/items/:itemId/actions `{ action, comments?, checklist? }` -> the item: submit,
 * approve (every checklist key true; never by the author: 403), return (comments required),
 * activate or retire. 400 `invalid_transition` when the status does not allow it.
 */
export const actOnItem = ({ itemId, body }: { itemId: string; body: ItemActionBody }) =>
  apiRequest<ItemDetail>(`/item-bank/items/${encodeURIComponent(itemId)}/actions`, { method: 'POST', body });

/** Moves an item along the review workflow, then refreshes the item bank's queries. */
export function useActOnItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: actOnItem, onSettled: () => invalidateItemBank(queryClient) });
}
