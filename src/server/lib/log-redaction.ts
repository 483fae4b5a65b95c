import type { FastifyRequest } from 'fastify';

/** A URL with password reset tokens replaced, so the logs never hold a live reset link. */
export function redactUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/g, '$1[redacted]').replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

/** Pino's serializer for requests: what Fastify logs by default, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The fields of a PostgreSQL error that name what failed without copying the values involved (its detail and context do). */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];

/** An error as a log line holds it, with what is safe to keep. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: unknown;
  [field: string]: unknown;
}

/**
 * Pino's serializer for errors (`err`): type, message, stack, code and cause, like pino's own, but
 * never the values a failed query carried. Drizzle's DrizzleQueryError says "Failed query: <sql>
 * \nparams: <every parameter>" (an email, a name, a password hash): the parameters are cut from
 * its message and stack and its `params` left out; of a PostgreSQL error only the fields in
 * DATABASE_ERROR_FIELDS are kept (its `detail` and `where` quote the row or the JSON that failed).
 * Anything that is not an Error is logged as it is.
 */
export function errorSerializer(error: Error): LoggedError {
  return serializeError(error, 0) as LoggedError;
}

function serializeError(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const query = (error as { query?: unknown }).query;
  const params = (error as { params?: unknown }).params;
  const message =
    typeof query === 'string' && Array.isArray(params)
      ? `Failed query: ${query}`
      : error.message.replace(/\nparams: [\s\S]*$/, '');
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, () => message),
  };
  for (const field of [...DATABASE_ERROR_FIELDS, 'statusCode']) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined && value !== null && value !== '') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** Pino's serializers on every logger the app makes: requests with reset tokens hidden, errors without query parameters. */
export const logSerializers = { req: requestSerializer, err: errorSerializer };
