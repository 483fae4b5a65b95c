import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** User management for admins (spec §2, §5, §6): /api/admin/users. To be written. */
export const userManagementRoutes: FastifyPluginAsyncZod = async () => {};
