import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthoredContentInput, ItemDetail } from '../../../../../shared/item-bank/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateItemBank } from './item-bank-key';

/** POST /api/item-bank/items `{ content }` -> 201 the new draft; 400 `item_invalid` with every problem in the message. */
export const createItem = (content: AuthoredContentInput) =>
  apiRequest<ItemDetail>('/item-bank/items', { method: 'POST', body: { content } });

/** Saves a new item as a draft, then refreshes the item-bank lists. */
export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createItem, onSuccess: () => invalidateItemBank(queryClient) });
}
