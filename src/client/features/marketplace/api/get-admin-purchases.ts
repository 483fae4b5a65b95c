import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPurchases } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One page of every purchase: the page from 1 and the search (course title, buyer's name or email; '' for all). */
export interface AdminPurchasesQuery {
  page: number;
  search: string;
}

/** GET /api/admin/purchases?page=&search= (admins only; 403 otherwise): 20 purchases a page, newest first, with the count of all matches. */
export const getAdminPurchases = ({ page, search }: AdminPurchasesQuery) =>
  apiRequest<AdminPurchases>(
    `/admin/purchases?${new URLSearchParams({ page: String(page), ...(search ? { search } : {}) })}`,
  );

/** A page of purchases, under ['admin', 'purchases'] so a refund or a sale refreshes it. */
export const adminPurchasesQuery = ({ page, search }: AdminPurchasesQuery) =>
  queryOptions({
    queryKey: [...queryKeys.adminPurchases, page, search],
    queryFn: () => getAdminPurchases({ page, search }),
    placeholderData: keepPreviousData,
  });

/** The purchases of `query`; the previous page stays shown while the next one loads. */
export function useAdminPurchases(query: AdminPurchasesQuery) {
  return useQuery(adminPurchasesQuery(query));
}
