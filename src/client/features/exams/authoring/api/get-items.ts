import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemStatus } from '../../../../../shared/item-bank/review-workflow';
import type { ItemSummary } from '../../../../../shared/item-bank/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { itemBankKey } from './item-bank-key';

/** Which items a list holds: hers (`mine`), others' in review she may review (`review`), every one (`all`, admins). */
export type ItemScope = 'mine' | 'review' | 'all';

/** GET /api/item-bank/items?scope=&status= (instructors and admins; 403 for others): the items of the list. */
export const getItems = ({ scope, status }: { scope: ItemScope; status?: ItemStatus }) => {
  const query = new URLSearchParams({ scope, ...(status ? { status } : {}) });
  return apiRequest<{ items: ItemSummary[] }>(`/item-bank/items?${query}`);
};

/** The list of `scope` (and `status` when given). */
export const itemsQuery = (scope: ItemScope, status?: ItemStatus) =>
  queryOptions({
    queryKey: [...itemBankKey, 'list', scope, status ?? 'any'],
    queryFn: () => getItems({ scope, status }),
  });

/** The items of `scope`, fetched only while `enabled`. */
export function useItems(scope: ItemScope, status?: ItemStatus, enabled = true) {
  return useQuery({ ...itemsQuery(scope, status), enabled });
}
