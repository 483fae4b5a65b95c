import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { databaseUrl, dropDatabase, runOnServer, uniqueDatabaseName } from '../../testing/database-template';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { SCAN_QUEUE, SEND_QUEUE } from './reminder-jobs';
import { deliverReminder, scanReminders } from './reminders';

/**
 * The reminder jobs on the job queue (issue 25 item 6): two app instances, each with its own
 * pg-boss, on ONE database. With TEST_DATABASE_URL (PostgreSQL, as in production) each instance
 * has its own connection pool; without it both share the embedded PGlite database in-process.
 */

const dueCards = new Map<string, number>();
// Wraps the real module (the mock stays registered for later files of the worker): only the
// users this file gives cards due see the given count.
vi.mock('../flashcards/service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../flashcards/service')>();
  return {
    ...real,
    countCardsForToday: async (...args: Parameters<typeof real.countCardsForToday>) => {
      const counts = await real.countCardsForToday(...args);
      const due = dueCards.get(args[1]);
      return due === undefined ? counts : { ...counts, due };
    },
  };
});

/** Every email both instances sent, in order. */
const sent: Array<Mail & { instance: number }> = [];
/** Addresses whose first email throws AFTER it was handed over (a crash mid-job). */
const crashOnce = new Set<string>();
const mailerFor = (instance: number) => ({
  send: async (mail: Mail) => {
    sent.push({ ...mail, instance });
    if (crashOnce.delete(mail.to)) throw new Error('the worker crashed after sending');
    return { delivered: true };
  },
});

const serverUrl = process.env.TEST_DATABASE_URL;
let databases: DatabaseHandle[] = [];
let dropName: string | undefined;
const instances: TestApp[] = [];
let bosses: PgBoss[] = [];

/** Opens one database and, on PostgreSQL, a second pool on it (two instances), else the same PGlite handle twice. */
async function sharedDatabase(): Promise<DatabaseHandle[]> {
  if (!serverUrl) {
    const database = await openTestDatabase();
    return [database, database];
  }
  const template = inject('testDatabaseTemplate');
  const name = uniqueDatabaseName('nightingale_jobs');
  await runOnServer(
    serverUrl,
    template?.driver === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`,
  );
  dropName = name;
  const url = databaseUrl(serverUrl, name);
  const first = await openDatabase({ driver: 'postgres', url });
  if (template?.driver !== 'postgres') await first.migrate();
  return [first, await openDatabase({ driver: 'postgres', url })];
}

beforeAll(async () => {
  databases = await sharedDatabase();
  const jobs = { reminders: { push: null, pollingIntervalSeconds: 0.5, retryDelaySeconds: 0 } };
  for (const [index, database] of databases.entries()) {
    instances.push(await createTestApp({ database, mailer: mailerFor(index + 1), jobs }));
  }
  bosses = await Promise.all(
    instances.map(async (instance) => {
      const boss = await instance.app.jobs.started();
      if (!boss) throw new Error('the job queue did not start');
      return boss;
    }),
  );
}, 60_000);

afterAll(async () => {
  for (const instance of instances) await instance.app.close();
  for (const database of new Set(databases)) await database.close();
  if (serverUrl && dropName) await dropDatabase(serverUrl, dropName);
});

/** Moves both instances' clocks to `iso`. */
function setClocks(iso: string) {
  for (const instance of instances) instance.clock.advance((Date.parse(iso) - instance.clock.now().getTime()) / 1000);
}

/** Waits until neither queue has a job waiting, retrying or running. */
async function queuesDrained(boss: PgBoss) {
  await vi.waitFor(
    async () => {
      expect(await boss.getQueueSize(SCAN_QUEUE, { before: 'completed' })).toBe(0);
      expect(await boss.getQueueSize(SEND_QUEUE, { before: 'completed' })).toBe(0);
    },
    { timeout: 30_000, interval: 250 },
  );
}

async function studentInTokyo(app: TestApp['app'], due: number): Promise<SignedIn> {
  const who = await signedInAs(app, 'student');
  const saved = await requestAs(app, who, 'PUT', '/api/account/settings', {
    ...DEFAULT_SETTINGS,
    timezone: 'Asia/Tokyo',
  });
  expect(saved.statusCode).toBe(200);
  dueCards.set(who.id, due);
  return who;
}

describe(`issue 25 item 6: reminder jobs, two instances on one ${serverUrl ? 'PostgreSQL' : 'PGlite'} database`, () => {
  it('both instances scan the same morning: each reminder is sent exactly once', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const students = await Promise.all([1, 2, 3].map((due) => studentInTokyo(first.app, due)));
    // Tuesday 2026-03-03 08:15 in Tokyo.
    setClocks('2026-03-02T23:15:00Z');
    await Promise.all(bosses.flatMap((boss) => [boss.send(SCAN_QUEUE, {}), boss.send(SCAN_QUEUE, {})]));
    for (const boss of bosses) await queuesDrained(boss);
    // And both scan again by hand and deliver the same jobs at the same moment.
    const jobs = (await Promise.all(instances.map((instance) => scanReminders(instance.app.db, instance.clock.now()))))
      .flat()
      .filter((job) => students.some((student) => student.id === job.userId));
    const now = first.clock.now();
    await Promise.all(
      [...jobs, ...jobs].map((job, index) => {
        const instance = instances[index % 2] ?? first;
        return deliverReminder(
          {
            db: instance.app.db,
            mailer: mailerFor(index % 2),
            push: null,
            publicUrl: 'http://x',
            log: instance.app.log,
          },
          job,
          now,
        );
      }),
    );
    for (const student of students) {
      expect(sent.filter((mail) => mail.to === student.email)).toHaveLength(1);
    }
  }, 60_000);

  it('a job that throws after recording its delivery is retried by the queue and sends no second email', async () => {
    const [first] = instances;
    if (!first) throw new Error('an instance expected');
    const who = await studentInTokyo(first.app, 2);
    crashOnce.add(who.email);
    // Wednesday 2026-03-04 08:15 in Tokyo.
    setClocks('2026-03-03T23:15:00Z');
    const boss = bosses[0];
    if (!boss) throw new Error('a queue expected');
    await boss.send(SCAN_QUEUE, {});
    await queuesDrained(boss);
    expect(sent.filter((mail) => mail.to === who.email)).toHaveLength(1);
    const rows = await first.app.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, who.id));
    expect(rows.map((row) => row.localDay)).toEqual(['2026-03-04']);
    // The failed try was retried (retryLimit 3) and completed without sending.
    const failed = await boss.fetch(SEND_QUEUE);
    expect(failed).toEqual([]);
  }, 60_000);
});
