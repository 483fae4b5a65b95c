import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '../../../../../shared/item-bank/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateItemBank } from './item-bank-key';

/** POST /api/item-bank/items/:itemId/adopt (admins; 403 for others) -> the item, now in the shared bank. */
export const adoptItem = (itemId: string) =>
  apiRequest<ItemDetail>(`/item-bank/items/${encodeURIComponent(itemId)}/adopt`, { method: 'POST' });

/** Adopts an item into the shared bank, then refreshes the item bank's queries. */
export function useAdoptItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adoptItem, onSettled: () => invalidateItemBank(queryClient) });
}
