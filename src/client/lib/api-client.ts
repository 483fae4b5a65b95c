import { isApiErrorBody } from '../../shared/api-error';
import type { ApiErrorCode } from '../../shared/api-error-codes';
import { currentLanguage, i18n } from '../i18n/i18n';

/**
 * The codes the browser gives a failure the server did not describe (the server's own codes are
 * API_ERROR_CODES in src/shared/api-error-codes.ts; none of these is one of them): no answer in
 * time, no answer at all, an upload stopped, an error status without the API's error shape, and
 * an answer the exam page could not save before submitting or checking.
 */
export const CLIENT_ERROR_CODES = ['aborted', 'answers_not_saved', 'http_error', 'network_error', 'timeout'] as const;

/** A code of the browser's own (one of CLIENT_ERROR_CODES). */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/**
 * An API failure as the UI shows it: the HTTP status (0 = no answer), the error code (the server's,
 * or the browser's own) and a readable message.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** How long a request may take before it is abandoned with a message (milliseconds). */
const REQUEST_TIMEOUT_MS = 15_000;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/**
 * Calls the API at `path` (under /api) and returns the body as `T`, the shared contract's type
 * (the server validates every response against the same schema before sending it; decision 004). Throws ApiError with the
 * server's `{ error: { code, message } }`, or with status 0 when the server cannot be reached or
 * does not answer within 15 seconds.
 */
export async function apiRequest<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      // The server answers its error sentences in the interface's language (issue 29).
      headers:
        options.body === undefined
          ? { 'accept-language': currentLanguage() }
          : { 'content-type': 'application/json', 'accept-language': currentLanguage() },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(
        0,
        'timeout',
        i18n.t('Nightingale took too long to answer. Check your connection and try again.'),
      );
    }
    throw new ApiError(
      0,
      'network_error',
      i18n.t('Nightingale could not be reached. Check your connection and try again.'),
    );
  }

  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(
      response.status,
      'http_error',
      i18n.t('The server answered with an error ({{status}}). Please try again.', { status: response.status }),
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('Something went wrong. Please try again.');
}
