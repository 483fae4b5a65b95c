import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/**
 * DELETE /api/item-bank/imports/:importId (issue 28 item 4): the report is discarded, nothing is
 * added. Throws ApiError: 404 `import_not_found`, 401, 403.
 */
export const discardImport = (importId: string): Promise<void> =>
  apiRequest(`/item-bank/imports/${encodeURIComponent(importId)}`, { method: 'DELETE' });

/** Discards an import's report. */
export function useDiscardImport() {
  return useMutation({ mutationFn: discardImport });
}
