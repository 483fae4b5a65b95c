import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_GRACE_SECONDS, SAMPLE_TEST } from '../../../shared/exams/rules';
import type { InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/schemas';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { buildQuestionBank } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { syncQuestionBank } from '../questions/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const origin = { origin: 'http://localhost:3000' };

async function start(): Promise<InProgressAttempt> {
  const response = await t.app.inject({ method: 'POST', url: '/api/exams/sample-test/attempts', headers: origin });
  expect(response.statusCode).toBe(201);
  return response.json();
}

function answer(attemptId: string, questionId: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/exams/attempts/${attemptId}/answers/${questionId}`,
    headers: origin,
    payload: body as object,
  });
}

const get = (attemptId: string) => t.app.inject({ method: 'GET', url: `/api/exams/attempts/${attemptId}` });
const submit = (attemptId: string) =>
  t.app.inject({ method: 'POST', url: `/api/exams/attempts/${attemptId}/submit`, headers: origin });
const retake = (attemptId: string) =>
  t.app.inject({ method: 'POST', url: `/api/exams/attempts/${attemptId}/retake`, headers: origin });
const exit = (attemptId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/exams/attempts/${attemptId}`, headers: origin });

/** The key of a factory question, looked up in the test bank. */
function keyOf(questionId: string): number {
  const question = t.bank.find((q) => q.id === questionId);
  if (!question) throw new Error(`no question ${questionId}`);
  return question.correctAnswer;
}

/** Text that must never reach the browser before submission: key fields, explanations and references. */
function expectNoKeys(body: string) {
  expect(body).not.toContain('correctAnswer');
  expect(body).not.toContain('explanation');
  expect(body).not.toContain('reference');
  for (const question of t.bank) expect(body).not.toContain(question.explanation);
}

async function currentAnswers(attemptId: string): Promise<number[]> {
  return (await get(attemptId)).json().answers;
}

describe('§4 sample test: starting', () => {
  it('creates an attempt with ten distinct questions from the bank, all unanswered, and a 15-minute deadline', async () => {
    const attempt = await start();
    expect(attempt.status).toBe('in_progress');
    expect(attempt.questions).toHaveLength(SAMPLE_TEST.questionCount);
    expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(10);
    for (const question of attempt.questions) {
      expect(t.bank.map((q) => q.id)).toContain(question.id);
      expect(question.options).toHaveLength(4);
    }
    expect(attempt.answers).toEqual(Array(10).fill(-1));
    expect(attempt.timeLimitSeconds).toBe(900);
    expect(attempt.remainingSeconds).toBe(900);
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.startedAt).getTime()).toBe(900_000);
  });

  it('draws the questions at random', async () => {
    const sets = new Set<string>();
    for (let i = 0; i < 6; i++) sets.add((await start()).questions.map((q) => q.id).join(','));
    expect(sets.size).toBeGreaterThan(1);
  });

  it('gives a different, unguessable id to every attempt', async () => {
    const [a, b] = [await start(), await start()];
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('§4 correct answers never reach the browser before submission', () => {
  it('keeps keys and explanations out of start, read and answer responses', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/exams/sample-test/attempts', headers: origin });
    expectNoKeys(response.body);
    const attempt: InProgressAttempt = response.json();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    expectNoKeys((await answer(attempt.id, first.id, { answer: 1 })).body);
    expectNoKeys((await get(attempt.id)).body);
  });
});

describe('§4 answers are saved as they are chosen, and a reload resumes', () => {
  it('saves an answer, replaces it when chosen again, and returns it on a later read with the remaining time', async () => {
    const attempt = await start();
    const [q1, q2] = attempt.questions;
    if (!q1 || !q2) throw new Error('no questions');

    const saved = await answer(attempt.id, q1.id, { answer: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().answers[0]).toBe(2);

    await answer(attempt.id, q2.id, { answer: 0 });
    await answer(attempt.id, q1.id, { answer: 3 });
    t.clock.advance(61);

    const resumed = await get(attempt.id);
    expect(resumed.statusCode).toBe(200);
    const body: InProgressAttempt = resumed.json();
    expect(body.status).toBe('in_progress');
    expect(body.answers.slice(0, 3)).toEqual([3, 0, -1]);
    expect(body.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    expect(body.remainingSeconds).toBe(839);
  });
});

describe('§3/§4 submission scores on the server and stores the result', () => {
  it('scores the count of correct answers, keeps -1 for unanswered, and reports whole seconds spent', async () => {
    const attempt = await start();
    const questions = attempt.questions;
    // Questions 1-6 right, 7-8 wrong, 9-10 unanswered: 6 of 10 = 60%, Needs Improvement.
    for (const [i, question] of questions.entries()) {
      if (i < 6) await answer(attempt.id, question.id, { answer: keyOf(question.id) });
      else if (i < 8) await answer(attempt.id, question.id, { answer: (keyOf(question.id) + 1) % 4 });
    }
    t.clock.advance(125.7);

    const response = await submit(attempt.id);
    expect(response.statusCode).toBe(200);
    const result: SubmittedAttempt = response.json();
    expect(result.status).toBe('submitted');
    expect(result.score).toBe(6);
    expect(result.total).toBe(10);
    expect(result.percent).toBe(60);
    expect(result.passed).toBe(false);
    expect(result.band).toBe('Needs Improvement');
    expect(result.timeSpentSeconds).toBe(125);
    expect(result.answers.slice(8)).toEqual([-1, -1]);

    const review = result.questions;
    expect(review.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    for (const [i, reviewed] of review.entries()) {
      const authored = t.bank.find((q) => q.id === reviewed.id);
      expect(reviewed.correctAnswer).toBe(authored?.correctAnswer);
      expect(reviewed.explanation).toBe(authored?.explanation);
      expect(reviewed.reference).toBe(authored?.reference);
      expect(reviewed.chosenAnswer).toBe(result.answers[i]);
      expect(reviewed.isCorrect).toBe(i < 6);
    }
  });

  it('passes at 80% with the band Good, and at 90% with Excellent', async () => {
    for (const [right, band] of [
      [8, 'Good'],
      [9, 'Excellent'],
    ] as const) {
      const attempt = await start();
      for (const [i, question] of attempt.questions.entries()) {
        const key = keyOf(question.id);
        await answer(attempt.id, question.id, { answer: i < right ? key : (key + 2) % 4 });
      }
      const result: SubmittedAttempt = (await submit(attempt.id)).json();
      expect(result.score).toBe(right);
      expect(result.passed).toBe(true);
      expect(result.band).toBe(band);
    }
  });

  it('returns the same stored result when submitted again, and the result survives a reload', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    await answer(attempt.id, first.id, { answer: keyOf(first.id) });
    t.clock.advance(30);
    const once: SubmittedAttempt = (await submit(attempt.id)).json();
    t.clock.advance(30);
    const again = await submit(attempt.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once);
    const reloaded = await get(attempt.id);
    expect(reloaded.json()).toEqual(once);
    expect(once.score).toBe(1);
    expect(once.timeSpentSeconds).toBe(30);
  });

  it('refuses to change answers after submission (409) and changes nothing', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    await answer(attempt.id, first.id, { answer: 1 });
    await submit(attempt.id);
    const late = await answer(attempt.id, first.id, { answer: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_submitted');
    expect((await currentAnswers(attempt.id))[0]).toBe(1);
  });
});

describe('§4 the deadline: auto-submission counts the answers saved before it', () => {
  it('accepts an answer just before the deadline and refuses one after it, with 409 time_up', async () => {
    const attempt = await start();
    const [q1, q2] = attempt.questions;
    if (!q1 || !q2) throw new Error('no questions');
    await answer(attempt.id, q1.id, { answer: keyOf(q1.id) });
    t.clock.advance(899);
    expect((await answer(attempt.id, q2.id, { answer: keyOf(q2.id) })).statusCode).toBe(200);

    t.clock.advance(1 + ANSWER_GRACE_SECONDS + 1);
    const late = await answer(attempt.id, q1.id, { answer: (keyOf(q1.id) + 1) % 4 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'time_up',
      message: 'Time is up for this exam; answers can no longer change. Submit it to see your result.',
    });

    const result: SubmittedAttempt = (await submit(attempt.id)).json();
    expect(result.score).toBe(2);
    expect(result.answers.slice(0, 2)).toEqual([keyOf(q1.id), keyOf(q2.id)]);
    expect(result.timeSpentSeconds).toBe(900);
  });

  it('counts an answer that arrives within the grace after the deadline, so the last second is not lost', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    t.clock.advance(SAMPLE_TEST.timeLimitSeconds + ANSWER_GRACE_SECONDS - 1);
    expect((await answer(attempt.id, first.id, { answer: keyOf(first.id) })).statusCode).toBe(200);
    const result: SubmittedAttempt = (await submit(attempt.id)).json();
    expect(result.score).toBe(1);
    expect(result.timeSpentSeconds).toBe(900);
  });

  it('submits an expired attempt when it is read, so a reload after the time is up shows the result', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    await answer(attempt.id, first.id, { answer: keyOf(first.id) });
    t.clock.advance(SAMPLE_TEST.timeLimitSeconds + ANSWER_GRACE_SECONDS + 60);
    const response = await get(attempt.id);
    expect(response.statusCode).toBe(200);
    const result: SubmittedAttempt = response.json();
    expect(result.status).toBe('submitted');
    expect(result.score).toBe(1);
    expect(result.timeSpentSeconds).toBe(900);
  });

  it('reports zero seconds left, not a negative number, once the deadline has passed', async () => {
    const attempt = await start();
    t.clock.advance(SAMPLE_TEST.timeLimitSeconds + 1);
    const body: InProgressAttempt = (await get(attempt.id)).json();
    expect(body.status).toBe('in_progress');
    expect(body.remainingSeconds).toBe(0);
  });
});

describe('an attempt keeps the questions as they were asked', () => {
  it('scores and reviews with the key and explanation from the start, even if the bank is edited meanwhile', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    const original = t.bank.find((q) => q.id === first.id);
    if (!original) throw new Error('no authored question');
    await answer(attempt.id, first.id, { answer: original.correctAnswer });

    const edited = t.bank.map((q) =>
      q.id === first.id ? { ...q, correctAnswer: (q.correctAnswer + 1) % 4, explanation: 'Edited later.' } : q,
    );
    await syncQuestionBank(t.database.db, edited);
    try {
      const result: SubmittedAttempt = (await submit(attempt.id)).json();
      expect(result.score).toBe(1);
      expect(result.questions[0]?.correctAnswer).toBe(original.correctAnswer);
      expect(result.questions[0]?.explanation).toBe(original.explanation);
    } finally {
      await syncQuestionBank(t.database.db, t.bank);
    }
  });
});

describe('§4 Retake Exam: same questions, fresh answers and clock', () => {
  it('starts a new attempt with the same questions in the same order after submission', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    await answer(attempt.id, first.id, { answer: 2 });
    t.clock.advance(200);
    await submit(attempt.id);

    const response = await retake(attempt.id);
    expect(response.statusCode).toBe(201);
    const fresh: InProgressAttempt = response.json();
    expect(fresh.id).not.toBe(attempt.id);
    expect(fresh.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    expect(fresh.answers).toEqual(Array(10).fill(-1));
    expect(fresh.remainingSeconds).toBe(900);
    expectNoKeys(response.body);
    // The earlier result is kept.
    expect((await get(attempt.id)).json().status).toBe('submitted');
  });

  it('retakes an attempt whose time ran out unsubmitted, storing its result first', async () => {
    const attempt = await start();
    t.clock.advance(SAMPLE_TEST.timeLimitSeconds + ANSWER_GRACE_SECONDS + 1);
    const response = await retake(attempt.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().questions.map((q: { id: string }) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    const earlier: SubmittedAttempt = (await get(attempt.id)).json();
    expect(earlier.status).toBe('submitted');
    expect(earlier.timeSpentSeconds).toBe(900);
  });

  it('refuses to retake an attempt still in progress (409)', async () => {
    const attempt = await start();
    const response = await retake(attempt.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('attempt_in_progress');
  });
});

describe('§4 Exit Exam discards the answers', () => {
  it('closes the attempt, clears its answers, refuses further answers and submission, and allows a start with the same questions', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    await answer(attempt.id, first.id, { answer: 1 });

    expect((await exit(attempt.id)).statusCode).toBe(204);
    expect((await exit(attempt.id)).statusCode).toBe(204);
    expect((await get(attempt.id)).json().status).toBe('abandoned');

    const late = await answer(attempt.id, first.id, { answer: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_abandoned');
    expect((await submit(attempt.id)).statusCode).toBe(409);

    const again: InProgressAttempt = (await retake(attempt.id)).json();
    expect(again.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    expect(again.answers).toEqual(Array(10).fill(-1));
  });

  it('refuses to exit a submitted attempt (409), keeping its result', async () => {
    const attempt = await start();
    await submit(attempt.id);
    const response = await exit(attempt.id);
    expect(response.statusCode).toBe(409);
    expect((await get(attempt.id)).json().status).toBe('submitted');
  });
});

describe('§2 an attempt taken while signed in belongs to that user alone', () => {
  const headers = (who: SignedIn | null) => ({ ...origin, ...(who ? { cookie: who.cookie } : {}) });
  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/exams/attempts/${url}`, headers: headers(who), ...(payload ? { payload } : {}) });

  it('is not found for a visitor or another user on the same browser, and they change nothing', async () => {
    const owner = await signedInAs(t.app);
    const other = await signedInAs(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/exams/sample-test/attempts',
      headers: headers(owner),
    });
    const attempt: InProgressAttempt = started.json();
    const first = attempt.questions[0]?.id ?? '';
    expect((await call(owner, 'PUT', `${attempt.id}/answers/${first}`, { answer: 2 })).statusCode).toBe(200);

    for (const stranger of [null, other]) {
      expect((await call(stranger, 'GET', attempt.id)).statusCode).toBe(404);
      expect((await call(stranger, 'PUT', `${attempt.id}/answers/${first}`, { answer: 1 })).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `${attempt.id}/submit`)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `${attempt.id}/retake`)).statusCode).toBe(404);
      expect((await call(stranger, 'DELETE', attempt.id)).statusCode).toBe(404);
    }
    const mine = (await call(owner, 'GET', attempt.id)).json();
    expect(mine.status).toBe('in_progress');
    expect(mine.answers[0]).toBe(2);
  });

  it("becomes the user's when a visitor signs in during the attempt, and counts for them", async () => {
    const attempt = await start();
    const student = await signedInAs(t.app);
    expect((await call(student, 'GET', attempt.id)).statusCode).toBe(200);
    expect((await call(null, 'GET', attempt.id)).statusCode).toBe(404);
    expect((await call(student, 'POST', `${attempt.id}/submit`)).statusCode).toBe(200);
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/account/dashboard', headers: headers(student) });
    expect(dashboard.json().stats.testsTaken).toBe(1);
  });
});

describe('§4 bad input gets a clear error and changes nothing', () => {
  const unknownId = '6f1c2b8e-4a5d-4c3b-9e7f-0a1b2c3d4e5f';

  it('answers 404 for an unknown attempt on every endpoint', async () => {
    const responses = [
      await get(unknownId),
      await answer(unknownId, 'test-001', { answer: 1 }),
      await submit(unknownId),
      await retake(unknownId),
      await exit(unknownId),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'attempt_not_found',
        message: 'This sample test attempt does not exist. Start a new sample test.',
      });
    }
  });

  it('answers 400 with a sentence for a malformed attempt id', async () => {
    const response = await get('not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The attempt id must be a UUID, as returned when the attempt started.');
  });

  it.each([
    ['an option out of range', { answer: 4 }, 'answer must be a whole number from 0 (A) to 3 (D).'],
    ['a negative option', { answer: -1 }, 'answer must be a whole number from 0 (A) to 3 (D).'],
    ['a fractional option', { answer: 1.5 }, 'answer must be a whole number from 0 (A) to 3 (D).'],
    ['an option as text', { answer: '1' }, 'answer must be a whole number from 0 (A) to 3 (D).'],
    ['a missing answer', {}, 'answer must be a whole number from 0 (A) to 3 (D).'],
  ])('answers 400 for %s and changes nothing', async (_name, body, message) => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    await answer(attempt.id, first.id, { answer: 2 });
    const response = await answer(attempt.id, first.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    expect(response.json().error.message).toBe(message);
    expect((await currentAnswers(attempt.id))[0]).toBe(2);
  });

  it('answers 400 for unknown fields in the body', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    const response = await answer(attempt.id, first.id, { answer: 1, correct: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Unknown field "correct": send only "answer".');
    expect((await currentAnswers(attempt.id))[0]).toBe(-1);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const attempt = await start();
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/exams/attempts/${attempt.id}/answers/${first.id}`,
      headers: { ...origin, 'content-type': 'application/json' },
      payload: '{"answer": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The request body is not valid JSON.');
    expect((await currentAnswers(attempt.id))[0]).toBe(-1);
  });

  it('answers 400 for a question that is not part of the attempt, and changes nothing', async () => {
    const attempt = await start();
    const outsider = t.bank.find((q) => !attempt.questions.some((a) => a.id === q.id));
    if (!outsider) throw new Error('the bank has no question outside the attempt');
    const response = await answer(attempt.id, outsider.id, { answer: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'question_not_in_attempt',
      message: `Question "${outsider.id}" is not part of this attempt.`,
    });
    expect(await currentAnswers(attempt.id)).toEqual(Array(10).fill(-1));
  });
});

describe('API frame', () => {
  it('GET /api/health reports the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { driver: t.database.driver, status: 'up' },
    });
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
  it('answers 503 with a readable message when the bank holds fewer than ten questions', async () => {
    const small = await createTestApp({ bank: buildQuestionBank(9) });
    try {
      const response = await small.app.inject({ method: 'POST', url: '/api/exams/sample-test/attempts' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('question_bank_too_small');
    } finally {
      await small.close();
    }
  });

  it('answers 429 once a client starts too many attempts in a minute, counting retakes too', async () => {
    const limited = await createTestApp({ config: { examStartsPerMinute: 2 } });
    try {
      const first = await limited.app.inject({ method: 'POST', url: '/api/exams/sample-test/attempts' });
      const firstId = first.json().id;
      await limited.app.inject({ method: 'POST', url: `/api/exams/attempts/${firstId}/submit` });
      const retaken = await limited.app.inject({ method: 'POST', url: `/api/exams/attempts/${firstId}/retake` });
      const third = await limited.app.inject({ method: 'POST', url: '/api/exams/sample-test/attempts' });
      expect([first.statusCode, retaken.statusCode, third.statusCode]).toEqual([201, 201, 429]);
      expect(third.json().error.code).toBe('rate_limited');
      expect(third.json().error.message).toMatch(/^Too many requests from your network\. Please wait/);
      // Other API calls are under the general limit and still answered.
      expect((await limited.app.inject({ method: 'GET', url: `/api/exams/attempts/${firstId}` })).statusCode).toBe(200);
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
