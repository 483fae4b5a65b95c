import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  conversationListSchema,
  conversationMessageResponseSchema,
  conversationParamsSchema,
  conversationResponseSchema,
  newConversationBodySchema,
  noteBodySchema,
  replyBodySchema,
  studentReplyBodySchema,
  supportConversationResponseSchema,
  supportInboxQuerySchema,
  supportInboxSchema,
  supportNoteResponseSchema,
  supportStudentContextSchema,
  unreadCountSchema,
} from '../../../shared/conversations/conversations';
import { msg } from '../../../shared/i18n/msg';
import { ADMIN_REVIEW_RESTRICTED, can } from '../../../shared/roles';
import { rateLimitGuard } from '../../lib/rate-limit';
import { requireCapability, requireSignedIn, signedInUser } from '../auth/service';
import { emailSupportReply } from './notify';
import {
  countUnreadConversations,
  listStudentConversations,
  markConversationUnread,
  openStudentConversation,
  replyAsStudent,
  startConversation,
} from './student-conversations';
import { addSupportNote, getSupportStudentContext, setConversationClosed } from './support-actions';
import { countWaitingConversations, getSupportConversation, listSupportInbox, replyAsSupport } from './support-inbox';

/** Guard of the support team's routes (before the input is checked): 401 signed out; 403 ADMIN_REVIEW_RESTRICTED unless admin. */
const requireSupport = requireCapability('adminFeatures', { forbidden: ADMIN_REVIEW_RESTRICTED });

/**
 * The student's side of the Communication Center (spec §2 "Communication Center", §3 "messages",
 * §4 "Message read / unread", §5; issue 13), at /api/conversations: a signed-in user writes to the
 * support team and reads its answers. New conversations and the student's replies are limited to
 * `messagesPerHour` per user (SUPPORT_MESSAGES_PER_HOUR); support's answers (supportInboxRoutes)
 * are not limited.
 */
export const studentConversationRoutes: FastifyPluginAsyncZod<{ messagesPerHour: number }> = async (app, options) => {
  const tags = ['conversations'];
  const signedIn = requireSignedIn();
  const messagesPerUser = rateLimitGuard(app, {
    name: 'support-messages',
    max: options.messagesPerHour,
    windowMs: 60 * 60 * 1000,
    key: (request) => signedInUser(request).id,
    message: msg('You have sent several messages in a short time.'),
  });

  /** GET /api/conversations -> { conversations }: the viewer's own, latest activity first. 401. */
  app.get(
    '',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Your conversations with the support team',
        response: { 200: conversationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ conversations: await listStudentConversations(app.db, signedInUser(request).id) }),
  );

  /**
   * POST /api/conversations { subject, message } -> 201 { conversation }, waiting for a reply.
   * 400 SUBJECT_REQUIRED / MESSAGE_REQUIRED (blank after trimming), over-long or control
   * characters; 401; 429 past the hourly limit. Nothing stored on refusal.
   */
  app.post(
    '',
    {
      preValidation: signedIn,
      preHandler: messagesPerUser,
      schema: {
        tags,
        summary: 'Write to the support team',
        body: newConversationBodySchema,
        response: { 201: conversationResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const conversation = await startConversation(app.db, signedInUser(request), request.body, app.clock());
      return reply.code(201).send({ conversation });
    },
  );

  /**
   * GET /api/conversations/unread-count -> { count }: for admins, the conversations waiting for a
   * reply; for anyone else, their conversations with a message from support they have not read. 401.
   */
  app.get(
    '/unread-count',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The number on the Communication Center menu item',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return {
        count: can(user, 'adminFeatures')
          ? await countWaitingConversations(app.db)
          : await countUnreadConversations(app.db, user.id),
      };
    },
  );

  /**
   * GET /api/conversations/:conversationId -> { conversation } with its messages, oldest first;
   * support's messages become read. 401; 404 CONVERSATION_NOT_FOUND for any but its student's.
   */
  app.get(
    '/:conversationId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Open one of your conversations (marks the replies read)',
        params: conversationParamsSchema,
        response: { 200: conversationResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      conversation: await openStudentConversation(
        app.db,
        { studentId: signedInUser(request).id, conversationId: request.params.conversationId },
        app.clock(),
      ),
    }),
  );

  /**
   * POST /api/conversations/:conversationId/messages { message, reopen? } -> 201 { message }; an
   * open conversation waits for a reply; a closed one stays closed (the message kept) unless
   * `reopen` is true ("I still need help"; issue 23, next-state.ts). 400 MESSAGE_REQUIRED (blank);
   * 401; 404 CONVERSATION_NOT_FOUND; 429 past the hourly limit. Nothing stored on refusal.
   */
  app.post(
    '/:conversationId/messages',
    {
      preValidation: signedIn,
      preHandler: messagesPerUser,
      schema: {
        tags,
        summary: 'Reply in one of your conversations',
        params: conversationParamsSchema,
        body: studentReplyBodySchema,
        response: { 201: conversationMessageResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await replyAsStudent(
        app.db,
        {
          student: signedInUser(request),
          conversationId: request.params.conversationId,
          text: request.body.message,
          reopen: request.body.reopen === true,
        },
        app.clock(),
      );
      return reply.code(201).send({ message });
    },
  );

  /**
   * POST /api/conversations/:conversationId/unread -> 204: the latest message from support becomes
   * unread again. 401; 404 CONVERSATION_NOT_FOUND.
   */
  app.post(
    '/:conversationId/unread',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Mark one of your conversations unread',
        params: conversationParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await markConversationUnread(app.db, {
        studentId: signedInUser(request).id,
        conversationId: request.params.conversationId,
      });
      return reply.code(204).send(null);
    },
  );
};

/**
 * The one support queue (spec §2 "Communication Center", "Contact"; issues 13, 23), at
 * /api/admin/conversations: admins read the students' conversations and the contact-form messages,
 * answer them (a student's answer is also emailed to her; a visitor's goes by email), close and
 * reopen them, leave internal notes, and see the student's programme and documents.
 */
export const supportInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['conversations', 'admin'];

  /**
   * GET /api/admin/conversations?status=waiting|open|closed|all&page= -> SupportInbox (admins):
   * waiting first, the longest waiting first, then open, then closed; SUPPORT_INBOX_PAGE_SIZE a
   * page. 400 a bad status or page; 401; 403 ADMIN_REVIEW_RESTRICTED.
   */
  app.get(
    '',
    {
      preValidation: requireSupport,
      schema: {
        tags,
        summary: "The support team's shared inbox (admins)",
        querystring: supportInboxQuerySchema,
        response: { 200: supportInboxSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSupportInbox(app.db, request.query),
  );

  /**
   * GET /api/admin/conversations/:conversationId -> { conversation, notes } (admins), with the
   * internal notes; the read state is not changed. 401; 403 ADMIN_REVIEW_RESTRICTED; 404
   * CONVERSATION_NOT_FOUND.
   */
  app.get(
    '/:conversationId',
    {
      preValidation: requireSupport,
      schema: {
        tags,
        summary: "A student's conversation (admins)",
        params: conversationParamsSchema,
        response: { 200: supportConversationResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSupportConversation(app.db, request.params.conversationId),
  );

  /**
   * POST /api/admin/conversations/:conversationId/messages { message } -> 201 { message } signed
   * "<first name>, Nightingale Support" (admins); the conversation stops waiting. After the
   * commit the student is emailed (subject "Re: <subject>", the reply, the link to
   * /communication?conversation=<id>); a failed email is logged and the reply stays. A visitor's
   * conversation is answered by email first, then recorded. 400 MESSAGE_REQUIRED; 401; 403
   * ADMIN_REVIEW_RESTRICTED; 404 CONVERSATION_NOT_FOUND; 502 REPLY_NOT_SENT (a visitor's email
   * failed, nothing stored).
   */
  app.post(
    '/:conversationId/messages',
    {
      preValidation: requireSupport,
      schema: {
        tags,
        summary: 'Answer a conversation for the support team (admins)',
        params: conversationParamsSchema,
        body: replyBodySchema,
        response: { 201: conversationMessageResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const { message, conversation } = await replyAsSupport(
        app.db,
        { admin: signedInUser(request), conversationId: request.params.conversationId, text: request.body.message },
        { mailer: app.mailer, log: request.log },
        app.clock(),
      );
      if (conversation.studentId !== null) {
        await emailSupportReply(
          app.db,
          {
            conversation: { id: conversation.id, studentId: conversation.studentId, subject: conversation.subject },
            signature: message.authorName,
            reply: message.body,
          },
          { mailer: app.mailer, log: request.log, publicUrl: app.publicUrl },
        );
      }
      return reply.code(201).send({ message });
    },
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    /**
     * POST /api/admin/conversations/:conversationId/close | /reopen -> { conversation, notes }
     * (admins; issue 23): closed, not waiting; or open again, waiting when the student wrote last.
     * 401; 403 ADMIN_REVIEW_RESTRICTED; 404 CONVERSATION_NOT_FOUND.
     */
    app.post(
      `/:conversationId/${action}`,
      {
        preValidation: requireSupport,
        schema: {
          tags,
          summary: closed ? 'Close a conversation (admins)' : 'Reopen a conversation (admins)',
          params: conversationParamsSchema,
          response: { 200: supportConversationResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) =>
        setConversationClosed(app.db, { conversationId: request.params.conversationId, closed }, app.clock()),
    );
  }

  /**
   * POST /api/admin/conversations/:conversationId/notes { message } -> 201 { note } (admins; issue
   * 23): an internal note, read by the support team only, never in a student's answers. 400
   * NOTE_REQUIRED; 401; 403 ADMIN_REVIEW_RESTRICTED; 404 CONVERSATION_NOT_FOUND.
   */
  app.post(
    '/:conversationId/notes',
    {
      preValidation: requireSupport,
      schema: {
        tags,
        summary: 'Add an internal note to a conversation (admins)',
        params: conversationParamsSchema,
        body: noteBodySchema,
        response: { 201: supportNoteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const note = await addSupportNote(
        app.db,
        {
          adminId: signedInUser(request).id,
          conversationId: request.params.conversationId,
          text: request.body.message,
        },
        app.clock(),
      );
      return reply.code(201).send({ note });
    },
  );

  /**
   * GET /api/admin/conversations/:conversationId/student -> { enrolment, documents } (admins;
   * issue 23): beside the thread, the student's programme and documents; none for a visitor.
   * 401; 403 ADMIN_REVIEW_RESTRICTED; 404 CONVERSATION_NOT_FOUND.
   */
  app.get(
    '/:conversationId/student',
    {
      preValidation: requireSupport,
      schema: {
        tags,
        summary: "The student's programme and documents, beside the thread (admins)",
        params: conversationParamsSchema,
        response: { 200: supportStudentContextSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSupportStudentContext(app.db, request.params.conversationId),
  );
};
