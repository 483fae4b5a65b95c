import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** One-on-one sessions and their bookings. */
export const sessionRoutes: FastifyPluginAsyncZod = async (_app) => {};
