import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('issue 30: the background handle (the demo seed after the server listens)', () => {
  it('lets waiting callbacks (a request’s I/O) run before each of its queries', async () => {
    const ran: string[] = [];
    setImmediate(() => ran.push('waiting callback'));
    await database.background.execute(sql`select 1`);
    ran.push('query');
    expect(ran).toEqual(['waiting callback', 'query']);
  });

  it('reads and writes the same database as db, in transactions too', async () => {
    await database.background.execute(sql`create table background_probe (n integer)`);
    await database.background.transaction(async (tx) => {
      await tx.execute(sql`insert into background_probe values (1), (2)`);
    });
    const result = await database.db.execute(sql`select sum(n)::int as total from background_probe`);
    expect((result as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(3);
  });
});
