import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  createOrderBodySchema,
  orderListSchema,
  orderParamsSchema,
  orderReceiptSchema,
  payOrderResponseSchema,
} from '../../../shared/payments/orders';
import { AppError } from '../../errors';
import { requireUser, signedInUser } from '../auth/service';
import { cancelOrder, createOrder, getOrder, listOrdersOf, type PaymentsContext, payOrder } from './orders';
import { WebhookSignatureError } from './provider';
import { handleProviderEvent } from './webhooks';

/** The payments routes' options: how to reach the context (built once the app is ready). */
export interface PaymentRoutesOptions {
  payments: () => PaymentsContext;
}

/**
 * Orders and checkouts (issue 26 item 2), at /api/orders: a signed-in buyer creates an order
 * (priced by the server), opens its checkout, reads it while the payment is pending, or cancels it.
 */
export const orderRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { payments }) => {
  const tags = ['payments'];

  /**
   * POST /api/orders { kind, itemId, referralCode?, expectedPriceCents? } -> 201 { order }: pending
   * (or paid at once when free). 401 signed out; the kind's 400/403/404/409 (unknown item, own
   * item, already bought, full, price changed, referral code refused), writing nothing.
   */
  app.post(
    '/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Create an order, priced by the server',
        body: createOrderBodySchema,
        response: { 201: orderReceiptSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const order = await createOrder(payments(), { buyer: signedInUser(request), body: request.body }, app.clock());
      return reply.code(201).send({ order });
    },
  );

  /**
   * GET /api/orders -> { orders }: the signed-in buyer's orders, newest first, without those given
   * up before paying (cancelled, expired): the Payment Portal's Payments (issue 26 item 7). 401 signed out.
   */
  app.get(
    '/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My orders',
        response: { 200: orderListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ orders: await listOrdersOf(app.db, signedInUser(request).id, app.clock()) }),
  );

  /** GET /api/orders/:orderId -> { order }: the buyer's own order only (404 otherwise). */
  app.get(
    '/:orderId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One of my orders',
        params: orderParamsSchema,
        response: { 200: orderReceiptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      order: await getOrder(app.db, { buyer: signedInUser(request), orderId: request.params.orderId }, app.clock()),
    }),
  );

  /**
   * POST /api/orders/:orderId/pay -> { order, redirectUrl }: opens the checkout (Stripe: its
   * address; the test provider: the order is paid on return). 404; 409 `order_not_pending`,
   * `order_expired`; 502 `payment_provider_unavailable`, `payment_provider_refused`.
   */
  app.post(
    '/:orderId/pay',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Pay an order: open its checkout',
        params: orderParamsSchema,
        response: { 200: payOrderResponseSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) =>
      payOrder(payments(), { buyer: signedInUser(request), orderId: request.params.orderId }, app.clock()),
  );

  /**
   * POST /api/orders/:orderId/cancel -> { order }: a pending order cancelled (what it held released);
   * a settled one as it is; 409 `order_not_cancellable` for a programme fee.
   */
  app.post(
    '/:orderId/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Cancel a pending order',
        params: orderParamsSchema,
        response: { 200: orderReceiptSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      order: await cancelOrder(
        payments(),
        { buyer: signedInUser(request), orderId: request.params.orderId },
        app.clock(),
      ),
    }),
  );
};

/**
 * The provider's webhook (issue 26 item 2), at POST /api/payments/webhooks/stripe: the raw body is
 * kept for the signature, verified with the library (a bad signature or a timestamp older than five
 * minutes is 400 and writes nothing), then applied once per event id. 200 { received: true } for
 * every verified event, applied or ignored (so the provider stops retrying what it cannot change);
 * an error while applying is 500 and the provider retries.
 */
export const webhookRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { payments }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/stripe', { schema: { hide: true } }, async (request) => {
    const rawBody = request.body;
    if (!Buffer.isBuffer(rawBody)) {
      // i18n-ignore: the payment provider reads this, not a person.
      throw new AppError('bad_webhook_signature', { status: 400, message: 'A webhook must be sent as JSON.' });
    }
    const context = payments();
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<typeof context.provider.parseWebhook>;
    try {
      event = context.provider.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.message }, 'a payment webhook was refused: its signature does not verify');
      throw new AppError('bad_webhook_signature', {
        status: 400,
        message:
          // i18n-ignore: the payment provider reads this, not a person.
          'The webhook signature does not verify. Check STRIPE_WEBHOOK_SECRET against the endpoint’s signing secret.',
      });
    }
    const outcome = await handleProviderEvent(context, event, app.clock());
    request.log.info({ eventId: event.eventId, type: event.type, outcome }, 'payment webhook handled');
    return { received: true };
  });
};
