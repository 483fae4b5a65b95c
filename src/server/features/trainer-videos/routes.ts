import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The video library: trainers' videos, views and purchases. */
export const videoRoutes: FastifyPluginAsyncZod = async (_app) => {};
