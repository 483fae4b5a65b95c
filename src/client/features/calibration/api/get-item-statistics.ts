import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemStatistics, ItemStatisticsListQuery } from '../../../../shared/calibration/item-statistics';
import { apiRequest } from '../../../lib/api-client';

/** The root of the item statistics' cached pages (admins); a calibration run refreshes it. */
export const itemStatisticsKey = ['admin', 'item-statistics'] as const;

/**
 * GET /api/admin/item-statistics?flagged=&sort=&order=&page= (admins; 401 signed out, 403 others):
 * one page (50 rows) of the bank's items with their calibration statistics, the bank's totals and
 * the latest run. Throws ApiError with the server's sentence.
 */
export const getItemStatistics = ({ flagged, sort, order, page }: ItemStatisticsListQuery) => {
  const params = new URLSearchParams({ sort, order, page: String(page) });
  if (flagged) params.set('flagged', 'true');
  return apiRequest<ItemStatistics>(`/admin/item-statistics?${params}`);
};

/** One page of the statistics, under ['admin', 'item-statistics'] so a run refreshes every page. */
export const itemStatisticsQuery = (query: ItemStatisticsListQuery) =>
  queryOptions({
    queryKey: [...itemStatisticsKey, query],
    queryFn: () => getItemStatistics(query),
  });

/** The page `query`; the previous page stays shown while the next one loads. */
export function useItemStatistics(query: ItemStatisticsListQuery) {
  return useQuery({ ...itemStatisticsQuery(query), placeholderData: keepPreviousData });
}
