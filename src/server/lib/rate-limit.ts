import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** "45 seconds", "1 minute", "12 minutes": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** True for a request to an API route, judged by the route it matched, not by its raw (possibly encoded) URL. */
export function isApiRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/api/');
}

interface LimitOptions {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** What to count by; defaults to the client address. */
  keyGenerator?: (request: FastifyRequest) => string;
  /** The start of the 429 message, before "Please wait ... and try again." */
  message: string;
}

function limiter(app: FastifyInstance, options: LimitOptions) {
  return app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    // Never skip: the plugin's global allow list (non-API paths) does not apply to these limits.
    allowList: () => false,
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
  });
}

const tooMany = (message: string, seconds: number) =>
  new AppError('rate_limited', {
    status: 429,
    message: `${message} Please wait ${waitInWords(seconds)} and try again.`,
  });

/**
 * A preHandler (or onRequest) that counts every request with @fastify/rate-limit's store and
 * answers 429 rate_limited once `max` is passed in the window. Unlike the plugin's own route hook,
 * several of these can apply to one route, on top of the general API limit.
 */
export function rateLimitGuard(app: FastifyInstance, options: LimitOptions) {
  const check = limiter(app, options);
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(options.message, result.ttlInSeconds);
  };
}

/**
 * A limit on failures only (wrong passwords): `refuseWhenExhausted` answers 429 once `max`
 * failures were recorded in the window, and `recordFailure` counts one. Successes cost nothing.
 */
export function failureLimit(app: FastifyInstance, options: LimitOptions) {
  const check = limiter(app, options);
  return {
    refuseWhenExhausted: async (request: FastifyRequest): Promise<void> => {
      const result = await check(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) throw tooMany(options.message, result.ttlInSeconds);
    },
    recordFailure: async (request: FastifyRequest): Promise<void> => {
      await check(request);
    },
  };
}
