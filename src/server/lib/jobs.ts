import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/**
 * The job queue (issue 25 item 6): pg-boss 10 on the app's own database, for both drivers.
 *
 * - PostgreSQL (DATABASE_URL): pg-boss runs its SQL through the app's node-postgres pool, so every
 *   instance shares one queue in the `pgboss` schema; its row locks (SKIP LOCKED) hand each job to
 *   one instance, and its cron schedule creates each scheduled job once whichever instance ticks.
 * - Embedded PGlite (`npm start`, tests): the same pg-boss, in-process, through the adapter below
 *   (PGlite's `query` runs one statement with parameters, `exec` runs multi-statement text without
 *   parameters; pg-boss only sends the latter without parameters).
 *
 * pg-boss keeps its own tables in the `pgboss` schema and creates or upgrades them itself when it
 * starts (not a Drizzle migration).
 */

/** A setup step run once the queue has started: create queues, `work()` them, `schedule()` them. */
export type JobSetup = (boss: PgBoss) => Promise<void>;

/** The app's queue: steps registered before start, and the running pg-boss once started. */
export interface Jobs {
  /** Adds a setup step; call while building the app (before ready). */
  define(setup: JobSetup): void;
  /**
   * Resolves with the running queue once started (after the app is ready), or null when jobs are
   * off for this app (tests that do not ask for them) or the queue failed to start (logged).
   */
  started(): Promise<PgBoss | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (src/server/lib/jobs.ts). */
    jobs: Jobs;
  }
}

/** Minimal shape of the drivers' clients the adapter calls. */
interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}
interface PoolLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` adapter over the app's open database: node-postgres' pool as it is; PGlite's
 * `exec` for parameterless (possibly multi-statement) text and `query` otherwise.
 */
export function pgBossAdapter(database: DatabaseHandle): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'postgres') {
    const pool = client as PoolLike;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PgliteLike;
  return {
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
  };
}

/** Options of the queue: pg-boss constructor options tests may shorten (polling, cron checks). */
export interface JobQueueOptions {
  /**
   * When to start the queue: 'listening' (main.ts: once the server listens, so the queue's
   * start never delays the first requests; cold start is measured), 'ready' (tests that drive the
   * app with inject() and never listen), or false (no queue: other tests, scripts).
   */
  startOn: 'listening' | 'ready' | false;
  /** Extra pg-boss options (tests: shorter intervals). */
  boss?: Partial<PgBoss.ConstructorOptions>;
}

/**
 * Decorates `app.jobs` and starts pg-boss on `app.database` once the server listens (or, for
 * tests, once the app is ready), without delaying either, then runs every `define`d setup step. On
 * close it stops the queue gracefully (running jobs finish, no polling left behind) before the
 * database closes. A queue that fails to start is logged; the app keeps serving.
 */
export function registerJobQueue(app: FastifyInstance, options: JobQueueOptions): void {
  const setups: JobSetup[] = [];
  let starting: Promise<PgBoss | null> | undefined;
  let resolveStarted: (boss: PgBoss | null) => void = () => {};
  const startedPromise = new Promise<PgBoss | null>((resolve) => {
    resolveStarted = resolve;
  });

  app.decorate('jobs', {
    define: (setup: JobSetup) => {
      setups.push(setup);
    },
    started: () => (options.startOn ? startedPromise : Promise.resolve(null)),
  } satisfies Jobs);

  const start = async (): Promise<PgBoss | null> => {
    const boss = new PgBoss({
      db: pgBossAdapter(app.database),
      schema: 'pgboss',
      ...options.boss,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    try {
      await boss.start();
      for (const setup of setups) await setup(boss);
      app.log.debug({ driver: app.database.driver }, 'job queue started');
      return boss;
    } catch (error) {
      app.log.error({ err: error }, 'the job queue could not start; reminders are not sent');
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      return null;
    }
  };

  if (!options.startOn) return;
  const begin = async () => {
    // Not awaited: the app answers first; the queue starts on the next turn of the event loop.
    starting = new Promise<void>((resolve) => setImmediate(resolve)).then(start);
    void starting.then(resolveStarted);
  };
  app.addHook(options.startOn === 'listening' ? 'onListen' : 'onReady', begin);
  app.addHook('onClose', async () => {
    const boss = await starting;
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
}

/** A queue and its options, created before any instance works it. */
export type QueueDefinition = PgBoss.Queue;

/** PostgreSQL's codes for a transaction aborted by a deadlock, and a duplicate key. */
const CREATE_RACE_CODES = new Set(['40P01', '23505']);

/**
 * Creates `queue` unless it exists. pg-boss 10's `createQueue` takes no lock, so instances that
 * start together on a new database can deadlock creating the same queue (PostgreSQL aborts one
 * of them, 40P01) or meet a duplicate key: the queue then exists, made by the other, and that is
 * not an error. Any other failure, or the queue still missing after three tries, throws.
 */
export async function ensureQueue(boss: PgBoss, queue: QueueDefinition): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(queue.name)) return;
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !CREATE_RACE_CODES.has(code) || attempt >= 3) throw error;
    }
  }
}

/**
 * Installs or upgrades pg-boss's own tables (schema `pgboss`) and creates `queues` on `database`,
 * without working or scheduling anything, then stops. `npm run db:migrate` runs it as the
 * database owner, so that instances running as a role that owns nothing (MIGRATE_ON_START=false,
 * README "Deploy") find everything in place and only read and write rows.
 */
export async function installJobQueue(database: DatabaseHandle, queues: QueueDefinition[]): Promise<void> {
  const boss = new PgBoss({ db: pgBossAdapter(database), schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  try {
    for (const queue of queues) await ensureQueue(boss, queue);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
