import { closeDispute, openDispute } from './disputes';
import { applyEventOnce, confirmPaid, expireCheckout, type PaymentsContext } from './orders';
import { updatePayoutAccount } from './payouts';
import type { ProviderEvent } from './provider';
import { confirmRefund, failRefund } from './refunds';

/**
 * Applies one verified provider event at `at` (issue 26), once per event id, and answers what it
 * did: a completed checkout pays its order, an expired one releases it; a refund confirmed reverses
 * the sale, a failed one marks its request failed; a dispute holds the sale's shares, and its close
 * releases them (won) or refunds the sale (lost); an account update enables or disables payouts.
 * Events Nightingale does not act on are recorded as ignored.
 */
export async function handleProviderEvent(ctx: PaymentsContext, event: ProviderEvent, at: Date): Promise<string> {
  switch (event.type) {
    case 'checkout.completed':
      if (!event.paid)
        return recordIgnored(ctx, event.eventId, 'checkout.session.completed', 'ignored: not paid yet', at);
      return confirmPaid(
        ctx,
        {
          eventId: event.eventId,
          orderId: event.orderId,
          sessionId: event.sessionId,
          paymentId: event.paymentId,
          amountCents: event.amountCents,
          currency: event.currency,
        },
        at,
      );
    case 'checkout.expired':
      return expireCheckout(ctx, event, at);
    case 'charge.refunded':
      return confirmRefund(ctx, event, at);
    case 'refund.failed':
      return failRefund(ctx, event, at);
    case 'dispute.opened':
      return openDispute(ctx, event, at);
    case 'dispute.closed':
      return closeDispute(ctx, event, at);
    case 'account.updated':
      return updatePayoutAccount(ctx, event, at);
    default:
      return recordIgnored(ctx, event.eventId, event.providerType, 'ignored: not acted on', at);
  }
}

/** Records an event Nightingale does not act on (with the provider's own type), so its replay is recognised too. */
function recordIgnored(ctx: PaymentsContext, eventId: string, type: string, outcome: string, at: Date) {
  return applyEventOnce(ctx, { eventId, type }, at, async () => outcome);
}
