import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { ensureQueue, type QueueDefinition } from '../../lib/jobs';
import type { PushSender } from './push';
import { deliverReminder, type ReminderJob, scanReminders } from './reminders';

/** The scan job: every 15 minutes (pg-boss cron, UTC), finds the reminders due and enqueues one send job each. */
export const SCAN_QUEUE = 'reminders-scan';
/** One reminder to one user (ReminderJob); retried up to 3 times, which never sends twice (deliverReminder). */
export const SEND_QUEUE = 'reminders-send';
/** Every quarter hour: a student's 08:00-11:00 window gets at least 12 scans, so a slow or missed one is caught up. */
export const SCAN_CRON = '*/15 * * * *';

/**
 * The reminder queues and their policies: the scan is not retried (the next quarter hour scans
 * again); a send job is retried up to 3 times, `retryDelaySeconds` apart (default 60), which never
 * sends twice (deliverReminder records first).
 */
export function reminderQueues(retryDelaySeconds = 60): QueueDefinition[] {
  return [
    { name: SCAN_QUEUE, retryLimit: 0, expireInSeconds: 600 },
    { name: SEND_QUEUE, retryLimit: 3, retryDelay: retryDelaySeconds, expireInSeconds: 300 },
  ];
}

/** Options of the reminder jobs; tests shorten polling and retries. */
export interface ReminderJobOptions {
  /** The Web Push sender (null: push is off), resolved when the queue starts. */
  push: () => Promise<PushSender | null>;
  /** Seconds between a worker's polls (pg-boss minimum 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** Seconds before a failed send job is retried (default 60). */
  retryDelaySeconds?: number;
}

/**
 * Defines the reminder queues on `app.jobs` (issue 25 item 6): `reminders-scan` on a cron schedule
 * (pg-boss makes each scheduled run once, whichever instance's clock ticks), which enqueues a
 * `reminders-send` job per due reminder with a singleton key `<kind>:<user>:<local day>` (one
 * queued job per reminder across instances and scans), and the workers of both. The jobs read the
 * app's clock, so tests move time.
 */
export function defineReminderJobs(app: FastifyInstance, options: ReminderJobOptions): void {
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  app.jobs.define(async (boss: PgBoss) => {
    const push = await options.push();
    const deps = { db: app.db, mailer: app.mailer, push, publicUrl: app.publicUrl, log: app.log };
    for (const queue of reminderQueues(options.retryDelaySeconds)) await ensureQueue(boss, queue);
    await boss.work(SCAN_QUEUE, polling, async () => {
      const jobs = await scanReminders(app.db, app.clock(), app.log);
      for (const job of jobs) await enqueueReminder(boss, job);
      if (jobs.length > 0) app.log.info({ reminders: jobs.length }, 'reminders enqueued');
    });
    await boss.work<ReminderJob>(SEND_QUEUE, polling, async ([job]) => {
      if (!job) return;
      await deliverReminder(deps, job.data, app.clock());
    });
    await boss.schedule(SCAN_QUEUE, SCAN_CRON);
  });
}

/** Enqueues the send job of `job`, once per reminder while one is queued (singleton key and day slot). */
export async function enqueueReminder(boss: PgBoss, job: ReminderJob): Promise<void> {
  await boss.send(SEND_QUEUE, job, { singletonKey: `${job.kind}:${job.userId}:${job.localDay}`, singletonHours: 24 });
}
