import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../shared/api-error';
import type { ApiErrorCode } from '../shared/api-error-codes';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, preferredLanguage } from '../shared/i18n/languages';
import { msg } from '../shared/i18n/msg';
import { translateFor } from './lib/i18n';

/** HTTP statuses an AppError may carry (docs/architecture.md §5). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/**
 * The error services throw. `code` is stable snake_case for programs, one of API_ERROR_CODES
 * (src/shared/api-error-codes.ts: a new code goes there first), `message` a sentence a user can act on, `status` the HTTP status the API answers with. The error handler turns it into
 * `{ error: { code, message } }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ApiErrorCode;
  readonly status: ErrorStatus;
  /** For a 429: whole seconds until a retry may succeed, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ApiErrorCode, options: { message: string; status: ErrorStatus; retryAfterSeconds?: number }) {
    super(options.message);
    this.code = code;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Zod's own messages ("Invalid input: ...", "Too big: ...", "Unrecognized key ...") name no field; ours are sentences. */
const zodDefaultMessage = /^(Invalid |Too (big|small)|Unrecognized key)/;

/** One validation issue as a sentence: our messages as written, zod's own prefixed with the field. */
function describeIssue(issue: { instancePath?: string; message?: string }, where: string): string {
  const message = issue.message ?? 'is invalid';
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  if (!zodDefaultMessage.test(message)) return sentence;
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  // Whole sentences with msg() (issue 29): the body's, the most common, has its own keys.
  if (where === 'request body') {
    return field
      ? msg('request body field "{{field}}": {{problem}}', { field, problem: sentence })
      : msg('The request body: {{problem}}', { problem: sentence });
  }
  return field
    ? msg('{{where}} field "{{field}}": {{problem}}', { where, field, problem: sentence })
    : msg('The {{where}}: {{problem}}', { where, problem: sentence });
}

/** Fastify's request errors, with a stable code and a sentence for each. */
const requestErrors: Record<string, { code: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: msg('The request body is not valid JSON.') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'empty_body', message: msg('The request body is empty; send a JSON object.') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: msg('Send the request body as application/json.'),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', message: msg('The request body is too large.') },
};

/**
 * SQLSTATEs PostgreSQL answers when a value of the request cannot be stored or read as its type:
 * 22021 a byte sequence that is not UTF-8 (a NUL byte), 22P02 text that is not the column's type
 * (a lone surrogate in jsonb, "abc" for a uuid), 22P05 a character the encoding cannot hold.
 */
const INVALID_INPUT_STATES = new Set(['22021', '22P02', '22P05']);

/** The SQLSTATE of `error` or of an error it was caused by (Drizzle wraps the driver's) when it is one of INVALID_INPUT_STATES. */
function invalidInputState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INVALID_INPUT_STATES.has(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** The answer when the database refuses a value of the request (INVALID_INPUT_STATES). */
const INVALID_INPUT_MESSAGE = msg(
  'The request holds a character or value that cannot be stored, such as a NUL byte or a broken character. Remove it and try again.',
);

function sendRaw(
  reply: { code(status: number): { send(body: ApiErrorBody): unknown }; header(name: string, value: string): unknown },
  status: number,
  code: ApiErrorCode,
  message: string,
) {
  return reply.code(status).send({ error: { code, message } });
}

/**
 * Installs the one error handler and the API 404 handler: AppError, request validation (400),
 * body parsing, rate limiting (429), a value the database cannot take (400, logged as a warning)
 * and unexpected errors (500, details only in the log, without query parameters: errorSerializer).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every sentence in the request's language (issue 29): its key is found again by translateFor.
    // An app without registerRequestLanguage (a bare test app) gives the request none: English.
    const language = isLanguageCode(request.language) ? request.language : DEFAULT_LANGUAGE;
    const send = (status: number, code: ApiErrorCode, message: string) =>
      sendRaw(reply, status, code, translateFor(language, message));
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(error.status, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext === 'body' ? 'request body' : (error.validationContext ?? 'request');
      const issues = error.validation.map((issue) => translateFor(language, describeIssue(issue, where)));
      return sendRaw(reply, 400, 'invalid_request', [...new Set(issues)].join(' '));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(500, 'internal_error', msg('Something went wrong on our side. Please try again.'));
    }
    const known = error.code ? requestErrors[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(status, known?.code ?? 'bad_request', known?.message ?? error.message);
    }
    const sqlState = invalidInputState(error);
    if (sqlState) {
      // The client's fault, not ours: a warning with the SQLSTATE only (the driver's message quotes the value).
      request.log.warn({ sqlState }, 'the database refused a value of the request');
      return send(400, 'invalid_request', INVALID_INPUT_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'internal_error', msg('Something went wrong on our side. Please try again.'));
  });
}

/** The 404 answer for an API path no route matches, in `language` (the request's; issue 29). */
export function sendApiNotFound(
  reply: Parameters<typeof sendRaw>[0],
  method: string,
  url: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
) {
  const message = msg('There is no API endpoint {{method}} {{path}}.', { method, path: url.split('?')[0] ?? url });
  return sendRaw(reply, 404, 'not_found', translateFor(language, message));
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (a path parameter over `maxParamLength`
 * characters answers 414, a malformed URL 400) answers in the API's one error shape.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  request.log.info({ code: error.code, status }, 'request refused before routing');
  const message =
    status === 414
      ? msg('The address is too long. Check the link and try again.')
      : msg('The address of this request is not valid. Check the link and try again.');
  // Refused before routing, so before the request's language is set: its Accept-Language decides (issue 29).
  const language = preferredLanguage(request.headers['accept-language']);
  const body: ApiErrorBody = {
    error: { code: status === 414 ? 'uri_too_long' : 'bad_url', message: translateFor(language, message) },
  };
  void reply.code(status).send(body);
}

/** The body of a request refused by Node's HTTP parser, in the API's one error shape. */
function parserErrorBody(code: string | undefined): { status: number; body: ApiErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: {
        error: {
          code: 'headers_too_large',
          message: msg('The request headers are too large. Clear this site’s cookies and try again.'),
        },
      },
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      body: { error: { code: 'request_timeout', message: msg('The request took too long to arrive.') } },
    };
  }
  return { status: 400, body: { error: { code: 'bad_request', message: msg('The request could not be read.') } } };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers over its size limit:
 * 431; a timeout: 408; anything else: 400) is answered on the socket in the API's error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = parserErrorBody(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
