import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOkSchema } from '../../../shared/account/user';
import { errorResponses } from '../../../shared/api-error-schema';
import { contactMessageBodySchema } from '../../../shared/contact/messages';
import { msg } from '../../../shared/i18n/msg';
import { rateLimitGuard } from '../../lib/rate-limit';
import { optionalUser } from '../auth/service';
import { saveContactMessage } from './contact-messages';

/**
 * The contact form (spec §2 "Contact", §5), at /api/contact: anyone may send a message, limited to
 * `messagesPerHour` per address. Each message is answered in the one support queue at
 * /communication (issue 23).
 */
export const contactFormRoutes: FastifyPluginAsyncZod<{ messagesPerHour: number }> = async (app, options) => {
  const perAddress = rateLimitGuard(app, {
    name: 'contact-address',
    max: options.messagesPerHour,
    windowMs: 60 * 60 * 1000,
    message: msg('You have sent several messages in a short time.'),
  });

  /**
   * POST /api/contact { name, email, subject, message } -> 201 { ok: true }; the message becomes a
   * conversation in the support queue. 400 with every broken rule; 429 when limited.
   */
  app.post(
    '',
    {
      preHandler: [perAddress, optionalUser],
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        body: contactMessageBodySchema,
        response: { 201: authOkSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await saveContactMessage(
        app.db,
        request.body,
        request.ip,
        app.clock(),
        request.user?.id ?? null,
        request.language,
      );
      return reply.code(201).send({ ok: true as const });
    },
  );
};
