import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { type PushSender, webPushSender } from './push';
import { defineReminderJobs } from './reminder-jobs';
import { pushRoutes, unsubscribeRoutes } from './routes';
import { loadVapidKeys, type VapidKeys } from './secrets';

/** Options of the reminders feature; tests replace the push sender and shorten the jobs' timings. */
export interface RemindersOptions {
  /** Web Push sender; default: web-push with the VAPID keys (none when push is off). */
  push?: PushSender | null;
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

/**
 * The reminders feature (issue 25 item 6): its API routes (POST /api/unsubscribe, /api/push/*),
 * registered inside the /api plugin by `registerReminderRoutes`, and its jobs on `app.jobs`
 * (defineReminderJobs). The VAPID keys are read once, when first needed.
 */
export function reminderKeys(app: FastifyInstance, config: Pick<Config, 'vapid' | 'pushKeysFallback'>) {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= loadVapidKeys(app.db, config);
    keys.catch(() => {
      keys = undefined;
    });
    return keys;
  };
}

/** Registers the reminders' routes on `api` (the /api plugin). */
export async function registerReminderRoutes(api: FastifyInstance, keys: () => Promise<VapidKeys>): Promise<void> {
  await api.register(unsubscribeRoutes, { prefix: '/unsubscribe' });
  await api.register(pushRoutes, { prefix: '/push', keys });
}

/** Defines the reminder jobs with the push sender for `keys` (or the test's). */
export function scheduleReminders(
  app: FastifyInstance,
  keys: () => Promise<VapidKeys>,
  options: RemindersOptions = {},
): void {
  defineReminderJobs(app, {
    push: async () => (options.push !== undefined ? options.push : webPushSender(await keys())),
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    retryDelaySeconds: options.retryDelaySeconds,
  });
}
