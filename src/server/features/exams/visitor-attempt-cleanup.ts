import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { examAttempts } from './tables';

/** How often the cleanup runs (milliseconds): hourly, and once when the app is ready. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** Attempts deleted per statement, so that no delete holds its locks for long. */
const BATCH = 500;

/**
 * Deletes visitors' attempts (no user) that started more than `days` days before `now`, with
 * their items, in batches; users' attempts are kept whatever their age. Returns how many were
 * deleted. Safe to run on several instances at once.
 */
export async function deleteOldVisitorAttempts(db: Database, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const old = db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(isNull(examAttempts.userId), lt(examAttempts.startedAt, cutoff)))
      .limit(BATCH);
    const rows = await db.delete(examAttempts).where(inArray(examAttempts.id, old)).returning({ id: examAttempts.id });
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

/**
 * The scheduled job (issue 9): a stored attempt is about 10 KB, and visitors' attempts would
 * otherwise grow without limit. Runs when `app` is ready and then hourly, on the app's clock;
 * failures are logged and retried at the next run. Stops when the app closes.
 */
export function scheduleVisitorAttemptCleanup(app: FastifyInstance, days: number): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const deleted = await deleteOldVisitorAttempts(app.db, app.clock(), days);
      if (deleted > 0) app.log.info({ deleted, days }, 'deleted old visitor attempts');
    } catch (error) {
      app.log.error({ err: error }, 'visitor attempt cleanup failed');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), CLEANUP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
