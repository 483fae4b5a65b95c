import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import { signedInAs } from '../../testing/accounts';
import { examClient, rightResponse, wrongResponse } from '../../testing/exam-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { itemResponses } from './tables';

/**
 * A submitted fixed-form test adds its answered items to the calibration's evidence
 * (exams/attempts/submit.ts -> recordAttemptResponses; decision 015), except in Tutor mode and for
 * retakes.
 */

let t: TestApp;
let student: ReturnType<typeof examClient>;
beforeAll(async () => {
  t = await createTestApp();
  student = examClient(t.app, (await signedInAs(t.app, 'student')).cookie);
});
afterAll(async () => {
  await t.close();
});

const authored = (itemId: string) => {
  const item = t.bank.find((entry) => entry.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item;
};
const itemIds = (attempt: InProgressAttempt) => attempt.items.map((entry) => entry.item.id);
const recorded = (attemptId: string) =>
  t.database.db.select().from(itemResponses).where(eq(itemResponses.attemptId, attemptId));

describe('issue 22 item 5: responses recorded from submitted tests', () => {
  it('records each answered item of a Timed test once, with its points, and skips unanswered items', async () => {
    const attempt = await student.started('free-sample', 'timed');
    const [first, second, third] = itemIds(attempt) as [string, string, string];
    await student.respond(attempt.id, first, rightResponse(authored(first)));
    await student.respond(attempt.id, second, wrongResponse(authored(second)));
    await student.respond(attempt.id, third, rightResponse(authored(third)));
    t.clock.advance(120);
    expect((await student.submit(attempt.id)).statusCode).toBe(200);
    // Submitting again returns the stored result and records nothing more.
    expect((await student.submit(attempt.id)).statusCode).toBe(200);

    const rows = await recorded(attempt.id);
    expect(
      rows
        .map(({ itemId, score, possible, source }) => ({ itemId, score, possible, source }))
        .sort((a, b) => a.itemId.localeCompare(b.itemId)),
    ).toEqual(
      [
        { itemId: first, score: 1, possible: 1, source: 'attempt' },
        { itemId: second, score: 0, possible: 1, source: 'attempt' },
        { itemId: third, score: 1, possible: 1, source: 'attempt' },
      ].sort((a, b) => a.itemId.localeCompare(b.itemId)),
    );
    expect(rows.every((row) => row.answeredAt.getTime() === t.clock.now().getTime())).toBe(true);
  });

  it('records nothing from a retake (the same items again) or from Tutor mode (the key is shown before the answer is final)', async () => {
    const original = await student.started('free-sample', 'timed');
    await student.submit(original.id);
    const retake: InProgressAttempt = (await student.retake(original.id)).json();
    const [retaken] = itemIds(retake) as [string];
    await student.respond(retake.id, retaken, rightResponse(authored(retaken)));
    expect((await student.submit(retake.id)).statusCode).toBe(200);
    expect(await recorded(retake.id)).toEqual([]);

    const tutor = await student.started('free-sample', 'tutor');
    const [asked] = itemIds(tutor) as [string];
    await student.respond(tutor.id, asked, rightResponse(authored(asked)));
    expect((await student.submit(tutor.id)).statusCode).toBe(200);
    expect(await recorded(tutor.id)).toEqual([]);
  });
});
