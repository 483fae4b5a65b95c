import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What a course contains, for its buyers. */
export const courseContentRoutes: FastifyPluginAsyncZod = async (_app) => {};
