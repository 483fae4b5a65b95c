import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../shared/api-error';

/** HTTP statuses an AppError may carry (DESIGN §5). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * The error services throw. `code` is stable snake_case for programs, `message` a sentence a user
 * can act on, `status` the HTTP status the API answers with. The error handler turns it into
 * `{ error: { code, message } }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly status: ErrorStatus;

  constructor(code: string, options: { message: string; status: ErrorStatus }) {
    super(options.message);
    this.code = code;
    this.status = options.status;
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
  return `${field ? `${where} field "${field}"` : `The ${where}`}: ${sentence}`;
}

/** Fastify's request errors, with a stable code and a sentence for each. */
const requestErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'empty_body', message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', message: 'The request body is too large.' },
};

function send(
  reply: { code(status: number): { send(body: ApiErrorBody): unknown } },
  status: number,
  code: string,
  message: string,
) {
  return reply.code(status).send({ error: { code, message } });
}

/**
 * Installs the one error handler and the API 404 handler: AppError, request validation (400),
 * body parsing, rate limiting (429) and unexpected errors (500, details only in the log).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.status, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext === 'body' ? 'request body' : (error.validationContext ?? 'request');
      const message = [...new Set(error.validation.map((issue) => describeIssue(issue, where)))].join(' ');
      return send(reply, 400, 'invalid_request', message);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    const known = error.code ? requestErrors[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, known?.code ?? 'bad_request', known?.message ?? error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
}

/** The 404 answer for an API path no route matches. */
export function sendApiNotFound(reply: Parameters<typeof send>[0], method: string, url: string) {
  return send(reply, 404, 'not_found', `There is no API endpoint ${method} ${url.split('?')[0]}.`);
}
