import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  managedUserResponseSchema,
  USER_MANAGEMENT_RESTRICTED,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userUpdateBodySchema,
} from '../../../shared/user-management/users';
import { endCachedSessions, requireCapability, signedInUser } from '../auth/service';
import { deleteManagedUser } from './delete';
import { updateManagedUser } from './edit';
import { getManagedUser, listUsers } from './list';

/**
 * preValidation of every user management route (spec §6 "user management", issue 12: admins only,
 * decided by the API): 401 `not_signed_in` signed out; 403 `forbidden` with
 * USER_MANAGEMENT_RESTRICTED for students, instructors and trainers. It runs before the input is
 * validated, so a visitor or a non-admin sending a bad body or query gets 401 or 403, never field
 * messages. The role is read from the account row on each request, so a role change applies at
 * the next one.
 */
const requireAdmin = requireCapability('adminFeatures', { forbidden: USER_MANAGEMENT_RESTRICTED });

/**
 * User management for admins (spec §2 "User management", §5 "Edit user", §6; issue 12; decision
 * 011), at /api/admin/users: the list with search, role filter, pages and stat cards; one user;
 * the Edit User dialog's save; deletion.
 */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user management'];

  /**
   * GET /api/admin/users?q=&role=&page= -> UserList: accounts not deleted whose name or email
   * contains `q` (case-insensitive), of `role` ('all' or one of the four), newest first,
   * USERS_PAGE_SIZE (25) a page from page 1; `total` matches and `stats` (the six cards). 400 a
   * role outside the five, a page not a whole number from 1 to MAX_PAGE (10,000), a search over 100 characters.
   */
  app.get(
    '/',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Search accounts, by page, with the stat cards',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  /** GET /api/admin/users/:userId -> { user }: the Edit User dialog's starting values. 404 `user_not_found` unknown or deleted. */
  app.get(
    '/:userId',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'One account as user management shows it',
        params: userIdParamsSchema,
        response: { 200: managedUserResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ user: await getManagedUser(app.db, request.params.userId) }),
  );

  /**
   * PUT /api/admin/users/:userId (userUpdateBodySchema) -> { user } as now shown: names, email,
   * role, registration and referral code saved; a changed figure stored as an adjustment with the
   * admin, the time and `reason`; audited. 400 bad input, `adjustment_reason_required` or `figure_out_of_range`; 404
   * `user_not_found`; 409 `cannot_demote_self`, `last_admin_demote`, `email_taken`,
   * `referral_code_taken`. Nothing changes on any error.
   */
  app.put(
    '/:userId',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Save the Edit User dialog',
        params: userIdParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: managedUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      user: await updateManagedUser(
        app.db,
        { userId: request.params.userId, admin: signedInUser(request), update: request.body },
        app.clock(),
      ),
    }),
  );

  /**
   * DELETE /api/admin/users/:userId -> 204: the account is anonymised and can no longer sign in,
   * its sessions end; purchases, ledger entries and attempts stay. 404 `user_not_found` (unknown
   * or already deleted); 409 `cannot_delete_self`, `last_admin_delete`.
   */
  app.delete(
    '/:userId',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Delete an account (anonymised; money records kept)',
        params: userIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteManagedUser(app.db, { userId: request.params.userId, admin: signedInUser(request) }, app.clock());
      // Committed: the account's sessions are gone, and so are their cached copies on every instance.
      await endCachedSessions(app, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
