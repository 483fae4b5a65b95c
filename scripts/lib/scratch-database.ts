import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one script run on a PostgreSQL server: its URL, and `drop` to remove it. */
export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates an empty database named `<prefix>_<random>` on the server of `serverUrl` (any database
 * URL on it). Rejects when the server does not answer within 3 s.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
