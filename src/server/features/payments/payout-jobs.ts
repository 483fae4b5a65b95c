import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { ensureQueue } from '../../lib/jobs';
import type { PaymentsContext } from './orders';
import { runPayouts } from './payouts';

/** The payout job's queue: one run pays every trainer's available earnings (runPayouts). */
export const PAYOUT_QUEUE = 'payouts-run';
/** Every day at 06:00 UTC (pg-boss cron): one run a day, whichever instance's clock ticks. */
export const PAYOUT_CRON = '0 6 * * *';

/**
 * Defines the payout job on `app.jobs` (issue 26 item 4): the `payouts-run` queue, on a daily cron
 * schedule, not retried by the queue (a failed transfer stays pending and the next day's run
 * retries it with the same idempotency key, so nothing is paid twice). The job reads the app's clock.
 */
export function definePayoutJobs(app: FastifyInstance, payments: () => PaymentsContext): void {
  app.jobs.define(async (boss: PgBoss) => {
    await ensureQueue(boss, { name: PAYOUT_QUEUE, retryLimit: 0, expireInSeconds: 900 });
    await boss.work(PAYOUT_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      const run = await runPayouts(payments(), app.clock());
      if (run.paid > 0 || run.failed > 0) app.log.info(run, 'payouts run');
    });
    await boss.schedule(PAYOUT_QUEUE, PAYOUT_CRON);
  });
}
