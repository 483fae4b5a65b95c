import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { databaseUrl, dropDatabase, runOnServer, uniqueDatabaseName } from './database-template';

/**
 * A fresh database of its own for one test file: migrated, or, with `migrate: false`, empty and
 * unmigrated. With TEST_DATABASE_URL set (a PostgreSQL server URL), a new database on that server,
 * dropped on close, so the production driver is tested; otherwise an in-memory PGlite. Each is a
 * copy of the template the API tests' global setup made once for the run (global-setup.ts); a file
 * run without that setup migrates its own.
 */
export async function openTestDatabase({ migrate = true } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresCopy(serverUrl, migrate) : openPgliteCopy(migrate);
}

async function openPgliteCopy(migrate: boolean): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  const dump = template?.driver === 'pglite' ? (migrate ? template.migratedDump : template.emptyDump) : undefined;
  if (dump) {
    const loadDataDir = new Blob([new Uint8Array(await readFile(dump))]);
    return openDatabase({ driver: 'pglite', dataDir: 'memory://' }, { loadDataDir });
  }
  const database = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
  if (migrate) await database.migrate();
  return database;
}

async function openPostgresCopy(serverUrl: string, migrate: boolean): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  const copyOf = migrate && template?.driver === 'postgres' ? template.name : null;
  const name = uniqueDatabaseName('nightingale_test');
  await runOnServer(serverUrl, copyOf ? `create database ${name} template ${copyOf}` : `create database ${name}`);
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name) });
  if (migrate && !copyOf) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
