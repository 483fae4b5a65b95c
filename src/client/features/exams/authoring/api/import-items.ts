import { useMutation } from '@tanstack/react-query';
import { isApiErrorBody } from '../../../../../shared/api-error';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../../../../../shared/files/file-kinds';
import type { ImportReport } from '../../../../../shared/item-bank/schemas';
import { ApiError } from '../../../../lib/api-client';

/** How long an upload may take before it is abandoned (10 minutes, as the file store's uploads). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The ApiError of a non-2xx answer: the server's `{ error: { code, message } }`, else a sentence by status. */
function answerError(status: number, text: string): ApiError {
  const body = parseJson(text);
  if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.message);
  if (status === 413) return new ApiError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE);
  return new ApiError(status, 'http_error', `The server answered with an error (${status}). Please try again.`);
}

/**
 * POST /api/item-bank/imports (issue 28 item 4; instructors and admins): uploads an item file
 * (.gift, .txt, .xml, .zip, .json or .csv, at most 10 MB) as multipart/form-data in the field
 * `file`, through XMLHttpRequest so that `onProgress` hears the share sent, a whole percent from 0
 * to 100. Resolves to the import's report (nothing is added yet). Rejects with ApiError: a file
 * over 10 MB at once (413, nothing sent); 400 `import_file_invalid` with the reader's sentence,
 * `no_file`, `upload_malformed`; 401; 403; status 0 unreachable, timed out or aborted.
 */
export function importItems(file: File, onProgress?: (percent: number) => void): Promise<ImportReport> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.reject(new ApiError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE));
  }
  return new Promise<ImportReport>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/item-bank/imports');
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('accept', 'application/json');
    if (onProgress) {
      onProgress(0);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
        }
      };
    }
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(answerError(request.status, request.responseText));
        return;
      }
      const body = parseJson(request.responseText) as ImportReport | null;
      if (!body?.importId) {
        reject(
          new ApiError(request.status, 'http_error', 'The server answered the upload unexpectedly. Please try again.'),
        );
        return;
      }
      onProgress?.(100);
      resolve(body);
    };
    request.onerror = () =>
      reject(
        new ApiError(0, 'network_error', 'Nightingale could not be reached. Check your connection and try again.'),
      );
    request.ontimeout = () =>
      reject(new ApiError(0, 'timeout', 'The upload took too long. Check your connection and try again.'));
    request.onabort = () => reject(new ApiError(0, 'aborted', 'The upload was stopped before it finished.'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** Uploads an item file for its report (nothing is cached: the report lives in the page until accepted or discarded). */
export function useImportItems() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      importItems(file, onProgress),
  });
}
