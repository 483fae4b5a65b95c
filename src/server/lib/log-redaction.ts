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
