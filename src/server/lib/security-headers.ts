import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { builtIndexScriptHashes } from './inline-script-hashes';

/** Browser features Nightingale never uses, switched off for every page it serves. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()';

/** One year, in seconds: how long browsers keep to HTTPS once told (HSTS). */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/** Headers of the probe's answer that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with `options`, worked out once: helmet's set is the same for
 * every request (no per-request nonces), and building it per request cost about 50 µs each
 * (issue 9, bench:load). Read from one answer of a throwaway Fastify instance with the plugin.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'ok');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name, value]) => !NOT_HELMET.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The response headers every answer carries (docs/architecture.md §1): helmet's set with a Content
 * Security Policy that allows the built page's own inline scripts (`clientDir`) and trainers'
 * videos (https video files, the YouTube and Vimeo players), HSTS only when
 * `publicUrl` is https (a plain-http install must stay reachable), a Permissions-Policy, and
 * `Cache-Control: no-store` on every API answer (they hold a user's data; no shared cache may keep
 * one) unless a route set its own. Routes may replace a header (Swagger UI sets its own CSP).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, clientDir }: { publicUrl: string; clientDir: string },
): Promise<void> {
  const headers = {
    ...(await helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          'upgrade-insecure-requests': null,
          'script-src': ["'self'", ...builtIndexScriptHashes(clientDir)],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          // Trainers' videos: a video file at any https address, or the YouTube or Vimeo player.
          'media-src': ["'self'", 'https:'],
          'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        },
      },
      hsts: publicUrl.startsWith('https:') ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
    })),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // Set as the request comes in, so a route may still replace any of them (its own Cache-Control
  // too); one hook, and no onSend hook, for every request (issue 30).
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
