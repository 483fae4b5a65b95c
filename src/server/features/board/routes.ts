import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  BOARD_DELETE_FORBIDDEN,
  BOARD_LOGIN_REQUIRED,
  boardListQuerySchema,
  boardMessageBodySchema,
  boardMessageParamsSchema,
  boardMessageResponseSchema,
  boardPageSchema,
  boardReportBodySchema,
} from '../../../shared/board/messages';
import { rateLimitGuard } from '../../lib/rate-limit';
import { optionalUser, requireCapability, requireSignedIn, signedInUser } from '../auth/service';
import { listBoardMessages, postBoardMessage } from './messages';
import { deleteBoardMessage, dismissBoardReports, REPORT_LOGIN_REQUIRED, reportBoardMessage } from './moderation';

/** Guard of the admin-only board actions (before the input is checked): 401 signed out; 403 BOARD_DELETE_FORBIDDEN without `deleteBoardMessages` (spec §6). */
const requireModerator = requireCapability('deleteBoardMessages', { forbidden: BOARD_DELETE_FORBIDDEN });

/**
 * The community message board (spec §2 "Community Message Board", §5 "Message board", §6, §7), at
 * /api/board: anyone reads; signed-in users post (at most `postsPerHour` messages an hour each,
 * BOARD_POSTS_PER_HOUR) and report; admins delete messages and dismiss reports, each recorded in
 * the audit log.
 */
export const boardRoutes: FastifyPluginAsyncZod<{ postsPerHour: number }> = async (app, options) => {
  const tags = ['board'];
  const postsPerUser = rateLimitGuard(app, {
    name: 'board-posts',
    max: options.postsPerHour,
    windowMs: 60 * 60 * 1000,
    key: (request) => signedInUser(request).id,
    message: 'You have posted several messages in a short time.',
  });

  /**
   * GET /api/board/messages?page= -> BoardPage: BOARD_PAGE_SIZE messages, newest first, with
   * `total`; for admins reported messages first, with the author's email and the reports. Anyone,
   * signed in or not. 400 a page that is not a whole number from 1 to MAX_PAGE (10,000).
   */
  app.get(
    '/messages',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Messages of the community board, newest first',
        querystring: boardListQuerySchema,
        response: { 200: boardPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listBoardMessages(app.db, request.user, request.query.page),
  );

  /**
   * POST /api/board/messages { authorName, authorEmail?, message } -> 201 { message }. 401
   * BOARD_LOGIN_REQUIRED signed out (checked before the fields, as spec §5 orders them), also when
   * the account is deleted while the request is under way; 400
   * BOARD_FIELDS_REQUIRED for a blank name or message after trimming, a malformed email or
   * over-long text; 429 past the hourly limit per user. Nothing stored on refusal.
   */
  app.post(
    '/messages',
    {
      preValidation: requireSignedIn(BOARD_LOGIN_REQUIRED),
      preHandler: postsPerUser,
      schema: {
        tags,
        summary: 'Post a message on the board',
        body: boardMessageBodySchema,
        response: { 201: boardMessageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const message = await postBoardMessage(app.db, signedInUser(request), request.body, app.clock());
      return reply.code(201).send({ message });
    },
  );

  /**
   * DELETE /api/board/messages/:messageId -> 204 (admins; the reports go with it; audit
   * `board_message.deleted`). 401 signed out; 403 BOARD_DELETE_FORBIDDEN for anyone else, the
   * author too; 404 BOARD_MESSAGE_NOT_FOUND.
   */
  app.delete(
    '/messages/:messageId',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Delete a board message (admins)',
        params: boardMessageParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteBoardMessage(
        app.db,
        { messageId: request.params.messageId, admin: signedInUser(request) },
        app.clock(),
      );
      return reply.code(204).send(null);
    },
  );

  /**
   * POST /api/board/messages/:messageId/report { reason? } -> 200 { message } with `reportedByMe`.
   * Signed in; once per user (again: 200, unchanged). 400 one's own message or a reason over 300
   * characters; 401 signed out (or the account deleted meanwhile); 404 BOARD_MESSAGE_NOT_FOUND.
   */
  app.post(
    '/messages/:messageId/report',
    {
      preValidation: requireSignedIn(REPORT_LOGIN_REQUIRED),
      schema: {
        tags,
        summary: 'Report a board message to the admins',
        params: boardMessageParamsSchema,
        body: boardReportBodySchema,
        response: { 200: boardMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      message: await reportBoardMessage(
        app.db,
        { messageId: request.params.messageId, reporter: signedInUser(request), reason: request.body.reason },
        app.clock(),
      ),
    }),
  );

  /**
   * DELETE /api/board/messages/:messageId/reports -> 204: an admin keeps the message and clears its
   * reports (audit `board_message.reports_dismissed`). 401; 403 BOARD_DELETE_FORBIDDEN; 404.
   */
  app.delete(
    '/messages/:messageId/reports',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Keep a reported board message and dismiss its reports (admins)',
        params: boardMessageParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await dismissBoardReports(
        app.db,
        { messageId: request.params.messageId, admin: signedInUser(request) },
        app.clock(),
      );
      return reply.code(204).send(null);
    },
  );
};
