import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { buildQuestion, buildQuestionBank } from '../../../testing/question-factory';
import { openTestDatabase } from '../../../testing/test-database';
import { insertAttempt } from '../attempts/start';
import { syncBuiltInForms } from '../forms';
import { attemptItems } from '../tables';
import { syncQuestionBank } from './bank-items';
import { getPlacedItems } from './placed-items';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncBuiltInForms(database.db);
});
afterAll(async () => {
  await database.close();
});

const bank = buildQuestionBank(3);
const edited = buildQuestion(1, { stem: 'An edited stem: which finding should the nurse report first?' });
const form = { id: 'quick-practice', title: 'Quick Practice', kind: 'quick-practice' as const };

/** Starts an attempt of `items` as the Training Center does, and reads back the stems it stored. */
async function start(items: Awaited<ReturnType<typeof getPlacedItems>>) {
  const view = await insertAttempt(
    database.db,
    {
      form,
      mode: 'timed',
      items: { from: 'bank', items },
      caseStudies: new Map(),
      timeLimitSeconds: 600,
      retakeOf: null,
      userId: null,
    },
    new Date(),
  );
  const stored = await database.db
    .select({ item: attemptItems.item })
    .from(attemptItems)
    .where(eq(attemptItems.attemptId, view.id))
    .orderBy(attemptItems.position);
  return { viewed: view.items.map((entry) => entry.item.stem), stored: stored.map((row) => row.item.stem) };
}

describe('the bank’s items kept in memory (issue 30) never serve an item’s old version', () => {
  it('reads an item again once its row changed', async () => {
    await syncQuestionBank(database.db, bank);
    expect((await getPlacedItems(database.db, ['test-001']))[0]?.item.stem).toBe(bank[0]?.stem);
    await syncQuestionBank(database.db, [edited, ...bank.slice(1)]);
    expect((await getPlacedItems(database.db, ['test-001']))[0]?.item.stem).toBe(edited.stem);
  });

  it('copies into an attempt the version its view was made from: an item changed since it was read is read again', async () => {
    await syncQuestionBank(database.db, bank);
    const read = await getPlacedItems(database.db, ['test-002', 'test-001']);
    expect(await start(read)).toEqual({
      viewed: [bank[1]?.stem, bank[0]?.stem],
      stored: [bank[1]?.stem, bank[0]?.stem],
    });

    await syncQuestionBank(database.db, [edited, ...bank.slice(1)]);
    // `read` holds test-001 as it was before the edit: the copy refuses it, the start reads it again.
    expect(await start(read)).toEqual({ viewed: [bank[1]?.stem, edited.stem], stored: [bank[1]?.stem, edited.stem] });
  });
});
