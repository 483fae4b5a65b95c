import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(ledgerEntries).values({
    userId: null,
    party: 'platform',
    entryType: 'adjustment',
    amountCents: 4999,
    availableAt: new Date('2026-03-02T09:00:00.000Z'),
    reason: 'Opening balance',
  });
});
afterAll(async () => {
  await database.close();
});

const entryCount = async () => (await database.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).length;

describe('docs/architecture.md §7 the ledger is append-only, TRUNCATE included (issue 23)', () => {
  it('the database refuses to truncate the ledger, directly or by a cascade from the users it names', async () => {
    await expect(database.db.execute(sql`truncate table ledger_entries`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate table users cascade`)).rejects.toThrow();
    expect(await entryCount()).toBe(1);
  });

  it('the refusal names the rule', async () => {
    const failure = await database.db.execute(sql`truncate table ledger_entries`).then(
      () => null,
      (error: unknown) => error,
    );
    const messages: string[] = [];
    for (let current = failure; current instanceof Error; current = current.cause) messages.push(current.message);
    expect(messages.join(' | ')).toContain('ledger_entries is append-only: it cannot be truncated');
  });
});
