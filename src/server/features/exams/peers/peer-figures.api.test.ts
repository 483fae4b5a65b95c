import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InProgressAttempt, ItemResult, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import type { ItemResponse, QuestionContent } from '../../../../shared/items/registry';
import { type SignedIn, signedInAs } from '../../../testing/accounts';
import { examClient, rightResponse } from '../../../testing/exam-client';
import { buildQuestion, buildSataQuestion } from '../../../testing/question-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { percentileOf } from '../attempts/percentile';
import { attemptItems, examAttempts } from '../tables';
import type { AttemptWithForm } from '../views';
import { peersOfItems, practicePercentileOf } from './peer-figures';

let t: TestApp;
let student: SignedIn;
// Ten multiple-choice items (the Free Sample draws all ten) and one SATA item (Quick Practice draws all eleven).
const bank = [...Array.from({ length: 10 }, (_, i) => buildQuestion(i + 1)), buildSataQuestion(1)];
beforeAll(async () => {
  t = await createTestApp({ bank });
  student = await signedInAs(t.app);
});
afterAll(async () => {
  await t.close();
});
// Every test counts first answers from scratch: no attempt of an earlier test is a peer.
beforeEach(async () => {
  await t.database.db.delete(examAttempts);
});

function authored(itemId: string): QuestionContent {
  const item = t.bank.find((q) => q.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item as QuestionContent;
}

interface SeededAnswer {
  response: ItemResponse;
  earned: number;
  secondsSpent: number;
  /** The taker: a user id, or null for a visitor (each visitor attempt is its own taker). */
  userId?: string | null;
  /** When the attempt was submitted (default: a day before the test clock). */
  submittedAt?: Date;
  status?: 'submitted' | 'in_progress';
  checked?: boolean;
  retakeOf?: string;
}

let seeded = 0;
/**
 * Writes one attempt per answer directly (starting twenty attempts through HTTP is slow), each
 * answering `itemId` alone: submitted (or checked in Tutor mode) a day before the test clock.
 */
async function seedAnswers(itemId: string, answers: readonly SeededAnswer[]): Promise<string[]> {
  const item = authored(itemId);
  const possible = item.itemType === 'select-all-that-apply' ? item.correctAnswers.length : 1;
  const ids: string[] = [];
  for (const answer of answers) {
    seeded += 1;
    const submittedAt = answer.submittedAt ?? new Date(t.clock.now().getTime() - 86_400_000 + seeded * 1000);
    const status = answer.status ?? 'submitted';
    const [attempt] = await t.database.db
      .insert(examAttempts)
      .values({
        formId: 'free-sample',
        mode: answer.checked ? 'tutor' : 'timed',
        status,
        timeLimitSeconds: 900,
        startedAt: new Date(submittedAt.getTime() - 60_000),
        deadlineAt: new Date(submittedAt.getTime() + 840_000),
        submittedAt: status === 'submitted' ? submittedAt : null,
        score: status === 'submitted' ? answer.earned : null,
        possible: status === 'submitted' ? possible : null,
        percent: status === 'submitted' ? Math.round((answer.earned / possible) * 100) : null,
        userId: answer.userId ?? null,
        retakeOf: answer.retakeOf ?? null,
      })
      .returning({ id: examAttempts.id });
    if (!attempt) throw new Error('no attempt');
    await t.database.db.insert(attemptItems).values({
      attemptId: attempt.id,
      position: 0,
      itemId,
      itemType: item.itemType,
      subject: item.subject,
      clientNeeds: item.clientNeeds,
      item,
      response: answer.response,
      earned: answer.earned,
      possible,
      secondsSpent: answer.secondsSpent,
      checkedAt: answer.checked ? submittedAt : null,
    });
    ids.push(attempt.id);
  }
  return ids;
}

/** `count` visitors' first answers choosing option `choice` of a multiple-choice item. */
function choosing(itemId: string, choice: number, count: number, secondsSpent = 30): SeededAnswer[] {
  const right = (authored(itemId) as { correctAnswer: number }).correctAnswer === choice;
  return Array.from({ length: count }, () => ({ response: { choice }, earned: right ? 1 : 0, secondsSpent }));
}

/** Answers every item of `attempt` right (the key) and spends `seconds` on it, through the API. */
async function answerAll(client: ReturnType<typeof examClient>, attempt: InProgressAttempt, seconds: number) {
  for (const entry of attempt.items) {
    const response = await client.update(attempt.id, entry.item.id, {
      response: rightResponse(authored(entry.item.id)),
      addSeconds: seconds,
    });
    expect(response.statusCode).toBe(200);
  }
}

function resultOf(attempt: { items: { item: { id: string }; result?: ItemResult }[] }, itemId: string) {
  const entry = attempt.items.find((candidate) => candidate.item.id === itemId);
  if (!entry) throw new Error(`no item ${itemId}`);
  return entry.result;
}

describe('issue 25 item 2: peer figures in the review of a submitted attempt', () => {
  it('gives the percent of first answers right, each option’s share and the median time once 20 exist', async () => {
    // test-002's key is C (index 2). 12 right in 40 s, 6 chose A in 20 s, 2 chose D in 100 s.
    await seedAnswers('test-002', [
      ...choosing('test-002', 2, 12, 40),
      ...choosing('test-002', 0, 6, 20),
      ...choosing('test-002', 3, 2, 100),
    ]);
    const client = examClient(t.app, student.cookie);
    const attempt = await client.started('free-sample');
    await answerAll(client, attempt, 48);
    const submitted: SubmittedAttempt = (await client.submit(attempt.id)).json();
    // Her own first answer (right, 48 s) is the 21st: 13 of 21 right; seconds sorted 20x6, 40x12, 48, 100x2: median the 11th, 40.
    const expected = {
      answers: 21,
      needed: 20,
      yourSeconds: 48,
      figures: { percentCorrect: 62, medianSeconds: 40, optionShares: [29, 0, 62, 10] },
    };
    expect(resultOf(submitted, 'test-002')?.peers).toEqual(expected);
    // The same figures on a later read of the review.
    const read: SubmittedAttempt = (await client.get(attempt.id)).json();
    expect(resultOf(read, 'test-002')?.peers).toEqual(expected);
  });

  it('below 20 first answers gives the count so far and no figures', async () => {
    await seedAnswers('test-003', choosing('test-003', 3, 11));
    const client = examClient(t.app, (await signedInAs(t.app)).cookie);
    const attempt = await client.started('free-sample');
    await answerAll(client, attempt, 10);
    const submitted: SubmittedAttempt = (await client.submit(attempt.id)).json();
    expect(resultOf(submitted, 'test-003')?.peers).toEqual({ answers: 12, needed: 20, yourSeconds: 10, figures: null });
  });

  it('counts only each taker’s first answer; a retake, an unanswered item or an unchecked answer in progress count nothing', async () => {
    const someone = await signedInAs(t.app);
    const early = new Date(t.clock.now().getTime() - 10 * 86_400_000);
    await seedAnswers('test-004', [
      // Her first answer was wrong; her later one, right, does not count.
      { response: { choice: 0 }, earned: 0, secondsSpent: 5, userId: someone.id, submittedAt: early },
      { response: { choice: 0 }, earned: 1, secondsSpent: 5, userId: someone.id },
      // An attempt still in progress, its answer not checked.
      { response: { choice: 0 }, earned: 1, secondsSpent: 5, status: 'in_progress' },
      // A Tutor-mode answer checked in an attempt still in progress counts.
      { response: { choice: 0 }, earned: 1, secondsSpent: 5, status: 'in_progress', checked: true },
    ]);
    const [visitorAttempt] = await seedAnswers('test-004', [{ response: { choice: 1 }, earned: 0, secondsSpent: 5 }]);
    // A visitor's retake repeats items she answered: not a first answer.
    await seedAnswers('test-004', [
      { response: { choice: 0 }, earned: 1, secondsSpent: 5, retakeOf: visitorAttempt as string },
    ]);
    const peers = await peersOfItems(t.database.db, [
      {
        ...(await firstRow('test-004')),
      },
    ]);
    expect(peers.get(0)?.answers).toBe(3);
  });

  it('gives each option’s selection share on a select-all-that-apply item and the mean percent of points', async () => {
    // sata-001's keys are A, C, D (three points). 15 chose A, C, D (3 points); 5 chose A, B (1 point).
    await seedAnswers('sata-001', [
      ...Array.from({ length: 15 }, () => ({ response: { choices: [0, 2, 3] }, earned: 3, secondsSpent: 60 })),
      ...Array.from({ length: 5 }, () => ({ response: { choices: [0, 1] }, earned: 1, secondsSpent: 90 })),
    ]);
    const peers = await peersOfItems(t.database.db, [await firstRow('sata-001')]);
    expect(peers.get(0)?.figures).toEqual({
      percentCorrect: 75,
      medianSeconds: 60,
      optionShares: [100, 25, 75, 75, 0],
      // (15 x 3/3 + 5 x 1/3) / 20 = 83%
      meanPointsPercent: 83,
    });
  });

  it('computes the figures of a whole review in two queries, whatever the number of items', async () => {
    const ids = bank.map((item) => item.id);
    for (const id of ids.slice(0, 10)) await seedAnswers(id, choosing(id, 0, 2));
    await seedAnswers('sata-001', [{ response: { choices: [0] }, earned: 1, secondsSpent: 5 }]);
    const rows = await Promise.all(ids.map(firstRow));
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const peers = await peersOfItems(
        t.database.db,
        rows.map((row, position) => ({ ...row, position })),
      );
      expect(peers.size).toBe(11);
      expect([...peers.values()].map((item) => item.answers)).toEqual([...Array(10).fill(2), 1]);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });
});

/** Some stored attempt row of `itemId` (its content and points), as an item of a review at position 0. */
async function firstRow(itemId: string) {
  const rows = await t.database.db.select().from(attemptItems);
  const row = rows.find((candidate) => candidate.itemId === itemId);
  if (!row) throw new Error(`no row of ${itemId}`);
  return { ...row, position: 0 };
}

describe('issue 25 item 2: peer figures in Tutor mode come with the key only', () => {
  it('a check returns the figures of that item only; the in-progress view carries none for unchecked items', async () => {
    await seedAnswers('test-005', choosing('test-005', 1, 20, 70));
    await seedAnswers('test-006', choosing('test-006', 2, 20, 70));
    const client = examClient(t.app, (await signedInAs(t.app)).cookie);
    const attempt = await client.started('free-sample', 'tutor');
    for (const entry of attempt.items) expect(entry.result).toBeUndefined();
    await client.update(attempt.id, 'test-005', { response: { choice: 0 }, addSeconds: 12 });
    await client.update(attempt.id, 'test-006', { response: { choice: 2 } });
    const checked = await client.check(attempt.id, 'test-005');
    expect(checked.statusCode).toBe(200);
    // Her wrong answer is the 21st first answer: 20 of 21 chose B.
    expect(checked.json().result.peers).toEqual({
      answers: 21,
      needed: 20,
      yourSeconds: 12,
      figures: { percentCorrect: 95, medianSeconds: 70, optionShares: [5, 95, 0, 0] },
    });
    const view: InProgressAttempt = (await client.get(attempt.id)).json();
    expect(resultOf(view, 'test-005')?.peers?.answers).toBe(21);
    // test-006 is answered but not checked: no key, no figures, anywhere in the view.
    expect(resultOf(view, 'test-006')).toBeUndefined();
    expect(JSON.stringify(view.items.filter((entry) => entry.item.id !== 'test-005'))).not.toContain('peers');
  });

  it('a Timed attempt in progress carries no figures at all', async () => {
    const client = examClient(t.app, (await signedInAs(t.app)).cookie);
    const attempt = await client.started('free-sample');
    await client.update(attempt.id, 'test-002', { response: { choice: 2 } });
    const body = (await client.get(attempt.id)).body;
    expect(body).not.toContain('peers');
    expect(body).not.toContain('correctAnswer');
  });
});

describe('issue 25 item 2: a practice is ranked against others’ first answers to its items', () => {
  it('ranks among takers who answered at least half of the items, once 20 of them exist', async () => {
    const items = ['test-008', 'test-009'];
    // 20 visitors answered both items: 10 both right (100%), 10 one right (50%).
    for (let i = 0; i < 20; i++) {
      const right = i < 10 ? 2 : 1;
      const [first] = await seedAnswers('test-008', [{ response: { choice: 0 }, earned: 1, secondsSpent: 10 }]);
      // The second item in the same visitor attempt: the same taker.
      const item = authored('test-009');
      await t.database.db.insert(attemptItems).values({
        attemptId: first as string,
        position: 1,
        itemId: 'test-009',
        itemType: item.itemType,
        subject: item.subject,
        clientNeeds: item.clientNeeds,
        item,
        response: { choice: 0 },
        earned: right - 1,
        possible: 1,
      });
    }
    const row = { id: crypto.randomUUID(), userId: student.id, percent: 100, formKind: 'custom' } as AttemptWithForm;
    // 100% beats the ten at 50% and ties the ten at 100%: (10 + 10/2) / 20 = 75.
    expect(await practicePercentileOf(t.database.db, row, items)).toEqual({
      percentile: 75,
      takers: 20,
      basis: 'items',
    });
    // With a third item the others answered only two of three (still at least half): still 20 takers.
    expect((await practicePercentileOf(t.database.db, row, [...items, 'test-010']))?.takers).toBe(20);
    // The results of a practice (form kind 'practice') use this rank; other forms keep theirs (none here: no takers of the form).
    const practice = { ...row, formKind: 'practice' } as unknown as AttemptWithForm;
    const itemRows = items.map((itemId) => ({ itemId }));
    expect(await percentileOf(t.database.db, practice, itemRows)).toEqual({
      percentile: 75,
      takers: 20,
      basis: 'items',
    });
    expect(await percentileOf(t.database.db, { ...row, formId: 'free-sample' }, itemRows)).toBeNull();
    // With five items they answered two, fewer than half: nobody to compare with, no rank.
    expect(await practicePercentileOf(t.database.db, row, [...items, 'test-010', 'test-001', 'test-007'])).toBeNull();
  });
});
