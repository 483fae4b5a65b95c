import type { FastifyInstance } from 'fastify';
import { msg } from '../../shared/i18n/msg';
import { AppError } from '../errors';
import { isApiRoute } from './rate-limit';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF protection for the API: a state-changing request that carries cookies must come from the
 * site itself (its Origin header equal to the origin of `publicUrl`), else 403 bad_origin.
 * Browsers send Origin with every such request; requests without cookies carry no session to
 * abuse and pass. Routes are judged by the route matched, so an encoded path cannot slip by.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const siteOrigin = new URL(publicUrl).origin;
  // A callback hook, not an async one: no promise for each request (issue 30).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie || !isApiRoute(request)) return done();
    if (request.headers.origin === siteOrigin) return done();
    done(
      new AppError('bad_origin', {
        status: 403,
        message: msg('This request did not come from the Nightingale site. Reload the page and try again.'),
      }),
    );
  });
}
