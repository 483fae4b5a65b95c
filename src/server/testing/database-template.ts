import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';

// Migrating a database for every test file cost seconds each (PGlite's initdb and the migrations):
// the API tests' global setup (global-setup.ts) makes one template per run and every test file
// starts from a copy of it (test-database.ts).

/**
 * What the global setup made for this run. PGlite: two dumps of a data directory (PGlite's
 * `dumpDataDir`, uncompressed tar files), one just after initdb and one migrated. PostgreSQL: the
 * name of a migrated database on the TEST_DATABASE_URL server to copy with `create database ... template`.
 */
type TestDatabaseTemplate =
  | { driver: 'pglite'; emptyDump: string; migratedDump: string }
  | { driver: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts for the `api` project; undefined where it did not run. */
    testDatabaseTemplate: TestDatabaseTemplate | undefined;
  }
}

/** The URL of database `name` on the server of `serverUrl` (a PostgreSQL URL). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server of `serverUrl` in a connection of its own, closed before it resolves. */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops database `name` from the server of `serverUrl`. Plain `drop database` waits up to 5 s for
 * connections still closing (node-postgres's pool.end() resolves before its sockets close); one
 * still open after that is ended (`with (force)`), as a test that leaks a connection would leave.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  try {
    await runOnServer(serverUrl, `drop database if exists ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
    await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

/** PostgreSQL's error code for a database other sessions are using. */
const OBJECT_IN_USE = '55006';

/** A unique database name: `prefix` and 12 random hex digits (runs and files may overlap). */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * Makes this run's template: a migrated database on the PostgreSQL server at `serverUrl`, or,
 * without one, PGlite dumps in a new temporary folder. `remove` deletes it at the end of the run.
 */
export async function createTestDatabaseTemplate(
  serverUrl: string | undefined,
): Promise<{ template: TestDatabaseTemplate; remove: () => Promise<void> }> {
  return serverUrl ? createPostgresTemplate(serverUrl) : createPgliteTemplate();
}

async function createPgliteTemplate() {
  const folder = await mkdtemp(join(tmpdir(), 'nightingale-test-db-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const template = {
    driver: 'pglite' as const,
    emptyDump: join(folder, 'empty.tar'),
    migratedDump: join(folder, 'migrated.tar'),
  };
  try {
    const database = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
    try {
      await writeDump(database, template.emptyDump);
      await database.migrate();
      await writeDump(database, template.migratedDump);
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template, remove };
}

async function writeDump(database: DatabaseHandle, file: string): Promise<void> {
  // Drizzle keeps the driver's client as `$client`: here the PGlite instance openDatabase made.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
}

async function createPostgresTemplate(serverUrl: string) {
  const name = uniqueDatabaseName('nightingale_template');
  const remove = () => dropDatabase(serverUrl, name);
  await runOnServer(serverUrl, `create database ${name}`);
  try {
    const database = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name) });
    // Closing ends every connection: `create database ... template` refuses a template in use.
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { driver: 'postgres' as const, name }, remove };
}
