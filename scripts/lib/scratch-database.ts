import { databaseUrl, dropDatabase, runOnServer, uniqueDatabaseName } from '../../src/server/testing/database-template';

/** A database made for one script run on a PostgreSQL server: its URL, and `drop` to remove it. */
interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates an empty database named `<prefix>_<random>` on the server of `serverUrl` (any database
 * URL on it), with the tests' own helpers. Rejects when the server cannot be reached.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = uniqueDatabaseName(prefix);
  await runOnServer(serverUrl, `create database ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
