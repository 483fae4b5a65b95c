import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptImportResult } from '../../../../../shared/item-bank/import-export';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/item-bank/imports/:importId/accept (issue 28 item 4): the report's items become the
 * reader's drafts. Resolves to `{ added, itemIds }`. Throws ApiError: 404 `import_not_found` (not
 * hers, or discarded), 409 `import_already_accepted`, 401, 403.
 */
export const acceptImport = (importId: string): Promise<AcceptImportResult> =>
  apiRequest<AcceptImportResult>(`/item-bank/imports/${encodeURIComponent(importId)}/accept`, { method: 'POST' });

/** Accepts an import, then refreshes the item bank's lists. */
export function useAcceptImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptImport,
    onSuccess: () => invalidateQueries(queryClient, queryKeys.itemBank),
  });
}
