import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit log for admins (issue 12): GET /api/admin/audit-log. To be written. */
export const auditRoutes: FastifyPluginAsyncZod = async () => {};
