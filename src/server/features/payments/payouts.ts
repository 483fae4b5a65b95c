import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import type {
  ConnectPayoutAccount,
  PayoutAccountState,
  PayoutRun,
  TrainerPayouts,
} from '../../../shared/payments/payouts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findAccountUserByEmail } from '../account/service';
import { earningsOf, paidOutOf, writePayoutEntry } from '../marketplace/service';
import { applyEventOnce, type PaymentsContext } from './orders';
import { ProviderError } from './provider';
import { payoutAccounts, payouts } from './tables';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** How old a pending payout is when its idempotency key may be gone at the provider (Stripe keeps keys 24 hours; 20 to be safe). */
const KEY_FORGOTTEN_AFTER_MS = 20 * 60 * 60 * 1000;

/** A payout account as its trainer sees it (none yet: not connected). */
function toAccountState(row: PayoutAccountRow | undefined, providerName: string): PayoutAccountState {
  return {
    connected: row !== undefined,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    test: providerName === 'test',
  };
}

/**
 * Connects `trainer`'s payout account at `now` (issue 26 item 4): creates it at the provider the
 * first time (Stripe Connect Express; the test provider's is ready at once) and answers where to
 * complete it: Stripe's onboarding page (a fresh link each time, returning to the trainer
 * dashboard), or null when nothing is left to do. Errors: 502 when the provider refuses or cannot be reached.
 */
export async function connectPayoutAccount(
  ctx: PaymentsContext,
  trainer: AccountUser,
  now: Date,
): Promise<ConnectPayoutAccount> {
  const fail = (error: unknown): never => {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, userId: trainer.id }, 'the payment provider did not open a payout account');
    throw new AppError(error.kind === 'unreachable' ? 'payment_provider_unavailable' : 'payment_provider_refused', {
      status: 502,
      message:
        error.kind === 'unreachable'
          ? msg('The payment service could not be reached. Try again in a minute.')
          : msg('The payment service refused this payout account: {{message}}', { message: error.message }),
    });
  };
  let [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, trainer.id));
  if (!row) {
    const account = await ctx.provider.createPayoutAccount({ userId: trainer.id, email: trainer.email }).catch(fail);
    await ctx.db
      .insert(payoutAccounts)
      .values({
        userId: trainer.id,
        providerAccountId: account.accountId,
        payoutsEnabled: account.payoutsEnabled,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, trainer.id));
  }
  if (!row) throw new Error('the payout account was not saved');
  if (!row.payoutsEnabled) row = (await refreshPayoutAccount(ctx, row, now)) ?? row;
  const back = `${ctx.publicUrl}${paths.trainerDashboard.path}`;
  const onboardingUrl = row.payoutsEnabled
    ? null
    : await ctx.provider
        .onboardingLink({ accountId: row.providerAccountId, returnUrl: back, refreshUrl: back })
        .catch(fail);
  return { account: toAccountState(row, ctx.provider.name), onboardingUrl };
}

/**
 * Asks the provider at `now` whether a payout account not yet enabled can now receive transfers,
 * and saves the answer: Stripe reports a connected account's onboarding through `account.updated`
 * only to a Connect webhook endpoint, so the trainer's return to the dashboard (and each payout
 * run) asks directly. A provider that cannot be reached leaves the row as it was (null).
 */
async function refreshPayoutAccount(
  ctx: PaymentsContext,
  row: PayoutAccountRow,
  now: Date,
): Promise<PayoutAccountRow | null> {
  try {
    const account = await ctx.provider.getPayoutAccount(row.providerAccountId);
    if (account.payoutsEnabled === row.payoutsEnabled) return row;
    const [updated] = await ctx.db
      .update(payoutAccounts)
      .set({ payoutsEnabled: account.payoutsEnabled, updatedAt: now })
      .where(eq(payoutAccounts.userId, row.userId))
      .returning();
    return updated ?? null;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, userId: row.userId }, 'a payout account could not be checked at the provider');
    return null;
  }
}

/**
 * `trainer`'s payouts at `now` (issue 26 item 4): the account, earnings pending (within 30 days of
 * the sale, or held by a dispute), available (past the hold, less what was paid out) and paid out
 * (payouts written, paid or being retried), and each payout, newest first.
 */
export async function getTrainerPayouts(
  ctx: PaymentsContext,
  trainer: AccountUser,
  now: Date,
): Promise<TrainerPayouts> {
  const [[account], earnings, paidOutCents, rows] = await Promise.all([
    ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, trainer.id)),
    earningsOf(ctx.db, trainer.id, now),
    paidOutOf(ctx.db, trainer.id),
    ctx.db
      .select()
      .from(payouts)
      .where(eq(payouts.userId, trainer.id))
      .orderBy(desc(payouts.createdAt), desc(payouts.id)),
  ]);
  return {
    account: toAccountState(account, ctx.provider.name),
    pendingCents: earnings.pendingCents,
    availableCents: Math.max(0, earnings.availableCents),
    paidOutCents,
    payouts: rows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    })),
  };
}

/**
 * Writes, in one transaction at `at`, a pending payout of everything `account`'s trainer has
 * available (past the 30-day hold, not disputed, less what was paid out) and its ledger entry, or
 * nothing when that is not above 0. The account's row is locked first, so two runs at once write
 * one payout: the second reads the first's entry and finds nothing left.
 */
async function writePayout(db: Database, account: PayoutAccountRow, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, account.userId), eq(payoutAccounts.payoutsEnabled, true)))
      .for('update');
    if (!locked) return;
    const { availableCents } = await earningsOf(tx, locked.userId, at);
    if (availableCents <= 0) return;
    await tx.insert(payouts).values({
      userId: locked.userId,
      providerAccountId: locked.providerAccountId,
      amountCents: availableCents,
      createdAt: at,
      updatedAt: at,
    });
    await writePayoutEntry(tx, { userId: locked.userId, amountCents: availableCents, at });
  });
}

/**
 * The payout run (issue 26 item 4; the `payouts-run` job, and admins' "Run payouts now"), at `at`:
 * for each trainer whose payout account is enabled, a pending payout of their available earnings
 * is written with its ledger entry (writePayout), then every pending payout is transferred through
 * the provider with its id as the idempotency key: success marks it paid with the transfer id; a
 * failure leaves it pending (its sentence kept) for the next run, which retries with the same key,
 * so a payout is never paid twice. Runs at once, or twice, pay once. Answers how many were paid
 * and how many transfers failed.
 */
export async function runPayouts(ctx: PaymentsContext, at: Date): Promise<PayoutRun> {
  // Accounts still onboarding: asked at the provider first (their account.updated may never reach us).
  const onboarding = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.payoutsEnabled, false));
  for (const account of onboarding) await refreshPayoutAccount(ctx, account, at);
  const accounts = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.payoutsEnabled, true));
  for (const account of accounts) await writePayout(ctx.db, account, at);
  const pending = await ctx.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'pending'), isNull(payouts.providerTransferId), gt(payouts.amountCents, 0)))
    .orderBy(payouts.createdAt);
  let paid = 0;
  let failed = 0;
  for (const payout of pending) {
    try {
      // A payout retried after the provider may have forgotten its idempotency key (Stripe: 24
      // hours): a transfer made under it whose answer was lost is found by its group and adopted.
      const stale = at.getTime() - payout.createdAt.getTime() >= KEY_FORGOTTEN_AFTER_MS;
      const found = stale ? await ctx.provider.findTransfer(payout.id) : null;
      const transfer =
        found ??
        (await ctx.provider.transfer({
          accountId: payout.providerAccountId,
          amountCents: payout.amountCents,
          idempotencyKey: payout.id,
          group: payout.id,
          description: `Nightingale payout ${payout.id}`,
        }));
      const [updated] = await ctx.db
        .update(payouts)
        .set({
          status: 'paid',
          providerTransferId: transfer.transferId,
          paidAt: at,
          failureReason: null,
          updatedAt: at,
        })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')))
        .returning({ id: payouts.id });
      if (updated) paid += 1;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      failed += 1;
      ctx.log.warn({ err: error, payoutId: payout.id }, 'a payout transfer failed; the next run retries it');
      await ctx.db
        .update(payouts)
        .set({ failureReason: error.message, updatedAt: at })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')));
    }
  }
  return { paid, failed };
}

/**
 * Applies the provider's news of a payout account (`account.updated`) at `at`, once per event:
 * whether it may receive transfers now. Answers what it did.
 */
export async function updatePayoutAccount(
  ctx: PaymentsContext,
  event: { eventId: string; accountId: string; payoutsEnabled: boolean },
  at: Date,
): Promise<string> {
  return applyEventOnce(ctx, { eventId: event.eventId, type: 'account.updated' }, at, async (tx) => {
    const [row] = await tx
      .update(payoutAccounts)
      .set({ payoutsEnabled: event.payoutsEnabled, updatedAt: at })
      .where(eq(payoutAccounts.providerAccountId, event.accountId))
      .returning({ userId: payoutAccounts.userId });
    const outcome = row
      ? `payout account ${event.payoutsEnabled ? 'enabled' : 'disabled'}`
      : 'ignored: no payout account with this id';
    return outcome;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo trainer's payouts (README "Demo accounts"): Maria Santos holds a connected test payout
 * account and was paid, 7 days before `now`, what she had available then, so her dashboard's
 * Payouts card shows one paid payout. Her earnings (what she earned) are unchanged. Runs once: an
 * existing account leaves everything as it is. Answers whether it seeded.
 */
export async function seedDemoPayouts(db: Database, now: Date): Promise<boolean> {
  const maria = await findAccountUserByEmail(db, 'maria.santos@nightingale.test');
  if (!maria) return false;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(payoutAccounts)
      .values({
        userId: maria.id,
        providerAccountId: `test_acct_demo_${maria.id.slice(0, 8)}`,
        payoutsEnabled: true,
        createdAt: new Date(now.getTime() - 20 * DAY_MS),
        updatedAt: new Date(now.getTime() - 20 * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!account) return false;
    const at = new Date(now.getTime() - 7 * DAY_MS);
    const { availableCents } = await earningsOf(tx, maria.id, at);
    if (availableCents <= 0) return true;
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: maria.id,
        providerAccountId: account.providerAccountId,
        amountCents: availableCents,
        status: 'paid',
        createdAt: at,
        updatedAt: at,
        paidAt: at,
      })
      .returning({ id: payouts.id });
    await tx
      .update(payouts)
      .set({ providerTransferId: sql`'test_tr_demo_' || left(${payouts.id}::text, 8)` })
      .where(eq(payouts.id, payout?.id ?? ''));
    await writePayoutEntry(tx, { userId: maria.id, amountCents: availableCents, at });
    return true;
  });
}
