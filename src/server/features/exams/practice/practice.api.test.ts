import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import type { PracticeChoice } from '../../../../shared/exams/practice-schemas';
import type { QuestionContent } from '../../../../shared/items/registry';
import { itemResponses } from '../../../db/schema';
import { type SignedIn, signedInAs } from '../../../testing/accounts';
import { type ExamClient, examClient, rightResponse, wrongResponse } from '../../../testing/exam-client';
import { buildQuestionBank } from '../../../testing/question-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { examAttempts } from '../tables';

let t: TestApp;
beforeAll(async () => {
  // 24 items: four in each of the six subjects (the factory spreads subjects by n % 6).
  t = await createTestApp({ bank: buildQuestionBank(24) });
});
afterAll(async () => {
  await t.close();
});

const anyChoice = (pool: PracticeChoice['pool'], more: Partial<PracticeChoice> = {}): PracticeChoice => ({
  subjects: [],
  clientNeeds: [],
  itemTypes: [],
  pool,
  ...more,
});

function authored(itemId: string): QuestionContent {
  const item = t.bank.find((q) => q.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item;
}

const ids = (attempt: { items: { item: { id: string } }[] }) => attempt.items.map((entry) => entry.item.id);

async function student(): Promise<{ account: SignedIn; exams: ExamClient }> {
  const account = await signedInAs(t.app);
  return { account, exams: examClient(t.app, account.cookie) };
}

const count = async (exams: ExamClient, choice: PracticeChoice) => {
  const response = await exams.call('POST', '/practice/count', choice);
  expect(response.statusCode).toBe(200);
  return response.json().matching as number;
};

async function startPractice(
  exams: ExamClient,
  body: PracticeChoice & { questionCount: number; mode: 'tutor' | 'timed' },
): Promise<InProgressAttempt> {
  const response = await exams.call('POST', '/practice', body);
  if (response.statusCode !== 201) throw new Error(`practice start failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

describe('issue 25 item 1: the pools from a student’s own history', () => {
  it('unused, incorrect and flagged follow what she was asked, missed and flagged; another student is unaffected', async () => {
    const { exams } = await student();
    expect(await count(exams, anyChoice('all'))).toBe(24);
    expect(await count(exams, anyChoice('unused'))).toBe(24);
    expect(await count(exams, anyChoice('incorrect'))).toBe(0);
    expect(await count(exams, anyChoice('flagged'))).toBe(0);

    const first = await startPractice(exams, { ...anyChoice('all'), questionCount: 4, mode: 'timed' });
    const [right, wrong, flagged, unanswered] = ids(first) as [string, string, string, string];
    expect((await exams.respond(first.id, right, rightResponse(authored(right)))).statusCode).toBe(200);
    expect((await exams.respond(first.id, wrong, wrongResponse(authored(wrong)))).statusCode).toBe(200);
    expect(
      (await exams.update(first.id, flagged, { flagged: true, response: rightResponse(authored(flagged)) })).statusCode,
    ).toBe(200);
    // Not yet submitted: nothing is scored, so nothing is incorrect; but all four were asked.
    expect(await count(exams, anyChoice('incorrect'))).toBe(0);
    expect(await count(exams, anyChoice('unused'))).toBe(20);
    expect((await exams.submit(first.id)).statusCode).toBe(200);

    expect(await count(exams, anyChoice('unused'))).toBe(20);
    expect(await count(exams, anyChoice('flagged'))).toBe(1);
    // The wrong answer and the unanswered item (counted as missed).
    expect(await count(exams, anyChoice('incorrect'))).toBe(2);

    const unused = await startPractice(exams, { ...anyChoice('unused'), questionCount: 20, mode: 'timed' });
    expect(ids(unused).filter((id) => ids(first).includes(id))).toEqual([]);
    expect((await exams.exit(unused.id)).statusCode).toBe(204);

    const missed = await startPractice(exams, { ...anyChoice('incorrect'), questionCount: 2, mode: 'tutor' });
    expect(new Set(ids(missed))).toEqual(new Set([wrong, unanswered]));
    const marked = await startPractice(exams, { ...anyChoice('flagged'), questionCount: 1, mode: 'timed' });
    expect(ids(marked)).toEqual([flagged]);

    // Her latest answer decides: the missed item now checked right in Tutor mode, later, leaves the pool.
    t.clock.advance(60);
    expect((await exams.respond(missed.id, wrong, rightResponse(authored(wrong)))).statusCode).toBe(200);
    expect((await exams.check(missed.id, wrong)).statusCode).toBe(200);
    expect(await count(exams, anyChoice('incorrect'))).toBe(1);
    const again = await startPractice(exams, { ...anyChoice('incorrect'), questionCount: 1, mode: 'timed' });
    expect(ids(again)).toEqual([unanswered]);

    const other = await student();
    expect(await count(other.exams, anyChoice('unused'))).toBe(24);
    expect(await count(other.exams, anyChoice('incorrect'))).toBe(0);
  });

  it('narrows by subject, client needs and item type', async () => {
    const { exams } = await student();
    expect(await count(exams, anyChoice('all', { subjects: ['Pharmacology'] }))).toBe(4);
    expect(await count(exams, anyChoice('all', { subjects: ['Pharmacology', 'Pharmacology'] }))).toBe(4);
    expect(await count(exams, anyChoice('all', { itemTypes: ['bow-tie'] }))).toBe(0);
    const practice = await startPractice(exams, {
      ...anyChoice('all', { subjects: ['Pharmacology'] }),
      questionCount: 4,
      mode: 'timed',
    });
    expect(practice.items.every((entry) => authored(entry.item.id).subject === 'Pharmacology')).toBe(true);
    const needs = await count(exams, anyChoice('all', { clientNeeds: ['Management of Care'] }));
    expect(needs).toBe(t.bank.filter((q) => q.clientNeeds === 'Management of Care').length);
  });
});

describe('issue 25 item 1: starting a practice', () => {
  it('is an attempt of her own form of kind practice, 90 seconds an item, not listed among the tests', async () => {
    const { exams } = await student();
    const practice = await startPractice(exams, { ...anyChoice('all'), questionCount: 5, mode: 'timed' });
    expect(practice).toMatchObject({ formKind: 'practice', mode: 'timed', timeLimitSeconds: 450 });
    expect(practice.formTitle).toBe('Practice: All subjects (all)');
    expect(practice.items).toHaveLength(5);
    const forms = (await exams.forms()).json();
    expect(forms.forms.some((form: { kind: string }) => form.kind === 'practice')).toBe(false);
    // Nobody else reaches it.
    const other = await student();
    expect((await other.exams.get(practice.id)).statusCode).toBe(404);
  });

  it('refuses a count over her cap or over what matches, and bad input, saving nothing', async () => {
    const { exams } = await student();
    const over = await exams.call('POST', '/practice', { ...anyChoice('all'), questionCount: 76, mode: 'timed' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({ code: 'too_many_questions' });
    expect(over.json().error.message).toContain('at most 75');
    const more = await exams.call('POST', '/practice', {
      ...anyChoice('all', { subjects: ['Pharmacology'] }),
      questionCount: 5,
      mode: 'timed',
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toMatchObject({ code: 'not_enough_items' });
    expect(more.json().error.message).toContain('Only 4 items match');
    const none = await exams.call('POST', '/practice', { ...anyChoice('flagged'), questionCount: 1, mode: 'tutor' });
    expect(none.json().error.message).toContain('No items match');
    for (const body of [
      { ...anyChoice('all'), questionCount: 0, mode: 'timed' },
      { ...anyChoice('all'), questionCount: 2, mode: 'nclex' },
      { ...anyChoice('all'), pool: 'missed', questionCount: 2, mode: 'timed' },
      { ...anyChoice('all'), subjects: ['Astrology'], questionCount: 2, mode: 'timed' },
      { ...anyChoice('all'), itemTypes: ['essay'], questionCount: 2, mode: 'timed' },
    ]) {
      const response = await exams.call('POST', '/practice', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await exams.history()).json().attempts).toEqual([]);
  });

  it('is for registered members: 401 signed out, 403 not registered', async () => {
    const visitor = examClient(t.app);
    expect((await visitor.call('POST', '/practice/count', anyChoice('all'))).statusCode).toBe(401);
    const unregistered = await signedInAs(t.app, 'student', { isRegistered: false });
    const exams = examClient(t.app, unregistered.cookie);
    const refused = await exams.call('POST', '/practice', { ...anyChoice('all'), questionCount: 1, mode: 'timed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Register');
  });
});

describe('issue 25 fix: a practice is not calibration evidence', () => {
  it('a submitted Timed practice records no item responses (her pools reuse items whose keys she saw)', async () => {
    const { exams } = await student();
    const practice = await startPractice(exams, { ...anyChoice('all'), questionCount: 2, mode: 'timed' });
    const [first] = ids(practice) as [string];
    expect((await exams.respond(practice.id, first, rightResponse(authored(first)))).statusCode).toBe(200);
    expect((await exams.submit(practice.id)).statusCode).toBe(200);
    const recorded = await t.database.db.select().from(itemResponses).where(eq(itemResponses.attemptId, practice.id));
    expect(recorded).toEqual([]);
  });
});

describe('issue 25 item 1: suspend and resume', () => {
  it('stops the clock, keeps the answers, refuses answers and submission while suspended, and resumes with the time left', async () => {
    const { exams } = await student();
    const practice = await startPractice(exams, { ...anyChoice('all'), questionCount: 3, mode: 'timed' });
    const [first, second] = ids(practice) as [string, string];
    expect((await exams.respond(practice.id, first, rightResponse(authored(first)))).statusCode).toBe(200);
    t.clock.advance(60);

    const suspended = await exams.call('POST', `/attempts/${practice.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ id: practice.id, remainingSeconds: 270 - 60 });
    // Suspending again changes nothing.
    t.clock.advance(5);
    expect((await exams.call('POST', `/attempts/${practice.id}/suspend`)).json().remainingSeconds).toBe(210);

    // A day later the clock has not moved and the attempt is still in progress (not auto-submitted).
    t.clock.advance(24 * 60 * 60);
    const read = (await exams.get(practice.id)).json();
    expect(read).toMatchObject({ status: 'in_progress', remainingSeconds: 210 });
    expect(read.suspendedAt).toBeDefined();
    expect(read.items[0].response).toEqual(rightResponse(authored(first)));

    const refused = await exams.respond(practice.id, second, wrongResponse(authored(second)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'attempt_suspended' });
    expect(refused.json().error.message).toContain('Resume it');
    expect((await exams.update(practice.id, second, { flagged: true })).statusCode).toBe(409);
    const submit = await exams.submit(practice.id);
    expect(submit.statusCode).toBe(409);
    expect(submit.json().error.code).toBe('attempt_suspended');

    const list = (await exams.call('GET', '/practice/suspended')).json();
    expect(list.practices).toEqual([
      expect.objectContaining({ id: practice.id, mode: 'timed', answered: 1, total: 3, remainingSeconds: 210 }),
    ]);

    const resumed = await exams.call('POST', `/attempts/${practice.id}/resume`);
    expect(resumed.statusCode).toBe(200);
    const view = resumed.json() as InProgressAttempt;
    expect(view.remainingSeconds).toBe(210);
    expect(view.suspendedAt).toBeUndefined();
    expect(new Date(view.deadline).getTime()).toBe(t.clock.now().getTime() + 210 * 1000);
    expect(view.items[0]?.response).toEqual(rightResponse(authored(first)));
    expect((await exams.call('GET', '/practice/suspended')).json().practices).toEqual([]);

    expect((await exams.respond(practice.id, second, wrongResponse(authored(second)))).statusCode).toBe(200);
    t.clock.advance(30);
    const result = await exams.submit(practice.id);
    expect(result.statusCode).toBe(200);
    // Time spent counts the running clock only: 60 s before the pause, 30 s after.
    expect(result.json().timeSpentSeconds).toBe(90);
  });

  it('a suspended Tutor practice refuses a check; the time left runs out only after resuming', async () => {
    const { exams } = await student();
    const practice = await startPractice(exams, { ...anyChoice('all'), questionCount: 1, mode: 'tutor' });
    const [only] = ids(practice) as [string];
    expect((await exams.respond(practice.id, only, rightResponse(authored(only)))).statusCode).toBe(200);
    expect((await exams.call('POST', `/attempts/${practice.id}/suspend`)).statusCode).toBe(200);
    expect((await exams.check(practice.id, only)).statusCode).toBe(409);
    expect((await exams.call('POST', `/attempts/${practice.id}/resume`)).statusCode).toBe(200);
    expect((await exams.check(practice.id, only)).statusCode).toBe(200);
    t.clock.advance(91 + 60);
    expect((await exams.get(practice.id)).json().status).toBe('submitted');
    const late = await exams.call('POST', `/attempts/${practice.id}/suspend`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_submitted');
  });

  it('is her own attempt only: 401 signed out, 404 for another student or an unknown id', async () => {
    const { exams } = await student();
    const practice = await startPractice(exams, { ...anyChoice('all'), questionCount: 2, mode: 'timed' });
    const other = await student();
    expect((await other.exams.call('POST', `/attempts/${practice.id}/suspend`)).statusCode).toBe(404);
    expect((await examClient(t.app).call('POST', `/attempts/${practice.id}/suspend`)).statusCode).toBe(401);
    expect((await exams.call('POST', '/attempts/00000000-0000-4000-8000-000000000000/suspend')).statusCode).toBe(404);
    expect((await exams.call('POST', '/attempts/not-a-uuid/resume')).statusCode).toBe(400);
    expect((await exams.call('POST', `/attempts/${practice.id}/suspend`)).statusCode).toBe(200);
    expect((await other.exams.call('POST', `/attempts/${practice.id}/resume`)).statusCode).toBe(404);
  });
});

describe('issue 25 item 1: the visitor’s Free Sample is kept on sign-up', () => {
  async function visitorSample(submit = true): Promise<string> {
    const visitor = examClient(t.app);
    const attempt = await visitor.started();
    const [first] = ids(attempt) as [string];
    await visitor.respond(attempt.id, first, rightResponse(authored(first)));
    if (submit) expect((await visitor.submit(attempt.id)).statusCode).toBe(200);
    return attempt.id;
  }

  it('counts for the student who signs up after it: Tests taken 1, in her history; kept once', async () => {
    const attemptId = await visitorSample();
    const { exams } = await student();
    expect((await exams.progress()).json().stats.testsTaken).toBe(0);
    const kept = await exams.call('POST', `/attempts/${attemptId}/keep`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: attemptId });
    const progress = (await exams.progress()).json();
    expect(progress.stats.testsTaken).toBe(1);
    expect(progress.recentAttempts.map((a: { id: string }) => a.id)).toEqual([attemptId]);
    expect((await exams.history()).json().attempts.map((a: { id: string }) => a.id)).toEqual([attemptId]);

    const twice = await exams.call('POST', `/attempts/${attemptId}/keep`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('sample_already_kept');
    const other = await student();
    expect((await other.exams.call('POST', `/attempts/${attemptId}/keep`)).statusCode).toBe(404);
    // The visitor's browser no longer reaches it either: it is hers now.
    expect((await examClient(t.app).get(attemptId)).statusCode).toBe(404);
  });

  it('refuses an unknown id, an unfinished sample, one older than 24 hours and any other test', async () => {
    const { exams } = await student();
    expect((await exams.call('POST', '/attempts/00000000-0000-4000-8000-000000000000/keep')).statusCode).toBe(404);
    expect((await examClient(t.app).call('POST', `/attempts/${await visitorSample()}/keep`)).statusCode).toBe(401);

    const unfinished = await exams.call('POST', `/attempts/${await visitorSample(false)}/keep`);
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().error).toMatchObject({ code: 'sample_unfinished' });

    const old = await visitorSample();
    t.clock.advance(24 * 60 * 60 + 60);
    const late = await exams.call('POST', `/attempts/${old}/keep`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('24 hours');

    // A visitor's attempt of another form (made so by hand: visitors take only the Free Sample).
    const other = await visitorSample();
    await t.database.db.update(examAttempts).set({ formId: 'quick-practice' }).where(eq(examAttempts.id, other));
    const notSample = await exams.call('POST', `/attempts/${other}/keep`);
    expect(notSample.statusCode).toBe(409);
    expect(notSample.json().error.message).toContain('Free Sample');

    // Her own practice is already hers.
    const own = await startPractice(exams, { ...anyChoice('all'), questionCount: 1, mode: 'timed' });
    expect((await exams.call('POST', `/attempts/${own.id}/keep`)).statusCode).toBe(409);
    expect((await exams.progress()).json().stats.testsTaken).toBe(0);
  });
});
