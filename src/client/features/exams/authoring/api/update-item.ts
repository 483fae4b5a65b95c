import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthoredContentInput, ItemDetail } from '../../../../../shared/item-bank/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateItemBank } from './item-bank-key';

/**
 * PUT /api/item-bank/items/:itemId `{ content }` (the owner; 404 for anyone else) -> the item; an
 * approved or active item gets a new draft version. 400 `item_invalid` with every problem.
 */
export const updateItem = ({ itemId, content }: { itemId: string; content: AuthoredContentInput }) =>
  apiRequest<ItemDetail>(`/item-bank/items/${encodeURIComponent(itemId)}`, { method: 'PUT', body: { content } });

/** Saves an item's working version, then refreshes the item bank's queries. */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateItem, onSettled: () => invalidateItemBank(queryClient) });
}
