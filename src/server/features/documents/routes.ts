import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The document centre (issue 13): /api/documents and /api/admin/documents. Stub: the documents helper writes it. */
export const documentRoutes: FastifyPluginAsyncZod = async () => {};
