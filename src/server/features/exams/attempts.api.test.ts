import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/attempt-schemas';
import { ANSWER_GRACE_SECONDS } from '../../../shared/exams/rules';
import type { QuestionContent } from '../../../shared/items/registry';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { examClient, rightResponse, wrongResponse } from '../../testing/exam-client';
import { buildQuestionBank } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { syncQuestionBank } from './bank/bank-items';

let t: TestApp;
let visitor: ReturnType<typeof examClient>;
beforeAll(async () => {
  t = await createTestApp();
  visitor = examClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const SAMPLE_SECONDS = 15 * 60;

/** The authored item (key included) of an item id, from the test bank. */
function authored(itemId: string): QuestionContent {
  const item = t.bank.find((q) => q.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item;
}

const ids = (attempt: { items: { item: { id: string } }[] }) => attempt.items.map((entry) => entry.item.id);

function itemAt(attempt: InProgressAttempt, index: number): string {
  const id = attempt.items[index]?.item.id;
  if (!id) throw new Error(`no item ${index}`);
  return id;
}

async function responses(attemptId: string): Promise<unknown[]> {
  const attempt = (await visitor.get(attemptId)).json();
  return attempt.items.map((entry: { response: unknown }) => entry.response);
}

describe('§4 sample test: starting', () => {
  it('creates an attempt of ten distinct items from the bank, all unanswered, with a 15-minute deadline', async () => {
    const attempt = await visitor.started();
    expect(attempt.status).toBe('in_progress');
    expect(attempt.formId).toBe('free-sample');
    expect(attempt.formTitle).toBe('Free Sample');
    expect(attempt.mode).toBe('timed');
    expect(attempt.items).toHaveLength(10);
    expect(new Set(ids(attempt)).size).toBe(10);
    for (const entry of attempt.items) {
      expect(t.bank.map((q) => q.id)).toContain(entry.item.id);
      if (entry.item.itemType !== 'multiple-choice') throw new Error('the sample test asks multiple-choice items only');
      expect(entry.item.options).toHaveLength(4);
      expect(entry).toMatchObject({ response: null, flagged: false, secondsSpent: 0 });
    }
    expect(attempt.items.map((entry) => entry.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(attempt.timeLimitSeconds).toBe(SAMPLE_SECONDS);
    expect(attempt.remainingSeconds).toBe(SAMPLE_SECONDS);
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.startedAt).getTime()).toBe(SAMPLE_SECONDS * 1000);
  });

  it('draws the items at random', async () => {
    const sets = new Set<string>();
    for (let i = 0; i < 6; i++) sets.add(ids(await visitor.started()).join(','));
    expect(sets.size).toBeGreaterThan(1);
  });

  it('gives a different, unguessable id to every attempt', async () => {
    const [a, b] = [await visitor.started(), await visitor.started()];
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('§4 answers are saved as they are chosen, and a reload resumes', () => {
  it('saves a response, replaces it when chosen again, and returns it on a later read with the remaining time', async () => {
    const attempt = await visitor.started();
    const [q1, q2] = [itemAt(attempt, 0), itemAt(attempt, 1)];

    const saved = await visitor.respond(attempt.id, q1, { choice: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ itemId: q1, position: 0, response: { choice: 2 }, flagged: false, secondsSpent: 0 });

    await visitor.respond(attempt.id, q2, { choice: 0 });
    await visitor.respond(attempt.id, q1, { choice: 3 });
    t.clock.advance(61);

    const resumed: InProgressAttempt = (await visitor.get(attempt.id)).json();
    expect(resumed.status).toBe('in_progress');
    expect(resumed.items.slice(0, 3).map((entry) => entry.response)).toEqual([{ choice: 3 }, { choice: 0 }, null]);
    expect(ids(resumed)).toEqual(ids(attempt));
    expect(resumed.remainingSeconds).toBe(SAMPLE_SECONDS - 61);
  });

  it('clears a response with null', async () => {
    const attempt = await visitor.started();
    const q1 = itemAt(attempt, 0);
    await visitor.respond(attempt.id, q1, { choice: 1 });
    expect((await visitor.respond(attempt.id, q1, null)).json().response).toBeNull();
    expect((await responses(attempt.id))[0]).toBeNull();
  });

  it('flags an item for review and adds the seconds spent on it, never beyond the time limit', async () => {
    const attempt = await visitor.started();
    const q1 = itemAt(attempt, 0);
    expect((await visitor.update(attempt.id, q1, { flagged: true, addSeconds: 40 })).json()).toMatchObject({
      flagged: true,
      secondsSpent: 40,
    });
    expect((await visitor.update(attempt.id, q1, { addSeconds: 25 })).json().secondsSpent).toBe(65);
    expect((await visitor.update(attempt.id, q1, { addSeconds: 3600 })).json().secondsSpent).toBe(SAMPLE_SECONDS);
    const read: InProgressAttempt = (await visitor.get(attempt.id)).json();
    expect(read.items[0]).toMatchObject({ flagged: true, secondsSpent: SAMPLE_SECONDS, response: null });
  });
});

describe('§3/§4 submission scores on the server and stores the result', () => {
  it('scores multiple-choice items as the count correct, keeps unanswered as null, and reports whole seconds spent', async () => {
    const attempt = await visitor.started();
    // Items 1-6 right, 7-8 wrong, 9-10 unanswered: 6 of 10 = 60%, Needs Improvement.
    for (const [i, id] of ids(attempt).entries()) {
      if (i < 6) await visitor.respond(attempt.id, id, rightResponse(authored(id)));
      else if (i < 8) await visitor.respond(attempt.id, id, wrongResponse(authored(id)));
    }
    t.clock.advance(125.7);

    const response = await visitor.submit(attempt.id);
    expect(response.statusCode).toBe(200);
    const result: SubmittedAttempt = response.json();
    expect(result).toMatchObject({
      status: 'submitted',
      score: 6,
      possible: 10,
      percent: 60,
      passed: false,
      band: 'Needs Improvement',
      timeSpentSeconds: 125,
    });
    expect(result.items.slice(8).map((entry) => entry.response)).toEqual([null, null]);
    expect(ids(result)).toEqual(ids(attempt));
    for (const [i, reviewed] of result.items.entries()) {
      const item = authored(reviewed.item.id);
      if (item.itemType !== 'multiple-choice') throw new Error('expected multiple choice');
      expect(reviewed.result.solution).toEqual({
        itemType: 'multiple-choice',
        correctAnswer: item.correctAnswer,
        explanation: item.explanation,
        reference: item.reference,
      });
      expect(reviewed.result).toMatchObject({ earned: i < 6 ? 1 : 0, possible: 1 });
    }
  });

  it('passes at 80% with the band Good, and at 90% with Excellent', async () => {
    for (const [right, band] of [
      [8, 'Good'],
      [9, 'Excellent'],
    ] as const) {
      const attempt = await visitor.started();
      for (const [i, id] of ids(attempt).entries()) {
        await visitor.respond(attempt.id, id, i < right ? rightResponse(authored(id)) : wrongResponse(authored(id)));
      }
      const result: SubmittedAttempt = (await visitor.submit(attempt.id)).json();
      expect(result.score).toBe(right);
      expect(result.passed).toBe(true);
      expect(result.band).toBe(band);
    }
  });

  it('gives the results by subject and by client need', async () => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    await visitor.respond(attempt.id, first, rightResponse(authored(first)));
    const result: SubmittedAttempt = (await visitor.submit(attempt.id)).json();
    const bySubject = new Map(result.bySubject.map((row) => [row.name, row]));
    const subject = authored(first).subject;
    expect(bySubject.get(subject)?.earned).toBe(1);
    expect(result.bySubject.reduce((sum, row) => sum + row.items, 0)).toBe(10);
    expect(result.byClientNeed.reduce((sum, row) => sum + row.possible, 0)).toBe(10);
    expect(result.byClientNeed.find((row) => row.name === authored(first).clientNeeds)?.earned).toBe(1);
    expect(result.percentile).toBeNull();
  });

  it('returns the same stored result when submitted again, and the result survives a reload', async () => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    await visitor.respond(attempt.id, first, rightResponse(authored(first)));
    t.clock.advance(30);
    const once: SubmittedAttempt = (await visitor.submit(attempt.id)).json();
    t.clock.advance(30);
    const again = await visitor.submit(attempt.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once);
    expect((await visitor.get(attempt.id)).json()).toEqual(once);
    expect(once.score).toBe(1);
    expect(once.timeSpentSeconds).toBe(30);
  });

  it('refuses to change responses or flags after submission (409) and changes nothing', async () => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    await visitor.respond(attempt.id, first, { choice: 1 });
    await visitor.submit(attempt.id);
    const late = await visitor.respond(attempt.id, first, { choice: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_submitted');
    expect((await visitor.update(attempt.id, first, { flagged: true })).statusCode).toBe(409);
    const read: SubmittedAttempt = (await visitor.get(attempt.id)).json();
    expect(read.items[0]).toMatchObject({ response: { choice: 1 }, flagged: false });
  });
});

describe('§4 the deadline: auto-submission counts the answers saved before it', () => {
  it('accepts an answer just before the deadline and refuses one after it, with 409 time_up', async () => {
    const attempt = await visitor.started();
    const [q1, q2] = [itemAt(attempt, 0), itemAt(attempt, 1)];
    await visitor.respond(attempt.id, q1, rightResponse(authored(q1)));
    t.clock.advance(SAMPLE_SECONDS - 1);
    expect((await visitor.respond(attempt.id, q2, rightResponse(authored(q2)))).statusCode).toBe(200);

    t.clock.advance(1 + ANSWER_GRACE_SECONDS + 1);
    const late = await visitor.respond(attempt.id, q1, wrongResponse(authored(q1)));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'time_up',
      message: 'Time is up for this exam; answers can no longer change. Submit it to see your result.',
    });

    const result: SubmittedAttempt = (await visitor.submit(attempt.id)).json();
    expect(result.score).toBe(2);
    expect(result.timeSpentSeconds).toBe(SAMPLE_SECONDS);
  });

  it('counts an answer that arrives within the grace after the deadline, so the last second is not lost', async () => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    t.clock.advance(SAMPLE_SECONDS + ANSWER_GRACE_SECONDS - 1);
    expect((await visitor.respond(attempt.id, first, rightResponse(authored(first)))).statusCode).toBe(200);
    const result: SubmittedAttempt = (await visitor.submit(attempt.id)).json();
    expect(result.score).toBe(1);
    expect(result.timeSpentSeconds).toBe(SAMPLE_SECONDS);
  });

  it('submits an expired attempt when it is read, so a reload after the time is up shows the result', async () => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    await visitor.respond(attempt.id, first, rightResponse(authored(first)));
    t.clock.advance(SAMPLE_SECONDS + ANSWER_GRACE_SECONDS + 60);
    const response = await visitor.get(attempt.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'submitted', score: 1, timeSpentSeconds: SAMPLE_SECONDS });
  });

  it('reports zero seconds left, not a negative number, once the deadline has passed', async () => {
    const attempt = await visitor.started();
    t.clock.advance(SAMPLE_SECONDS + 1);
    expect((await visitor.get(attempt.id)).json()).toMatchObject({ status: 'in_progress', remainingSeconds: 0 });
  });
});

describe('an attempt keeps the items as they were asked', () => {
  it('scores and reviews with the key and explanation from the start, even if the bank is edited meanwhile', async () => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    const original = authored(first);
    if (original.itemType !== 'multiple-choice') throw new Error('expected multiple choice');
    await visitor.respond(attempt.id, first, { choice: original.correctAnswer });

    const edited = t.bank.map((q) =>
      q.id === first && q.itemType === 'multiple-choice'
        ? { ...q, correctAnswer: (q.correctAnswer + 1) % 4, explanation: 'Edited later.' }
        : q,
    );
    await syncQuestionBank(t.database.db, edited);
    try {
      const result: SubmittedAttempt = (await visitor.submit(attempt.id)).json();
      expect(result.score).toBe(1);
      expect(result.items[0]?.result.solution).toMatchObject({
        correctAnswer: original.correctAnswer,
        explanation: original.explanation,
      });
    } finally {
      await syncQuestionBank(t.database.db, t.bank);
    }
  });
});

describe('§4 Retake Exam: same items, fresh answers and clock', () => {
  it('starts a new attempt with the same items in the same order after submission', async () => {
    const attempt = await visitor.started();
    await visitor.respond(attempt.id, itemAt(attempt, 0), { choice: 2 });
    t.clock.advance(200);
    await visitor.submit(attempt.id);

    const response = await visitor.retake(attempt.id);
    expect(response.statusCode).toBe(201);
    const fresh: InProgressAttempt = response.json();
    expect(fresh.id).not.toBe(attempt.id);
    expect(ids(fresh)).toEqual(ids(attempt));
    expect(fresh.items.every((entry) => entry.response === null)).toBe(true);
    expect(fresh.remainingSeconds).toBe(SAMPLE_SECONDS);
    expect(fresh.formId).toBe(attempt.formId);
    expect((await visitor.get(attempt.id)).json().status).toBe('submitted');
  });

  it('retakes an attempt whose time ran out unsubmitted, storing its result first', async () => {
    const attempt = await visitor.started();
    t.clock.advance(SAMPLE_SECONDS + ANSWER_GRACE_SECONDS + 1);
    const response = await visitor.retake(attempt.id);
    expect(response.statusCode).toBe(201);
    expect(ids(response.json())).toEqual(ids(attempt));
    expect((await visitor.get(attempt.id)).json()).toMatchObject({
      status: 'submitted',
      timeSpentSeconds: SAMPLE_SECONDS,
    });
  });

  it('refuses to retake an attempt still in progress (409)', async () => {
    const attempt = await visitor.started();
    const response = await visitor.retake(attempt.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('attempt_in_progress');
  });
});

describe('§4 Exit Exam discards the answers', () => {
  it('closes the attempt, clears its answers, refuses further answers and submission, and allows a start with the same items', async () => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    await visitor.update(attempt.id, first, { response: { choice: 1 }, flagged: true });

    expect((await visitor.exit(attempt.id)).statusCode).toBe(204);
    expect((await visitor.exit(attempt.id)).statusCode).toBe(204);
    expect((await visitor.get(attempt.id)).json().status).toBe('abandoned');

    const late = await visitor.respond(attempt.id, first, { choice: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_abandoned');
    expect((await visitor.submit(attempt.id)).statusCode).toBe(409);

    const again: InProgressAttempt = (await visitor.retake(attempt.id)).json();
    expect(ids(again)).toEqual(ids(attempt));
    expect(again.items.every((entry) => entry.response === null && !entry.flagged)).toBe(true);
  });

  it('refuses to exit a submitted attempt (409), keeping its result', async () => {
    const attempt = await visitor.started();
    await visitor.submit(attempt.id);
    expect((await visitor.exit(attempt.id)).statusCode).toBe(409);
    expect((await visitor.get(attempt.id)).json().status).toBe('submitted');
  });
});

describe('§2 an attempt taken while signed in belongs to that user alone', () => {
  it('is not found for a visitor or another user on the same browser, and they change nothing', async () => {
    const owner: SignedIn = await signedInAs(t.app);
    const mine = examClient(t.app, owner.cookie);
    const attempt = await mine.started();
    const first = itemAt(attempt, 0);
    expect((await mine.respond(attempt.id, first, { choice: 2 })).statusCode).toBe(200);

    for (const stranger of [visitor, examClient(t.app, (await signedInAs(t.app)).cookie)]) {
      expect((await stranger.get(attempt.id)).statusCode).toBe(404);
      expect((await stranger.respond(attempt.id, first, { choice: 1 })).statusCode).toBe(404);
      expect((await stranger.update(attempt.id, first, { flagged: true })).statusCode).toBe(404);
      expect((await stranger.respond(attempt.id, first, { choice: 9 })).statusCode).toBe(404);
      expect((await stranger.respond(attempt.id, 'not-an-item', { choice: 1 })).statusCode).toBe(404);
      expect((await stranger.submit(attempt.id)).statusCode).toBe(404);
      expect((await stranger.retake(attempt.id)).statusCode).toBe(404);
      expect((await stranger.exit(attempt.id)).statusCode).toBe(404);
    }
    const read: InProgressAttempt = (await mine.get(attempt.id)).json();
    expect(read.status).toBe('in_progress');
    expect(read.items[0]).toMatchObject({ response: { choice: 2 }, flagged: false });
  });

  it("stays the visitor's when a signed-in reader opens, answers or submits it: reading takes nothing over", async () => {
    const attempt = await visitor.started();
    const reader = examClient(t.app, (await signedInAs(t.app)).cookie);
    expect((await reader.get(attempt.id)).statusCode).toBe(200);
    expect((await reader.respond(attempt.id, itemAt(attempt, 0), { choice: 0 })).statusCode).toBe(200);
    expect((await visitor.get(attempt.id)).statusCode).toBe(200);
    expect((await visitor.respond(attempt.id, itemAt(attempt, 1), { choice: 1 })).statusCode).toBe(200);
    expect((await reader.submit(attempt.id)).statusCode).toBe(200);
    expect((await visitor.get(attempt.id)).json().status).toBe('submitted');
    expect((await reader.progress()).json().stats.testsTaken).toBe(0);
  });

  it("becomes the user's through an explicit claim while in progress, and counts for them", async () => {
    const attempt = await visitor.started();
    await visitor.respond(attempt.id, itemAt(attempt, 0), { choice: 2 });
    const student = examClient(t.app, (await signedInAs(t.app)).cookie);
    const claim = await student.call('POST', `/attempts/${attempt.id}/claim`);
    expect(claim.statusCode).toBe(200);
    expect(claim.json().items[0]).toMatchObject({ response: { choice: 2 } });
    expect((await student.call('POST', `/attempts/${attempt.id}/claim`)).statusCode).toBe(200);
    expect((await visitor.get(attempt.id)).statusCode).toBe(404);
    const other = examClient(t.app, (await signedInAs(t.app)).cookie);
    expect((await other.call('POST', `/attempts/${attempt.id}/claim`)).statusCode).toBe(404);
    expect((await student.submit(attempt.id)).statusCode).toBe(200);
    expect((await student.progress()).json().stats.testsTaken).toBe(1);
  });

  it('refuses a claim when signed out (401) or once the attempt is submitted or exited (409), changing nothing', async () => {
    const student = examClient(t.app, (await signedInAs(t.app)).cookie);
    const open = await visitor.started();
    expect((await visitor.call('POST', `/attempts/${open.id}/claim`)).statusCode).toBe(401);
    const submitted = await visitor.started();
    await visitor.submit(submitted.id);
    const refused = await student.call('POST', `/attempts/${submitted.id}/claim`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('attempt_submitted');
    const exited = await visitor.started();
    await visitor.exit(exited.id);
    expect((await student.call('POST', `/attempts/${exited.id}/claim`)).json().error.code).toBe('attempt_abandoned');
    for (const id of [open.id, submitted.id, exited.id]) expect((await visitor.get(id)).statusCode).toBe(200);
  });
});

describe('§4 bad input gets a clear error and changes nothing', () => {
  const unknownId = '6f1c2b8e-4a5d-4c3b-9e7f-0a1b2c3d4e5f';

  it('answers 404 for an unknown attempt on every endpoint', async () => {
    const responses = [
      await visitor.get(unknownId),
      await visitor.respond(unknownId, 'test-001', { choice: 1 }),
      await visitor.check(unknownId, 'test-001'),
      await visitor.submit(unknownId),
      await visitor.retake(unknownId),
      await visitor.exit(unknownId),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toMatch(/^(attempt_not_found|item_not_in_attempt)$/);
    }
    expect(responses[0]?.json().error).toEqual({
      code: 'attempt_not_found',
      message: 'This exam attempt does not exist. Start a new test.',
    });
  });

  it('answers 400 with a sentence for a malformed attempt id', async () => {
    const response = await visitor.get('not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The attempt id must be a UUID, as returned when the attempt started.');
  });

  it.each([
    [
      'an option that does not exist',
      { response: { choice: 4 } },
      'Option 4 does not exist: this item has options 0 (A) to 3 (D).',
    ],
    [
      'a negative option',
      { response: { choice: -1 } },
      'This item is multiple choice: choice must be the zero-based index of one option: 0 (A) to 3 (D).',
    ],
    [
      'a response of another item type',
      { response: { choices: [0, 1] } },
      'This item is multiple choice: choice must be the zero-based index of one option: 0 (A) to 3 (D).',
    ],
    [
      'a response of no known shape',
      { response: { answer: 1 } },
      'This item is multiple choice: choice must be the zero-based index of one option: 0 (A) to 3 (D).',
    ],
    ['an empty body', {}, 'Send at least one of "response", "flagged", "lowConfidence" or "addSeconds".'],
    ['negative seconds', { addSeconds: -5 }, 'addSeconds must not be negative.'],
    ['a flag that is not true or false', { flagged: 'yes' }, 'flagged must be true or false.'],
    [
      'unknown fields',
      { response: { choice: 1 }, correct: true },
      'Unknown field "correct": send "response", "flagged", "lowConfidence" or "addSeconds".',
    ],
  ])('answers 400 for %s and changes nothing', async (_name, body, message) => {
    const attempt = await visitor.started();
    const first = itemAt(attempt, 0);
    await visitor.respond(attempt.id, first, { choice: 2 });
    const response = await visitor.update(attempt.id, first, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await visitor.get(attempt.id)).json().items[0]).toMatchObject({
      response: { choice: 2 },
      flagged: false,
      secondsSpent: 0,
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const attempt = await visitor.started();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/exams/attempts/${attempt.id}/items/${itemAt(attempt, 0)}`,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"response": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The request body is not valid JSON.');
    expect((await responses(attempt.id))[0]).toBeNull();
  });

  it('answers 400 for an item that is not part of the attempt, and changes nothing', async () => {
    const attempt = await visitor.started();
    const outsider = t.bank.find((q) => !ids(attempt).includes(q.id));
    if (!outsider) throw new Error('the bank has no item outside the attempt');
    const response = await visitor.respond(attempt.id, outsider.id, { choice: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'item_not_in_attempt',
      message: `Item "${outsider.id}" is not part of this attempt.`,
    });
    expect(await responses(attempt.id)).toEqual(Array(10).fill(null));
  });
});

describe('API frame', () => {
  it('GET /api/health reports the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { driver: t.database.driver, status: 'up' } });
  });

  it('answers an unknown API path with 404 in the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'There is no API endpoint GET /api/nothing-here.' },
    });
  });
});

describe('limits', () => {
  it('answers 503 with a readable message when the bank holds fewer than ten items', async () => {
    const small = await createTestApp({ bank: buildQuestionBank(9) });
    try {
      const response = await examClient(small.app).start();
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        code: 'question_bank_too_small',
        message:
          'The Free Sample test is not available right now because the question bank is being updated. Please try again later.',
      });
    } finally {
      await small.close();
    }
  });

  it('answers 429 once a client starts too many attempts in a minute, counting retakes too', async () => {
    const limited = await createTestApp({ config: { examStartsPerMinute: 2 } });
    try {
      const client = examClient(limited.app);
      const first = await client.start();
      const firstId = first.json().id;
      await client.submit(firstId);
      const retaken = await client.retake(firstId);
      const third = await client.start();
      expect([first.statusCode, retaken.statusCode, third.statusCode]).toEqual([201, 201, 429]);
      expect(third.json().error.code).toBe('rate_limited');
      expect(third.json().error.message).toMatch(/^Too many requests from your network\. Please wait/);
      expect((await client.get(firstId)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 once a client makes too many API requests in a minute', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 3 } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
