// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../../testing/page-test-utils';
import { AttemptView } from './AttemptView';

setUpPageTests();

const id = '00000000-0000-4000-8000-0000000000b1';
const sample: SubmittedAttempt = {
  id,
  formId: 'free-sample',
  formTitle: 'Free Sample',
  formKind: 'sample',
  mode: 'timed',
  startedAt: '2026-03-02T09:00:00.000Z',
  timeLimitSeconds: 600,
  status: 'submitted',
  submittedAt: '2026-03-02T09:05:00.000Z',
  correctCount: 3,
  questionCount: 5,
  score: 3,
  possible: 5,
  percent: 60,
  passed: false,
  band: 'Needs Improvement',
  timeSpentSeconds: 300,
  items: [],
  bySubject: [],
  byClientNeed: [],
  percentile: null,
};

function renderResult(me: unknown) {
  mockApi((url) => {
    if (url === '/api/account/me') return { status: 200, body: me };
    if (url === `/api/exams/attempts/${id}`) return { status: 200, body: sample };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  renderAt(
    `/training-center?attempt=${id}`,
    <AttemptView attemptId={id} started={null} onStarted={() => {}} onLeave={() => {}} />,
  );
}

describe('a Free Sample result in the Training Center (issue 25 item 1)', () => {
  it('invites a visitor to create an account to keep it', async () => {
    renderResult({ user: null });
    expect(await screen.findByText('Free Sample Results', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByTestId('sample-keep-invite')).toBeTruthy();
  });

  it('does not invite a signed-in student', async () => {
    renderResult(signedIn('student'));
    expect(await screen.findByText('Free Sample Results', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('sample-keep-invite')).toBeNull();
  });
});
