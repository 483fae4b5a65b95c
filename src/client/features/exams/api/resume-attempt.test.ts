import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { type Answer, mockApi } from '../../../testing/page-test-utils';
import { resumeAttempt } from './resume-attempt';

const inProgress = { id: 'a1', status: 'in_progress', userId: null };
const claimed = { id: 'a1', status: 'in_progress', userId: 'u1' };

/** Answers GET /api/exams/attempts/a1 with `read` and its claim with `claim`; returns the calls made. */
function serve(read: Answer, claim: Answer = { status: 200, body: claimed }) {
  return mockApi((url, method) => (method === 'POST' && url.endsWith('/claim') ? claim : read));
}

afterEach(() => vi.restoreAllMocks());

describe('resumeAttempt: the sample test a browser remembers', () => {
  it('a visitor gets the attempt as it is, nothing claimed', async () => {
    const calls = serve({ status: 200, body: inProgress });
    await expect(resumeAttempt('a1', false)).resolves.toEqual(inProgress);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/exams/attempts/a1']);
  });

  it('a reader who signed in during the test takes the attempt over (claim)', async () => {
    const calls = serve({ status: 200, body: inProgress });
    await expect(resumeAttempt('a1', true)).resolves.toEqual(claimed);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/exams/attempts/a1',
      'POST /api/exams/attempts/a1/claim',
    ]);
  });

  it('a refused claim keeps the attempt as it was read', async () => {
    serve({ status: 200, body: inProgress }, { status: 409, body: { error: { code: 'conflict', message: 'No.' } } });
    await expect(resumeAttempt('a1', true)).resolves.toEqual(inProgress);
  });

  it('a submitted attempt is returned for its results, and never claimed', async () => {
    const submitted = { id: 'a1', status: 'submitted' };
    const calls = serve({ status: 200, body: submitted });
    await expect(resumeAttempt('a1', true)).resolves.toEqual(submitted);
    expect(calls).toHaveLength(1);
  });

  it('nothing to resume: an exited attempt, one that is gone (404) or an id that is not one (400)', async () => {
    serve({ status: 200, body: { id: 'a1', status: 'abandoned' } });
    await expect(resumeAttempt('a1', false)).resolves.toBeNull();
    serve({ status: 404, body: { error: { code: 'attempt_not_found', message: 'Not found.' } } });
    await expect(resumeAttempt('a1', false)).resolves.toBeNull();
    serve({ status: 400, body: { error: { code: 'invalid_request', message: 'Bad id.' } } });
    await expect(resumeAttempt('a1', false)).resolves.toBeNull();
  });

  it('any other failure is thrown, so the page can offer Try again', async () => {
    serve('network');
    await expect(resumeAttempt('a1', false)).rejects.toBeInstanceOf(ApiError);
  });
});
