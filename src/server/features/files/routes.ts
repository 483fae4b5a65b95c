import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The file store's routes (POST /api/files). */
export const fileRoutes: FastifyPluginAsyncZod = async (_app) => {};
