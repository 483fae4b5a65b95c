import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLog } from '../../../../shared/audit/audit-log';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the audit log: every entry, or those of one user (`userId`), the page from 1. */
export interface AuditLogQuery {
  userId: string | null;
  page: number;
}

/**
 * GET /api/admin/audit-log?userId=&page= (admins; 401 signed out, 403 others): one page of the
 * admins' recorded actions, newest first, with the count of all matches. `userId` keeps the
 * entries where that user is the acting admin or the user acted on.
 */
export const getAuditLog = ({ userId, page }: AuditLogQuery) => {
  const params = new URLSearchParams();
  if (userId) params.set('userId', userId);
  params.set('page', String(page));
  return apiRequest<AuditLog>(`/admin/audit-log?${params}`);
};

/** A page of the log, under ['admin', 'audit-log'] so every recorded action refreshes it. */
export const auditLogQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: [...queryKeys.auditLog, query],
    queryFn: () => getAuditLog(query),
  });

/** The log's page `query`; the previous page stays shown while the next one loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({ ...auditLogQuery(query), placeholderData: keepPreviousData });
}
