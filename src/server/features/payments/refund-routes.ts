import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { purchaseParamsSchema, refundBodySchema, refundReceiptSchema } from '../../../shared/marketplace/purchases';
import { requireCapability, signedInUser } from '../auth/service';
import { requestRefund } from './refunds';
import type { PaymentRoutesOptions } from './routes';

/** An admin's refund of a purchase through the payment provider (decision 009, issue 26 item 3), at /api/admin/purchases. */
export const refundRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { payments }) => {
  /**
   * POST /api/admin/purchases/:purchaseId/refund { reason } -> { purchase }: refunded (no provider
   * payment, or the test provider), or `refundRequested` until the provider confirms. Admins only.
   * 404 no such purchase; 409 already refunded, a refund already requested, or more than 30 days
   * old; 502 the provider refused (its sentence) or could not be reached, nothing changed.
   */
  app.post(
    '/:purchaseId/refund',
    {
      preHandler: requireCapability('adminFeatures'),
      schema: {
        tags: ['payments', 'admin'],
        summary: 'Refund a purchase within 30 days',
        params: purchaseParamsSchema,
        body: refundBodySchema,
        response: { 200: refundReceiptSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({
      purchase: await requestRefund(
        payments(),
        { purchaseId: request.params.purchaseId, admin: signedInUser(request), reason: request.body.reason },
        app.clock(),
      ),
    }),
  );
};
