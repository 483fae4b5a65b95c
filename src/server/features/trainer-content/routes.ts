import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Training materials and their review. */
export const materialRoutes: FastifyPluginAsyncZod = async (_app) => {};
