import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOkSchema } from '../../../shared/account/user';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  contactMessageBodySchema,
  contactMessageParamsSchema,
  contactMessageResponseSchema,
  contactMessagesResponseSchema,
  contactReadBodySchema,
  contactReplyBodySchema,
  inboxQuerySchema,
} from '../../../shared/contact/messages';
import { USER_MANAGEMENT_RESTRICTED } from '../../../shared/user-management/users';
import { rateLimitGuard } from '../../lib/rate-limit';
import { requireCapability, signedInUser } from '../auth/service';
import { saveContactMessage } from './contact-messages';
import { listInbox, markContactMessage, replyToContactMessage } from './inbox';

/** Guard of the inbox (before the input is checked): 401 signed out; 403 with the admin pages' Access Restricted sentence unless admin. */
const requireInbox = requireCapability('adminFeatures', { forbidden: USER_MANAGEMENT_RESTRICTED });

/**
 * The contact form (spec §2 "Contact", §5), at /api/contact: anyone may send a message, limited to
 * `messagesPerHour` per address.
 */
export const contactFormRoutes: FastifyPluginAsyncZod<{ messagesPerHour: number }> = async (app, options) => {
  const perAddress = rateLimitGuard(app, {
    name: 'contact-address',
    max: options.messagesPerHour,
    windowMs: 60 * 60 * 1000,
    message: 'You have sent several messages in a short time.',
  });

  /** POST /api/contact { name, email, subject, message } -> 201 { ok: true }. 400 with every broken rule; 429 when limited. */
  app.post(
    '',
    {
      preHandler: perAddress,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        body: contactMessageBodySchema,
        response: { 201: authOkSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await saveContactMessage(app.db, request.body, request.ip);
      return reply.code(201).send({ ok: true as const });
    },
  );
};

/**
 * The admins' contact inbox (issue 12), at /api/admin/contact-messages: admins read what the
 * contact form brought, mark it read or unread and reply by email.
 */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contact', 'admin'];

  /**
   * GET /api/admin/contact-messages?status=all|unread&page= -> ContactInbox: INBOX_PAGE_SIZE
   * messages newest first, each with readAt and its replies; `total` for the filter, `unread`
   * overall. 400 a bad status or page; 401 signed out; 403 unless admin.
   */
  app.get(
    '',
    {
      preValidation: requireInbox,
      schema: {
        tags,
        summary: 'The inbox: messages sent with the contact form, newest first',
        querystring: inboxQuerySchema,
        response: { 200: contactMessagesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listInbox(app.db, request.query),
  );

  /**
   * PUT /api/admin/contact-messages/:messageId/read { read } -> { message }: marks it read (keeping
   * when it was first read) or unread. 400; 401; 403; 404 CONTACT_MESSAGE_NOT_FOUND.
   */
  app.put(
    '/:messageId/read',
    {
      preValidation: requireInbox,
      schema: {
        tags,
        summary: 'Mark a contact message read or unread',
        params: contactMessageParamsSchema,
        body: contactReadBodySchema,
        response: { 200: contactMessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: await markContactMessage(
        app.db,
        { messageId: request.params.messageId, read: request.body.read },
        app.clock(),
      ),
    }),
  );

  /**
   * POST /api/admin/contact-messages/:messageId/replies { message } -> 201 { message } with the
   * reply: emailed to the sender (subject "Re: <subject>"), then stored, the message marked read
   * and the audit entry recorded, together. 400 REPLY_REQUIRED or too long; 401; 403; 404
   * CONTACT_MESSAGE_NOT_FOUND; 502 when the email could not be sent (nothing stored).
   */
  app.post(
    '/:messageId/replies',
    {
      preValidation: requireInbox,
      schema: {
        tags,
        summary: 'Reply to a contact message by email',
        params: contactMessageParamsSchema,
        body: contactReplyBodySchema,
        response: { 201: contactMessageResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const message = await replyToContactMessage(
        app.db,
        { messageId: request.params.messageId, admin: signedInUser(request), text: request.body.message },
        { mailer: app.mailer, log: request.log },
        app.clock(),
      );
      return reply.code(201).send({ message });
    },
  );
};
