import { createHash, randomUUID } from 'node:crypto';
import { type PaymentProvider, ProviderError, WebhookSignatureError } from './provider';

/** A provider call the test provider should refuse, with the sentence it refuses with (tests). */
export type TestProviderRefusal = (call: 'checkout' | 'refund' | 'transfer') => string | null;

/** A stable id from an idempotency key, so the same key twice gives the same refund or transfer. */
const keyed = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The test provider (issue 26 item 1), the embedded default for `npm start` and the tests: no card
 * is charged and no account is needed anywhere. A checkout completes at once (the checkout page
 * says "Test checkout: no card is charged"), a refund succeeds at once, a payout account is ready
 * at once and a transfer is made at once; ids start with `test_`. `refuse` lets tests make a call
 * fail as a provider would.
 */
export function createTestProvider({ refuse }: { refuse?: TestProviderRefusal } = {}): PaymentProvider {
  const refusal = (call: 'checkout' | 'refund' | 'transfer') => {
    const message = refuse?.(call);
    if (message) throw new ProviderError(message, 'refused');
  };
  return {
    name: 'test',
    async createCheckout() {
      refusal('checkout');
      return { sessionId: `test_cs_${randomUUID()}`, url: null, completedPaymentId: `test_pi_${randomUUID()}` };
    },
    async expireCheckout() {},
    async refund({ idempotencyKey }) {
      refusal('refund');
      return { refundId: keyed('test_re', idempotencyKey), status: 'succeeded' };
    },
    async createPayoutAccount({ userId }) {
      return { accountId: keyed('test_acct', userId), payoutsEnabled: true };
    },
    async onboardingLink() {
      return null;
    },
    async getPayoutAccount(accountId) {
      return { accountId, payoutsEnabled: true };
    },
    async transfer({ idempotencyKey }) {
      refusal('transfer');
      return { transferId: keyed('test_tr', idempotencyKey) };
    },
    // The test provider keeps no record: a transfer it made is made again under the same key (same id).
    async findTransfer() {
      return null;
    },
    parseWebhook() {
      throw new WebhookSignatureError('The test provider sends no webhooks.');
    },
  };
}
