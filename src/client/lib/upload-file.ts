import { isApiErrorBody } from '../../shared/api-error';
import {
  FILE_TOO_LARGE_MESSAGE,
  type FilePurpose,
  MAX_UPLOAD_BYTES,
  type StoredFile,
} from '../../shared/files/file-kinds';
import { i18n, translateText } from '../i18n/i18n';
import { ApiError } from './api-client';

/**
 * How long an upload may take before it is abandoned (milliseconds): 10 MB over a slow mobile link
 * (about 300 kbit/s) takes some 4.5 minutes, so 10 minutes leaves room without hanging for ever.
 */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** The body of a successful POST /api/files (201): the stored file. */
interface UploadAnswer {
  file: StoredFile;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The ApiError for a non-2xx answer: the server's `{ error: { code, message } }`, else a sentence by status. */
function answerError(status: number, text: string): ApiError {
  const body = parseJson(text);
  if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.message);
  // A proxy in front of the app may refuse a large body with its own page.
  if (status === 413) return new ApiError(413, 'file_too_large', translateText(FILE_TOO_LARGE_MESSAGE));
  return new ApiError(
    status,
    'http_error',
    i18n.t('The server answered with an error ({{status}}). Please try again.', { status }),
  );
}

/**
 * Uploads `file` to `url` with POST as multipart/form-data with the file in the field `file`,
 * with the session cookie (same origin), through XMLHttpRequest so that `onProgress` hears the
 * share of the file sent so far, a whole percent from 0 to 100 (100 once the server has answered).
 * `pick` takes the parsed JSON body of a 2xx answer to the resolved value, or null when the body
 * is not the expected shape (then the promise rejects with `http_error`).
 *
 * Rejects with the same `ApiError` as `apiRequest`:
 * - a file over MAX_UPLOAD_BYTES (10 MB) at once, with status 413 and FILE_TOO_LARGE_MESSAGE, and
 *   nothing is sent;
 * - an error answer with the server's `{ error: { code, message } }`, or a sentence with the status
 *   when the answer has no such body;
 * - status 0 when the server cannot be reached, the upload times out (10 minutes) or is aborted.
 */
export function uploadMultipart<T>(
  url: string,
  file: File,
  pick: (body: unknown) => T | null,
  onProgress?: (percent: number) => void,
): Promise<T> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.reject(new ApiError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE));
  }
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    // Same origin: the session cookie goes with the request (withCredentials only matters cross-origin).
    request.withCredentials = false;
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
      const value = pick(parseJson(request.responseText));
      if (value === null) {
        reject(
          new ApiError(
            request.status,
            'http_error',
            i18n.t('The server answered the upload unexpectedly. Please try again.'),
          ),
        );
        return;
      }
      onProgress?.(100);
      resolve(value);
    };
    request.onerror = () =>
      reject(
        new ApiError(
          0,
          'network_error',
          i18n.t('Nightingale could not be reached. Check your connection and try again.'),
        ),
      );
    request.ontimeout = () =>
      reject(new ApiError(0, 'timeout', i18n.t('The upload took too long. Check your connection and try again.')));
    request.onabort = () => reject(new ApiError(0, 'aborted', i18n.t('The upload was stopped before it finished.')));

    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Uploads `file` to the one file store (docs/architecture.md §8): POST /api/files?purpose=`purpose`
 * through `uploadMultipart` (progress, errors and the 10 MB limit as described there).
 *
 * Resolves to the stored file (its id goes into the body that refers to it, e.g. a material's
 * `fileId`). Rejects with `ApiError`: a file over 10 MB at once (413, nothing sent); the server's
 * error (413 too large, 400 empty or not an accepted type, 401 signed out, 403 not allowed);
 * status 0 unreachable, timed out or aborted.
 */
export function uploadFile(
  file: File,
  purpose: FilePurpose,
  onProgress?: (percent: number) => void,
): Promise<StoredFile> {
  return uploadMultipart(
    `/api/files?${new URLSearchParams({ purpose })}`,
    file,
    (body) => (body as UploadAnswer | null)?.file ?? null,
    onProgress,
  );
}
