import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../shared/i18n/msg';
import { AppError } from '../errors';
import type { CounterStore } from './counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the app's own rate limits count: this process, or Redis shared by every instance. */
    counters: CounterStore;
  }
}

/** The 429 sentence: `message`, then how long to wait ("45 seconds", "1 minute", "12 minutes"), one whole sentence per form. */
function rateLimitedMessage(message: string, seconds: number): string {
  if (seconds < 60) {
    return seconds === 1
      ? msg('{{message}} Please wait 1 second and try again.', { message })
      : msg('{{message}} Please wait {{seconds}} seconds and try again.', { message, seconds });
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? msg('{{message}} Please wait 1 minute and try again.', { message })
    : msg('{{message}} Please wait {{minutes}} minutes and try again.', { message, minutes });
}

/** True for a route path of the API (under `/api/`). */
function isApiPath(url: string | undefined): boolean {
  return (url ?? '').startsWith('/api/');
}

/** True for a request to an API route, judged by the route it matched, not by its raw (possibly encoded) URL. */
export function isApiRoute(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url);
}

/**
 * Leaves every route that is not the API's out of @fastify/rate-limit's general limit, as the
 * route is added (its `config.rateLimit` set to false): pages and assets then carry no limit hook
 * at all, and API requests no per-request test of their route (issue 30). Call it before
 * registering the plugin, whose own onRoute hook reads that setting.
 */
export function limitOnlyApiRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.config = { ...route.config, rateLimit: false };
  });
}

/**
 * The client's address as limits count it: request.ip (after TRUST_PROXY), with an IPv6 address
 * taken as its /64 network, which one client can hold whole (as the general API limit does).
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

interface LimitOptions {
  /** Names the limit; counters of different limits never mix, even for the same key. */
  name: string;
  /** Requests (or attempts) allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** What to count by; defaults to the client's address (see clientAddress). */
  key?: (request: FastifyRequest) => string;
  /** The start of the 429 message, before "Please wait ... and try again." */
  message: string;
}

/** 429 rate_limited with the wait in words and a Retry-After header (seconds). */
export function tooManyRequests(message: string, seconds: number): AppError {
  const wait = Math.max(1, seconds);
  return new AppError('rate_limited', {
    status: 429,
    message: rateLimitedMessage(message, wait),
    retryAfterSeconds: wait,
  });
}

const storeDown = () =>
  new AppError('limits_unavailable', {
    status: 503,
    message: msg('This service is briefly unavailable. Please try again in a minute.'),
  });

/**
 * Counts one against the limit for `request` and answers whether it is over. A store that cannot
 * be reached refuses the request (503) rather than let it past the limit.
 */
async function count(app: FastifyInstance, options: LimitOptions, request: FastifyRequest, amount: number) {
  const key = `${options.name}:${options.key ? options.key(request) : clientAddress(request)}`;
  try {
    return { key, ...(await app.counters.add(key, amount, options.windowMs)) };
  } catch (error) {
    request.log.error({ err: error, limit: options.name }, 'rate limit store unavailable');
    throw storeDown();
  }
}

/**
 * A preHandler (or onRequest) that counts every request in `app.counters` and answers 429
 * rate_limited once `max` is passed in the window. Several can apply to one route, on top of the
 * general API limit.
 */
export function rateLimitGuard(app: FastifyInstance, options: LimitOptions) {
  return async (request: FastifyRequest): Promise<void> => {
    const counter = await count(app, options, request, 1);
    if (counter.count > options.max) throw tooManyRequests(options.message, Math.ceil(counter.resetInMs / 1000));
  };
}

/**
 * A limit that refuses silently: `take(key)` counts one against `key` and answers true while the
 * count is within `max` in the window, false past it, so the caller skips the work (a mail) and
 * answers as usual. Rejects when the store cannot be reached.
 */
export function silentLimit(app: FastifyInstance, options: Pick<LimitOptions, 'name' | 'max' | 'windowMs'>) {
  return async (key: string): Promise<boolean> => {
    const counter = await app.counters.add(`${options.name}:${key}`, 1, options.windowMs);
    return counter.count <= options.max;
  };
}

/**
 * A limit on attempts that only failures use up (wrong passwords). `begin` counts the attempt
 * atomically before it is checked, so parallel attempts cannot all be checked (429 once `max`
 * are under way or failed in the window), and returns `succeeded`, which gives the attempt back:
 * successes cost nothing.
 */
export function attemptLimit(app: FastifyInstance, options: LimitOptions) {
  return {
    begin: async (request: FastifyRequest): Promise<{ succeeded: () => Promise<void> }> => {
      const counter = await count(app, options, request, 1);
      if (counter.count > options.max) {
        throw tooManyRequests(options.message, Math.ceil(counter.resetInMs / 1000));
      }
      return {
        succeeded: async () => {
          await app.counters.add(counter.key, -1, options.windowMs).catch((error: unknown) => {
            request.log.warn({ err: error, limit: options.name }, 'could not give back a rate limit attempt');
          });
        },
      };
    },
  };
}
