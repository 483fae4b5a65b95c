import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/client';
import { projectPaths } from '../project-paths';
import { openTestDatabase } from './test-database';

/**
 * A fresh test database with only the migrations before `tag` applied (`'0020'`: 0000-0019), so a
 * migration test can insert rows as an older release stored them and then run the rest with
 * `database.migrate()`. The earlier migrations are applied from a temporary copy of the folder whose
 * journal stops before `tag`; the copy is removed once applied.
 */
export async function databaseMigratedBefore(tag: string): Promise<DatabaseHandle> {
  const database = await openTestDatabase({ migrate: false });
  const folder = mkdtempSync(join(tmpdir(), 'nightingale-migrations-'));
  try {
    cpSync(projectPaths.migrationsDir, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < tag);
    writeFileSync(journalPath, JSON.stringify(journal));
    await database.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return database;
}
