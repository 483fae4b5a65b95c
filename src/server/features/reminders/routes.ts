import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  BAD_UNSUBSCRIBE_TOKEN,
  pushPublicKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeResponseSchema,
} from '../../../shared/reminders/reminders';
import { AppError } from '../../errors';
import { requireUser, signedInUser } from '../auth/service';
import { deletePushSubscription, savePushSubscription } from './push';
import { unsubscribe } from './reminders';
import type { VapidKeys } from './secrets';

/**
 * POST /api/unsubscribe (issue 25 item 6): one-click unsubscribe without signing in. The token
 * comes in the JSON body (`{ token }`, the /unsubscribe page) or in the query string (RFC 8058: a
 * mail program POSTs `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL). A GET
 * changes nothing (there is none). 200 { setting, message }; 400 bad_unsubscribe_token.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058's one-click POST is a form body; its content does not matter, the token is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post(
    '',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Turn one notification setting off from an email link',
        querystring: z.object({ token: z.optional(z.string()) }),
        body: z.optional(z.looseObject({ token: z.optional(z.string()) })),
        response: { 200: unsubscribeResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token || token.length > 500) {
        throw new AppError('bad_unsubscribe_token', { status: 400, message: BAD_UNSUBSCRIBE_TOKEN });
      }
      return unsubscribe(app.db, token);
    },
  );
};

/**
 * Web Push (issue 25 item 6): the VAPID public key browsers subscribe with, and the signed-in
 * user's browser subscriptions. `keys` null: push is not configured (public key null).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ keys: () => Promise<VapidKeys> }> = async (app, options) => {
  const tags = ['reminders'];

  /** GET /api/push/public-key -> { publicKey } (null when push is off on this server). */
  app.get(
    '/public-key',
    { schema: { tags, summary: 'The Web Push public key', response: { 200: pushPublicKeyResponseSchema } } },
    async () => ({ publicKey: (await options.keys())?.publicKey ?? null }),
  );

  /**
   * POST /api/push/subscriptions with the browser's PushSubscription JSON -> 204. 400 for a
   * malformed one (not https, not a push service's host, keys not base64url), nothing stored;
   * 409 push_subscription_taken when the endpoint is stored with other keys (savePushSubscription).
   */
  app.post(
    '/subscriptions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Subscribe this browser to my push notifications',
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await savePushSubscription(app.db, signedInUser(request).id, request.body);
      return reply.code(204).send(null);
    },
  );

  /** DELETE /api/push/subscriptions with { endpoint } -> 204; 404 when I have no subscription with it. */
  app.delete(
    '/subscriptions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Unsubscribe a browser from my push notifications',
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deletePushSubscription(app.db, signedInUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
