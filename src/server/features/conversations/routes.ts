import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The communication centre (issue 13): /api/conversations and /api/admin/conversations. Stub: the conversations helper writes it. */
export const conversationRoutes: FastifyPluginAsyncZod<{ messagesPerHour: number }> = async () => {};
