import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmittedAttempt } from '../../shared/exams/attempt-schemas';
import { examClient } from '../testing/exam-client';
import { databaseMigratedBefore } from '../testing/migrated-before';
import { buildQuestion } from '../testing/question-factory';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A sample-test item as attempts stored it before item types (no itemType, one key index). */
const oldItem = (n: number) => {
  const { itemType: _type, sourceFile: _file, ...item } = buildQuestion(n);
  return item;
};

let t: TestApp;
const submittedId = '0b7d5a3e-1f2c-4d5e-8a9b-0c1d2e3f4a5b';
const inProgressId = '1c8e6b4f-2a3d-4e6f-9b0c-1d2e3f4a5b6c';
const items = Array.from({ length: 10 }, (_, i) => oldItem(i + 1));

beforeAll(async () => {
  const database = await databaseMigratedBefore('0004');
  // Item 1 right, 2 wrong, the rest unanswered; scored 1 of 10 when it was submitted.
  const answers = items.map((item, i) => (i === 0 ? item.correctAnswer : i === 1 ? (item.correctAnswer + 1) % 4 : -1));
  await database.db.execute(sql`
    insert into exam_attempts (id, kind, status, items, answers, time_limit_seconds, started_at, deadline_at, submitted_at, score, time_spent_seconds)
    values
      (${submittedId}, 'sample', 'submitted', ${JSON.stringify(items)}::jsonb, ${JSON.stringify(answers)}::jsonb, 900,
       '2026-03-01T09:00:00Z', '2026-03-01T09:15:00Z', '2026-03-01T09:05:00Z', 1, 300),
      (${inProgressId}, 'sample', 'in_progress', ${JSON.stringify(items)}::jsonb, ${JSON.stringify(answers)}::jsonb, 900,
       '2026-03-02T08:59:00Z', '2026-03-02T09:14:00Z', null, null, null)`);
  await database.migrate();
  t = await createTestApp({ database, bank: items.map((_, i) => buildQuestion(i + 1)) });
});
afterAll(async () => {
  await t?.close();
});

describe('migration 0004: sample-test attempts move to attempt_items, not dropped', () => {
  it('keeps a submitted attempt with its score, its answers as responses and the review of every item', async () => {
    const result: SubmittedAttempt = (await examClient(t.app).get(submittedId)).json();
    expect(result).toMatchObject({
      status: 'submitted',
      formId: 'free-sample',
      mode: 'timed',
      score: 1,
      possible: 10,
      percent: 10,
      timeSpentSeconds: 300,
    });
    expect(result.items.map((entry) => entry.item.id)).toEqual(items.map((item) => item.id));
    expect(result.items[0]).toMatchObject({
      response: { choice: items[0]?.correctAnswer },
      result: { earned: 1, possible: 1, solution: { correctAnswer: items[0]?.correctAnswer } },
    });
    expect(result.items[1]?.result.earned).toBe(0);
    expect(result.items.slice(2).every((entry) => entry.response === null && entry.result.earned === 0)).toBe(true);
    expect(result.items[0]?.item.itemType).toBe('multiple-choice');
  });

  it('lets an attempt in progress at the migration go on: answered, then submitted and scored', async () => {
    const client = examClient(t.app);
    const attempt = (await client.get(inProgressId)).json();
    expect(attempt.status).toBe('in_progress');
    expect(attempt.items[0].response).toEqual({ choice: items[0]?.correctAnswer });
    const third = items[2];
    if (!third) throw new Error('no item');
    expect((await client.respond(inProgressId, third.id, { choice: third.correctAnswer })).statusCode).toBe(200);
    expect((await client.submit(inProgressId)).json()).toMatchObject({ score: 2, possible: 10 });
  });
});
