import { closeDispute, openDispute } from './disputes';
import { claimEvent, confirmPaid, expireCheckout, type PaymentsContext } from './orders';
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
      if (!event.paid) return recordIgnored(ctx, event.eventId, event.type, 'ignored: not paid yet', at);
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
      return recordIgnored(ctx, event.eventId, event.type, 'ignored: not acted on', at);
  }
}

/** Records an event Nightingale does not act on, so its replay is recognised too. */
async function recordIgnored(ctx: PaymentsContext, eventId: string, type: string, outcome: string, at: Date) {
  await ctx.db.transaction((tx) => claimEvent(tx, { eventId, type, provider: ctx.provider.name }, outcome, at));
  return outcome;
}
