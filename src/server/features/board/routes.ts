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
  boardReplyBodySchema,
  boardReportBodySchema,
} from '../../../shared/board/messages';
import { msg } from '../../../shared/i18n/msg';
import { rateLimitGuard } from '../../lib/rate-limit';
import { optionalUser, requireCapability, requireSignedIn, signedInUser } from '../auth/service';
import { listBoardMessages, postBoardMessage, replyToBoardMessage } from './messages';
import { deleteBoardMessage, dismissBoardReports, REPORT_LOGIN_REQUIRED, reportBoardMessage } from './moderation';

/** Guard of the admin-only board actions (before the input is checked): 401 signed out; 403 BOARD_DELETE_FORBIDDEN without `deleteBoardMessages` (spec §6). */
const requireModerator = requireCapability('deleteBoardMessages', { forbidden: BOARD_DELETE_FORBIDDEN });

/** What a signed-out visitor reads when she deletes a message or reply. */
const DELETE_LOGIN_REQUIRED = msg('Please log in to delete your message.');

/**
 * The community message board (spec §2 "Community Message Board", §5 "Message board", §6, §7;
 * issue 27 item 6), at /api/board: anyone reads; signed-in users post and reply under their
 * account's name (together at most `postsPerHour` messages and replies an hour each,
 * BOARD_POSTS_PER_HOUR), report, and delete their own; admins delete any message or reply and
 * dismiss reports, each recorded in the audit log.
 */
export const boardRoutes: FastifyPluginAsyncZod<{ postsPerHour: number }> = async (app, options) => {
  const tags = ['board'];
  const postsPerUser = rateLimitGuard(app, {
    name: 'board-posts',
    max: options.postsPerHour,
    windowMs: 60 * 60 * 1000,
    key: (request) => signedInUser(request).id,
    message: msg('You have posted several messages in a short time.'),
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
   * POST /api/board/messages { authorName?, authorEmail?, message } -> 201 { message }, under the
   * account's name and badge (a name in the body is ignored; issue 27 item 6). 401
   * BOARD_LOGIN_REQUIRED signed out (checked before the fields, as spec §5 orders them), also when
   * the account is deleted while the request is under way; 400 BOARD_FIELDS_REQUIRED for a blank
   * message after trimming, a malformed email or over-long text, board_account_name_missing for an
   * account without a name; 429 past the hourly limit per user. Nothing stored on refusal.
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
   * POST /api/board/messages/:messageId/replies { message } -> 201 { message: the reply } (issue
   * 27 item 6): signed in, under the account's name and badge; one level (a reply to a reply joins
   * its thread); counted with posts against the hourly limit. 401 BOARD_LOGIN_REQUIRED signed out
   * (before the fields) or the account deleted meanwhile; 400 BOARD_FIELDS_REQUIRED for a blank
   * reply, over-long text, board_account_name_missing; 404 BOARD_MESSAGE_NOT_FOUND; 409
   * board_thread_full past BOARD_REPLIES_MAX; 429 past the hourly limit. Nothing stored on refusal.
   */
  app.post(
    '/messages/:messageId/replies',
    {
      preValidation: requireSignedIn(BOARD_LOGIN_REQUIRED),
      preHandler: postsPerUser,
      schema: {
        tags,
        summary: 'Reply to a board message',
        params: boardMessageParamsSchema,
        body: boardReplyBodySchema,
        response: { 201: boardMessageResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const message = await replyToBoardMessage(
        app.db,
        { messageId: request.params.messageId, author: signedInUser(request), message: request.body.message },
        app.clock(),
      );
      return reply.code(201).send({ message });
    },
  );

  /**
   * DELETE /api/board/messages/:messageId -> 204: its author or an admin deletes a message or a
   * reply (issue 27 item 6; spec §6); its reports go with it, and a thread's first message takes
   * its replies with it. An admin's deletion is in the audit log (`board_message.deleted`). 401
   * signed out; 403 BOARD_DELETE_OWN_FORBIDDEN for another's message; 404 BOARD_MESSAGE_NOT_FOUND;
   * 409 BOARD_THREAD_HAS_REPLIES for an author's thread under which others replied.
   */
  app.delete(
    '/messages/:messageId',
    {
      preValidation: requireSignedIn(DELETE_LOGIN_REQUIRED),
      schema: {
        tags,
        summary: 'Delete a board message or reply (its author or an admin)',
        params: boardMessageParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteBoardMessage(
        app.db,
        { messageId: request.params.messageId, actor: signedInUser(request) },
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
