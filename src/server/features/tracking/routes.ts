import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Application tracking (issue 13): /api/tracking and /api/admin/tracking. Stub: the tracking helper writes it. */
export const trackingRoutes: FastifyPluginAsyncZod = async () => {};
