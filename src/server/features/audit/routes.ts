import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { auditLogQuerySchema, auditLogSchema } from '../../../shared/audit/audit-log';
import { USER_MANAGEMENT_RESTRICTED } from '../../../shared/user-management/users';
import { requireCapability } from '../auth/service';
import { listAuditLog } from './list';

/**
 * The audit log for admins (issue 12), at /api/admin/audit-log: every admin action of user
 * management, the board, the inbox, content review and refunds, newest first.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/admin/audit-log?userId=&page= -> AuditLog: AUDIT_PAGE_SIZE entries newest first, each
   * with who acted, on whom, a one-sentence summary, the record before and after, and the reason;
   * `userId` keeps the entries where that user acted or was acted on. 400 a bad page; 401 signed
   * out; 403 (the admin pages' Access Restricted sentence) unless admin.
   */
  app.get(
    '/',
    {
      preValidation: requireCapability('adminFeatures', { forbidden: USER_MANAGEMENT_RESTRICTED }),
      schema: {
        tags: ['audit', 'admin'],
        summary: 'The audit log of admin actions, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAuditLog(app.db, { userId: request.query.userId, page: request.query.page }),
  );
};
