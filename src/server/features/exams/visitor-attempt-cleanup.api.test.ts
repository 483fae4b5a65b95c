import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { examClient } from '../../testing/exam-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { attemptItems, examAttempts } from './tables';
import { deleteOldVisitorAttempts } from './visitor-attempt-cleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('deleting old visitors’ attempts', () => {
  it('deletes visitors’ attempts older than the set days with their items, and keeps users’ attempts and recent ones', async () => {
    const visitor = examClient(t.app);
    const student = examClient(t.app, (await signedInAs(t.app)).cookie);
    const oldVisitor = await visitor.started();
    await visitor.submit(oldVisitor.id);
    const oldOpen = await visitor.started();
    const oldStudent = await student.started();
    t.clock.advance(31 * 24 * 60 * 60);
    const recentVisitor = await visitor.started();

    expect(await deleteOldVisitorAttempts(t.app.db, t.clock.now(), 30)).toBe(2);

    const kept = await t.app.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(inArray(examAttempts.id, [oldVisitor.id, oldOpen.id, oldStudent.id, recentVisitor.id]));
    expect(kept.map((row) => row.id).sort()).toEqual([oldStudent.id, recentVisitor.id].sort());
    const orphanItems = await t.app.db.select().from(attemptItems).where(eq(attemptItems.attemptId, oldVisitor.id));
    expect(orphanItems).toEqual([]);
    expect((await visitor.get(oldVisitor.id)).statusCode).toBe(404);
    expect((await student.get(oldStudent.id)).statusCode).toBe(200);
    expect(await deleteOldVisitorAttempts(t.app.db, t.clock.now(), 30)).toBe(0);
  });

  it('keeps everything younger than the set days', async () => {
    const visitor = examClient(t.app);
    const attempt = await visitor.started();
    t.clock.advance(6 * 24 * 60 * 60);
    expect(await deleteOldVisitorAttempts(t.app.db, t.clock.now(), 7)).toBe(0);
    expect((await visitor.get(attempt.id)).statusCode).toBe(200);
  });
});
