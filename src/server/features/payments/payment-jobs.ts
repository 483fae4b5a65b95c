import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { ensureQueue, type QueueDefinition } from '../../lib/jobs';
import type { PaymentsContext } from './orders';
import { runPayouts } from './payouts';
import { refundWithdrawnSales } from './withdrawn-sales';

/** The payout job's queue: one run pays every trainer's available earnings (runPayouts). */
export const PAYOUT_QUEUE = 'payouts-run';
/** Every day at 06:00 UTC (pg-boss cron): one run a day, whichever instance's clock ticks. */
export const PAYOUT_CRON = '0 6 * * *';
/** The queue of the sweep that refunds withdrawn sales at the provider (refundWithdrawnSales). */
export const WITHDRAWN_SALES_QUEUE = 'payments-withdrawn-sales';
/** Every 10 minutes. */
export const WITHDRAWN_SALES_CRON = '*/10 * * * *';

/**
 * The payments' queues (`npm run db:migrate` installs them): neither is retried by the queue, since
 * each run retries what failed before with the same idempotency keys, so nothing is paid twice.
 */
export function paymentQueues(): QueueDefinition[] {
  return [
    { name: PAYOUT_QUEUE, retryLimit: 0, expireInSeconds: 900 },
    { name: WITHDRAWN_SALES_QUEUE, retryLimit: 0, expireInSeconds: 300 },
  ];
}

/**
 * Defines the payments' jobs on `app.jobs` (issue 26): the daily payout run (item 4) and the sweep
 * that sends back through the provider what Nightingale refunded itself (a cancelled session), each
 * on a cron schedule that pg-boss runs once whichever instance's clock ticks. They read the app's clock.
 */
export function definePaymentJobs(app: FastifyInstance, payments: () => PaymentsContext): void {
  app.jobs.define(async (boss: PgBoss) => {
    for (const queue of paymentQueues()) await ensureQueue(boss, queue);
    await boss.work(PAYOUT_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      const run = await runPayouts(payments(), app.clock());
      if (run.paid > 0 || run.failed > 0) app.log.info(run, 'payouts run');
    });
    await boss.work(WITHDRAWN_SALES_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      const sweep = await refundWithdrawnSales(payments(), app.clock());
      if (sweep.refunded > 0 || sweep.failed > 0) app.log.info(sweep, 'withdrawn sales refunded at the provider');
    });
    await boss.schedule(PAYOUT_QUEUE, PAYOUT_CRON);
    await boss.schedule(WITHDRAWN_SALES_QUEUE, WITHDRAWN_SALES_CRON);
  });
}
