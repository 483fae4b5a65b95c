import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { builtIndexScriptHashes } from './inline-script-hashes';

/** Browser features Nightingale never uses, switched off for every page it serves. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()';

/** One year, in seconds: how long browsers keep to HTTPS once told (HSTS). */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/**
 * The response headers every answer carries (DESIGN "Security"): helmet's set with a Content
 * Security Policy that allows the built page's own inline scripts (`clientDir`), HSTS only when
 * `publicUrl` is https (a plain-http install must stay reachable), a Permissions-Policy, and
 * `Cache-Control: no-store` on every API answer (they hold a user's data; no shared cache may keep
 * one) unless a route set its own.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, clientDir }: { publicUrl: string; clientDir: string },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'script-src': ["'self'", ...builtIndexScriptHashes(clientDir)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
      },
    },
    hsts: publicUrl.startsWith('https:') ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
