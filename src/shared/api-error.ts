import type { ApiErrorCode } from './api-error-codes';

/**
 * The one error shape of the whole API (docs/architecture.md §5): `{ error: { code, message } }`. `code` is a
 * stable snake_case identifier for programs, one of API_ERROR_CODES (api-error-codes.ts);
 * `message` is a sentence a user can act on. The zod schema the routes declare is in
 * api-error-schema.ts; this file stays free of zod so the browser can check the shape without
 * loading it.
 */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string };
}

/**
 * True when `value` has the API's error shape. The code is checked to be a string, not looked up
 * in API_ERROR_CODES: the server sends only listed codes (its AppError takes an ApiErrorCode and
 * the routes check their error bodies against the list), and the browser trusts the contract as it
 * does every response's (decision 004).
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
