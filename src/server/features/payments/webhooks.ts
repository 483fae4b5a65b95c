import { claimEvent, confirmPaid, expireCheckout, type PaymentsContext } from './orders';
import type { ProviderEvent } from './provider';

/**
 * Applies one verified provider event at `at` (issue 26), once per event id, and answers what it
 * did: a completed checkout pays its order, an expired one releases it. Events Nightingale does not
 * act on are recorded as ignored.
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
    default:
      return recordIgnored(ctx, event.eventId, event.type, 'ignored: not acted on', at);
  }
}

/** Records an event Nightingale does not act on, so its replay is recognised too. */
async function recordIgnored(ctx: PaymentsContext, eventId: string, type: string, outcome: string, at: Date) {
  await ctx.db.transaction((tx) => claimEvent(tx, { eventId, type, provider: ctx.provider.name }, outcome, at));
  return outcome;
}
