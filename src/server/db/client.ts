import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, DEFAULT_DATABASE_POOL_SIZE } from '../config';
import { projectPaths } from '../project-paths';
import { copyTemplateInto, PGLITE_EXTENSIONS, readPgliteTemplate, templateTarball } from './pglite-template';
import * as schema from './schema';

/** One Drizzle type for both drivers (a union of the two driver types breaks `.returning()`). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus lifecycle operations. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies every pending migration from `src/server/db/migrations` (or `folder`, for tests that
   * migrate part of the way); safe to re-run.
   */
  migrate(folder?: string): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * The same database for long work done while the server answers (the demo seed after it listens,
   * `seedDemoDataAfterListen`): on the embedded database each query (or transaction) first lets the
   * event loop answer what is waiting, since PGlite runs queries in the main thread and a chain of
   * them would otherwise hold every request, even a page's file, until the chain ends. On
   * PostgreSQL, `db` itself (its queries wait on the network).
   */
  background: Database;
  close(): Promise<void>;
}

const migrationsFolder = projectPaths.migrationsDir;
/** Arbitrary constant key for the advisory lock that serialises migrations across app instances. */
const MIGRATION_LOCK_KEY = 727_001;

/** How to open the database. */
interface OpenDatabaseOptions {
  /**
   * PGlite only: the folder of a migrated, empty database made at build time
   * (`createPgliteTemplate`, `dist/server/pglite-template`). A new embedded database starts as a
   * copy of it instead of running initdb (seconds) and the migrations; when it is missing, or was
   * made from other migrations or by another PGlite version, they run as usual.
   */
  pgliteTemplate?: string;
  /**
   * PGlite in memory (`memory://`) only: start from this dump of a data directory (PGlite's
   * `dumpDataDir()`, as the API tests' global setup makes of a migrated database) instead of initdb.
   */
  loadDataDir?: Blob;
}

/**
 * Opens the database the configuration names: PGlite in `dataDir` (`memory://` keeps it in memory)
 * or a PostgreSQL server through node-postgres. Column names map camelCase <-> snake_case.
 */
export async function openDatabase(
  database: Config['database'],
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (database.driver === 'postgres') return openPostgres(database.url, database.poolSize);
  return openPglite(database.dataDir, options.pgliteTemplate, options.loadDataDir);
}

async function openPglite(
  dataDir: string,
  templateFolder: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const template = templateFolder ? readPgliteTemplate(templateFolder, migrationsFolder) : null;
  let client: PGlite;
  if (inMemory) {
    const dump = loadDataDir ?? (template ? templateTarball(template) : undefined);
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(dump ? { loadDataDir: dump } : {}) });
  } else {
    const folder = resolve(dataDir);
    mkdirSync(dirname(folder), { recursive: true });
    if (template) await copyTemplateInto(template, folder);
    client = new PGlite(folder, { extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  const background = drizzlePglite({ client: yieldingBeforeEachQuery(client), schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    background: background as unknown as Database,
    driver: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Lets the event loop run its waiting callbacks (I/O, timers) before the next step. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `client` whose queries and transactions each start on a later turn of the event loop (`background`). */
function yieldingBeforeEachQuery(client: PGlite): PGlite {
  const yielding = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value.bind(target) as (...args: unknown[]) => unknown;
      if (!yielding.has(property)) return method;
      return async (...args: unknown[]) => {
        await nextTurn();
        return method(...args);
      };
    },
  });
}

/**
 * How many of the migrations in `folder` the database has not applied yet (all of them when it was
 * never migrated), read from drizzle's own record (`drizzle.__drizzle_migrations`) as its migrator
 * does. An app that does not migrate at start (MIGRATE_ON_START=false, README "Deploy") checks this
 * first, so it never runs on an older schema.
 */
export async function pendingMigrationCount(db: Database, folder = migrationsFolder): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const last = await db
    .execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)
    .then(
      (result) => (result as { rows: { created_at?: unknown }[] }).rows[0]?.created_at,
      () => undefined, // no record at all: never migrated
    );
  const lastApplied = last === undefined ? Number.NEGATIVE_INFINITY : Number(last);
  return migrations.filter((migration) => migration.folderMillis > lastApplied).length;
}

/** PostgreSQL through a node-postgres pool of at most `poolSize` connections (DATABASE_POOL_SIZE). */
async function openPostgres(url: string, poolSize = DEFAULT_DATABASE_POOL_SIZE): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    background: db as unknown as Database,
    driver: 'postgres',
    migrate: async (folder = migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, casing: 'snake_case' }), { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
