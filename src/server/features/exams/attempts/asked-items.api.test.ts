import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import { examClient, rightResponse } from '../../../testing/exam-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { attemptItems } from '../tables';
import { attemptItemRows } from './next-items';

let t: TestApp;
let visitor: ReturnType<typeof examClient>;
beforeAll(async () => {
  t = await createTestApp();
  visitor = examClient(t.app);
});
afterAll(async () => {
  await t.close();
});

/** An item of the bank the attempt did not ask, appended to it as a later selection step (or another instance) would. */
async function appendOutsider(attempt: InProgressAttempt) {
  const outsider = t.bank.find((item) => !attempt.items.some((entry) => entry.item.id === item.id));
  if (!outsider) throw new Error('the bank has no item outside the attempt');
  const { sourceFile: _file, ...item } = outsider;
  await t.database.db
    .insert(attemptItems)
    .values(
      attemptItemRows(attempt.id, [{ item, groupId: null, groupPosition: null }], attempt.items.length, t.clock.now()),
    );
  return item;
}

describe('an attempt may gain items after it started (the adaptive test to come)', () => {
  it('saves an answer to an item added after the attempt’s items were cached, and shows it on a reload', async () => {
    const attempt = await visitor.started();
    const first = attempt.items[0]?.item.id ?? '';
    expect((await visitor.respond(attempt.id, first, { choice: 1 })).statusCode).toBe(200);

    const added = await appendOutsider(attempt);
    const saved = await visitor.respond(attempt.id, added.id, rightResponse(added));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ itemId: added.id, position: 10, response: rightResponse(added) });

    const reread: InProgressAttempt = (await visitor.get(attempt.id)).json();
    expect(reread.items.map((entry) => entry.item.id)).toEqual([...attempt.items.map((e) => e.item.id), added.id]);
    expect(reread.items[10]?.response).toEqual(rightResponse(added));
    expect(JSON.stringify(reread.items[10]?.item)).not.toMatch(/correctAnswer|explanation|reference/);
  });

  it('still refuses, with 400 item_not_in_attempt, an item the attempt never asked', async () => {
    const attempt = await visitor.started();
    const outsider = t.bank.find((item) => !attempt.items.some((entry) => entry.item.id === item.id));
    const refused = await visitor.respond(attempt.id, outsider?.id ?? '', { choice: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('item_not_in_attempt');
  });
});
