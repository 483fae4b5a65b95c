import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payoutAccounts, payouts } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runPayouts } from './payouts';
import { type PaymentProvider, ProviderError } from './provider';
import { createTestProvider } from './test-provider';
import { handleProviderEvent } from './webhooks';

const DAY = 24 * 60 * 60;

let t: TestApp;
let original: PaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  original = t.app.payments.provider;
});
afterEach(() => {
  t.app.payments.provider = original;
});
afterAll(async () => {
  await t.close();
});

/** A test provider that counts the transfers it made, by idempotency key (the same key twice pays once). */
function countingProvider(refuse?: () => string | null): PaymentProvider & { transfers: string[] } {
  const base = createTestProvider({ refuse: (call) => (call === 'transfer' ? (refuse?.() ?? null) : null) });
  const transfers: string[] = [];
  return {
    ...base,
    transfers,
    async transfer(request) {
      const transfer = await base.transfer(request);
      if (!transfers.includes(request.idempotencyKey)) transfers.push(request.idempotencyKey);
      return transfer;
    },
  };
}

/** A new trainer with a connected payout account and one $20.00 course sold (their share $16.00). */
async function trainerWithSale(): Promise<SignedIn> {
  const trainer = await signedInAs(t.app, 'trainer');
  const connected = await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account');
  expect(connected.statusCode).toBe(200);
  const course = await createCourseAs(t.app, trainer, { priceCents: 2000 });
  expect((await buy(t.app, await signedInAs(t.app, 'student'), course.id)).statusCode).toBe(201);
  return trainer;
}

const payoutsOf = async (trainer: SignedIn) => (await requestAs(t.app, trainer, 'GET', '/api/trainer/payouts')).json();
const payoutEntries = (trainer: SignedIn) =>
  t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, trainer.id));

describe('payout accounts (issue 26 item 4)', () => {
  it('a trainer connects a test payout account at once; students may not', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    expect((await payoutsOf(trainer)).account).toEqual({ connected: false, payoutsEnabled: false, test: true });
    const connected = await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account');
    expect(connected.json()).toEqual({
      account: { connected: true, payoutsEnabled: true, test: true },
      onboardingUrl: null,
    });
    expect((await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account')).statusCode).toBe(200);
    expect(await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, trainer.id))).toHaveLength(1);
    const student = await signedInAs(t.app, 'student');
    expect((await requestAs(t.app, student, 'POST', '/api/trainer/payout-account')).statusCode).toBe(403);
    expect((await requestAs(t.app, student, 'GET', '/api/trainer/payouts')).statusCode).toBe(403);
  });

  it('with Stripe an account not yet enabled answers its onboarding link; account.updated enables it', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    t.app.payments.provider = {
      ...createTestProvider(),
      name: 'stripe',
      createPayoutAccount: async ({ userId }) => ({ accountId: `acct_${userId}`, payoutsEnabled: false }),
      onboardingLink: async ({ accountId }) => `https://connect.stripe.com/setup/e/${accountId}`,
      // Onboarding not finished at Stripe yet.
      getPayoutAccount: async (accountId) => ({ accountId, payoutsEnabled: false }),
    };
    const connected = (await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account')).json();
    expect(connected).toEqual({
      account: { connected: true, payoutsEnabled: false, test: false },
      onboardingUrl: `https://connect.stripe.com/setup/e/acct_${trainer.id}`,
    });
    const outcome = await handleProviderEvent(
      t.app.payments,
      {
        type: 'account.updated',
        eventId: `evt_acct_${trainer.id}`,
        accountId: `acct_${trainer.id}`,
        payoutsEnabled: true,
      },
      t.clock.now(),
    );
    expect(outcome).toBe('payout account enabled');
    expect((await payoutsOf(trainer)).account.payoutsEnabled).toBe(true);
  });

  it('with Stripe, a trainer back from onboarding is enabled by asking Stripe (account.updated goes to Connect endpoints only)', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    let onboarded = false;
    t.app.payments.provider = {
      ...createTestProvider(),
      name: 'stripe',
      createPayoutAccount: async ({ userId }) => ({ accountId: `acct_${userId}`, payoutsEnabled: false }),
      onboardingLink: async ({ accountId }) => `https://connect.stripe.com/setup/e/${accountId}`,
      getPayoutAccount: async (accountId) => ({ accountId, payoutsEnabled: onboarded }),
    };
    expect((await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account')).json().onboardingUrl).toBe(
      `https://connect.stripe.com/setup/e/acct_${trainer.id}`,
    );
    onboarded = true;
    const back = (await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account')).json();
    expect(back).toEqual({ account: { connected: true, payoutsEnabled: true, test: false }, onboardingUrl: null });
  });
});

describe('the payout job (issue 26 item 4)', () => {
  it('pays nothing within the 30-day hold; after it, a run twice pays once, and total earned stays the sales', async () => {
    const provider = countingProvider();
    t.app.payments.provider = provider;
    const trainer = await trainerWithSale();
    await runPayouts(t.app.payments, t.clock.now());
    expect(await payoutsOf(trainer)).toMatchObject({
      pendingCents: 1600,
      availableCents: 0,
      paidOutCents: 0,
      payouts: [],
    });

    t.clock.advance(31 * DAY);
    await runPayouts(t.app.payments, t.clock.now());
    await runPayouts(t.app.payments, t.clock.now());
    const after = await payoutsOf(trainer);
    expect(after).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 1600 });
    expect(after.payouts).toEqual([
      {
        id: expect.any(String),
        amountCents: 1600,
        status: 'paid',
        createdAt: t.clock.now().toISOString(),
        paidAt: t.clock.now().toISOString(),
      },
    ]);
    expect(provider.transfers).toEqual([after.payouts[0].id]);
    const entries = (await payoutEntries(trainer)).filter((e) => e.entryType === 'payout');
    expect(entries.map((e) => e.amountCents)).toEqual([-1600]);
    const dashboard = (await requestAs(t.app, trainer, 'GET', '/api/trainer/dashboard')).json();
    expect(dashboard.earnings).toEqual({ pendingCents: 0, availableCents: 0, totalCents: 1600 });
    expect(dashboard.salesEarningsCents).toBe(1600);
  });

  it('two runs at the same moment write one payout and pay it once', async () => {
    const provider = countingProvider();
    t.app.payments.provider = provider;
    const trainer = await trainerWithSale();
    t.clock.advance(31 * DAY);
    await Promise.all([runPayouts(t.app.payments, t.clock.now()), runPayouts(t.app.payments, t.clock.now())]);
    const rows = await t.app.db.select().from(payouts).where(eq(payouts.userId, trainer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 1600, status: 'paid' });
    expect(provider.transfers.filter((key) => key === rows[0]?.id)).toHaveLength(1);
    expect((await payoutEntries(trainer)).filter((e) => e.entryType === 'payout')).toHaveLength(1);
  });

  it('a failed transfer stays pending and the next run retries it with the same key', async () => {
    let refusing = true;
    const provider = countingProvider(() => (refusing ? 'Insufficient funds in the platform balance.' : null));
    t.app.payments.provider = provider;
    const trainer = await trainerWithSale();
    t.clock.advance(31 * DAY);
    expect((await runPayouts(t.app.payments, t.clock.now())).failed).toBeGreaterThanOrEqual(1);
    const [pending] = await t.app.db.select().from(payouts).where(eq(payouts.userId, trainer.id));
    expect(pending).toMatchObject({
      status: 'pending',
      amountCents: 1600,
      failureReason: 'Insufficient funds in the platform balance.',
    });
    expect(await payoutsOf(trainer)).toMatchObject({ availableCents: 0, paidOutCents: 1600 });

    refusing = false;
    t.clock.advance(DAY);
    await runPayouts(t.app.payments, t.clock.now());
    const rows = await t.app.db.select().from(payouts).where(eq(payouts.userId, trainer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pending?.id, status: 'paid' });
    expect(provider.transfers).toContain(pending?.id);
  });

  it('a transfer made but whose answer was lost is found by its group a day later and adopted, never made twice', async () => {
    // The provider makes the transfer, then the answer is lost on the way back (a timeout).
    const made = new Map<string, string>();
    let loseAnswer = true;
    const provider: PaymentProvider = {
      ...createTestProvider(),
      async transfer({ group }) {
        const transferId = made.get(group) ?? `tr_${made.size + 1}`;
        made.set(group, transferId);
        if (loseAnswer) throw new ProviderError('The payment provider could not be reached.', 'unreachable');
        return { transferId };
      },
      async findTransfer(group) {
        const transferId = made.get(group);
        return transferId ? { transferId } : null;
      },
    };
    t.app.payments.provider = provider;
    const trainer = await trainerWithSale();
    t.clock.advance(31 * DAY);
    expect((await runPayouts(t.app.payments, t.clock.now())).failed).toBeGreaterThanOrEqual(1);
    const [pending] = await t.app.db.select().from(payouts).where(eq(payouts.userId, trainer.id));
    expect(pending?.status).toBe('pending');
    const before = made.size;

    // A day later the idempotency key may be gone at the provider: the run looks the transfer up first.
    loseAnswer = false;
    t.clock.advance(DAY);
    await runPayouts(t.app.payments, t.clock.now());
    const [paid] = await t.app.db.select().from(payouts).where(eq(payouts.userId, trainer.id));
    expect(paid).toMatchObject({ id: pending?.id, status: 'paid', providerTransferId: made.get(pending?.id ?? '') });
    expect(made.size).toBe(before);
  });

  it('admins run payouts now through the API; others may not', async () => {
    const trainer = await trainerWithSale();
    t.clock.advance(31 * DAY);
    expect((await requestAs(t.app, trainer, 'POST', '/api/admin/payouts/run')).statusCode).toBe(403);
    const admin = await signedInAs(t.app, 'admin');
    const run = await requestAs(t.app, admin, 'POST', '/api/admin/payouts/run');
    expect(run.statusCode).toBe(200);
    expect(run.json().paid).toBeGreaterThanOrEqual(1);
    expect((await payoutsOf(trainer)).payouts).toHaveLength(1);
  });
});
