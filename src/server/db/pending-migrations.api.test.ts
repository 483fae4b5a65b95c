import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPaths } from '../project-paths';
import { openTestDatabase } from '../testing/test-database';
import { type DatabaseHandle, pendingMigrationCount } from './client';

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

describe('pendingMigrationCount: what an app started with MIGRATE_ON_START=false checks (issue 23)', () => {
  it('counts every migration of a database never migrated, and none once migrated', async () => {
    const all = readMigrationFiles({ migrationsFolder: projectPaths.migrationsDir }).length;
    const empty = await openTestDatabase({ migrate: false });
    opened.push(empty);
    expect(await pendingMigrationCount(empty.db)).toBe(all);
    await empty.migrate();
    expect(await pendingMigrationCount(empty.db)).toBe(0);
  });
});
