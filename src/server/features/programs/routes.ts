import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Program Selection (issue 13), at /api/programs. Stub: the programmes helper writes it. */
export const programRoutes: FastifyPluginAsyncZod = async () => {};
