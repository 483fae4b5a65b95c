import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/** A request that takes this long (milliseconds, until its answer is sent) is logged at info whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log lines, quieter (issue 30): the two lines Fastify writes at info for every
 * request ("incoming request", "request completed") cost about 18 µs of a 100 µs answer, so a
 * request is logged at info only when it tells something: an answer that is not 2xx, or one that
 * took `slowRequestMs` (default SLOW_REQUEST_MS) or longer; every other request is logged at debug
 * (LOG_LEVEL=debug shows them all, as before). The completed line carries the request (method, URL
 * with reset tokens redacted by the `req` serializer, host, address), since the incoming line is at
 * debug. Errors and Fastify's other lines are logged as Fastify logs them.
 */
export class QuietRequestLog extends LogController {
  private readonly slowRequestMs: number;

  constructor({ slowRequestMs = SLOW_REQUEST_MS }: { slowRequestMs?: number } = {}) {
    super();
    this.slowRequestMs = slowRequestMs;
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (status < 200 || status >= 300 || responseTime >= this.slowRequestMs) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
