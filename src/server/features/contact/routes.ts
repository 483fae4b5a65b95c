import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOkSchema } from '../../../shared/account/user';
import { apiErrorSchema } from '../../../shared/api-error-schema';
import { contactMessageBodySchema, contactMessagesResponseSchema } from '../../../shared/contact';
import { rateLimitGuard } from '../../lib/rate-limit';
import { requireCapability } from '../auth/session';
import { listContactMessages, saveContactMessage } from './service';

/**
 * The contact form (spec §2 "Contact", §5): anyone may send a message, limited per address;
 * admins list what arrived.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ messagesPerHour: number }> = async (app, options) => {
  const perAddress = rateLimitGuard(app, {
    name: 'contact-address',
    max: options.messagesPerHour,
    windowMs: 60 * 60 * 1000,
    message: 'You have sent several messages in a short time.',
  });

  /** POST /api/contact { name, email, subject, message } -> 201 { ok: true }. 400 with every broken rule; 429 when limited. */
  app.post(
    '/contact',
    {
      preHandler: perAddress,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        body: contactMessageBodySchema,
        response: { 201: authOkSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await saveContactMessage(app.db, request.body, request.ip);
      return reply.code(201).send({ ok: true as const });
    },
  );

  /** GET /api/admin/contact-messages -> { messages } newest first. 401 signed out; 403 unless admin. */
  app.get(
    '/admin/contact-messages',
    {
      preHandler: requireCapability('adminFeatures'),
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Messages sent with the contact form, newest first',
        response: { 200: contactMessagesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      const messages = await listContactMessages(app.db);
      return { messages, total: messages.length, unread: 0, page: 1, pageSize: messages.length };
    },
  );
};
