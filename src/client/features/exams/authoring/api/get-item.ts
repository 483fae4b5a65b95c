import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemDetail } from '../../../../../shared/item-bank/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { itemBankKey } from './item-bank-key';

/** GET /api/item-bank/items/:itemId: the item with its content, versions, history and the reader's actions (404 when hidden). */
export const getItem = (itemId: string) => apiRequest<ItemDetail>(`/item-bank/items/${encodeURIComponent(itemId)}`);

/** One authored item, under [...itemBankKey, 'item', itemId]. */
export const itemQuery = (itemId: string) =>
  queryOptions({ queryKey: [...itemBankKey, 'item', itemId], queryFn: () => getItem(itemId) });

/** The authored item `itemId`. */
export function useItem(itemId: string) {
  return useQuery(itemQuery(itemId));
}
