import { useMutation } from '@tanstack/react-query';
import type { ImportReport } from '../../../../../shared/item-bank/schemas';
import { uploadMultipart } from '../../../../lib/upload-file';

/**
 * POST /api/item-bank/imports (issue 28 item 4; instructors and admins): uploads an item file
 * (.gift, .txt, .xml, .zip, .json or .csv, at most 10 MB) as multipart/form-data in the field
 * `file`, through the lib's `uploadMultipart` so that `onProgress` hears the share sent, a whole percent from 0
 * to 100. Resolves to the import's report (nothing is added yet). Rejects with ApiError: a file
 * over 10 MB at once (413, nothing sent); 400 `import_file_invalid` with the reader's sentence,
 * `no_file`, `upload_malformed`; 401; 403; status 0 unreachable, timed out or aborted.
 */
export function importItems(file: File, onProgress?: (percent: number) => void): Promise<ImportReport> {
  return uploadMultipart(
    '/api/item-bank/imports',
    file,
    (body) => ((body as ImportReport | null)?.importId ? (body as ImportReport) : null),
    onProgress,
  );
}

/** Uploads an item file for its report (nothing is cached: the report lives in the page until accepted or discarded). */
export function useImportItems() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      importItems(file, onProgress),
  });
}
