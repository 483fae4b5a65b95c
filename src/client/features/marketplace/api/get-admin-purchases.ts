import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminPurchases } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/purchases?page=&search= (admins only): 20 purchases a page, newest first. */
export const adminPurchasesQuery = ({ page, search }: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['admin', 'purchases', page, search],
    queryFn: () =>
      apiRequest<AdminPurchases>(
        `/admin/purchases?${new URLSearchParams({ page: String(page), ...(search ? { search } : {}) })}`,
      ),
    placeholderData: keepPreviousData,
  });
