import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The community message board (spec §2, §5, §6, §7): /api/board/messages. To be written. */
export const boardRoutes: FastifyPluginAsyncZod<{ postsPerHour: number }> = async () => {};
