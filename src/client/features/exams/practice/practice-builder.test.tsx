// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../../testing/page-test-utils';
import { readStoredAttemptId, storeAttemptId } from '../stored-attempt';
import { PracticeBuilderForm } from './PracticeBuilderForm';
import { choiceFromQuery } from './practice-query';
import { SuspendButton } from './SuspendControls';
import { useKeepStoredSample } from './use-keep-stored-sample';

setUpPageTests();

const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };

function renderBuilder(query: string, user: unknown) {
  const calls = mockApi((url) => {
    if (url === '/api/account/me') return { status: 200, body: user };
    if (url === '/api/exams/practice/count') return { status: 200, body: { matching: 7, maxQuestions: 75 } };
    return notFound;
  });
  renderAt(
    `/training-center?${query}`,
    <PracticeBuilderForm
      initial={choiceFromQuery(new URLSearchParams(query))}
      onStarted={() => {}}
      onBack={() => {}}
    />,
  );
  return calls;
}

describe('the practice builder (issue 25 item 1)', () => {
  it('starts from the link’s subject and pool and says how many items match, as the server counts them', async () => {
    const calls = renderBuilder('view=practice&subject=Pharmacology&pool=incorrect', signedIn('student'));
    await waitFor(() => expect(screen.getByTestId('practice-matching').textContent).toBe('7 items match.'), {
      timeout: 5000,
    });
    expect((screen.getByRole('checkbox', { name: 'Pharmacology' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Incorrect' }) as HTMLInputElement).checked).toBe(true);
    const count = calls.find((call) => call.url === '/api/exams/practice/count');
    expect(count?.body).toEqual({ subjects: ['Pharmacology'], clientNeeds: [], itemTypes: [], pool: 'incorrect' });
    expect(screen.getByText(/1 to 7 \(at most 75 for your account\)/)).toBeTruthy();
  });

  it('settles once the count is shown: no render loop from the debounced choice', async () => {
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/exams/practice/count') return { status: 200, body: { matching: 7, maxQuestions: 75 } };
      return notFound;
    });
    let commits = 0;
    renderAt(
      '/training-center?view=practice',
      <Profiler id="builder" onRender={() => (commits += 1)}>
        <PracticeBuilderForm initial={choiceFromQuery(new URLSearchParams())} onStarted={() => {}} onBack={() => {}} />
      </Profiler>,
    );
    await waitFor(() => expect(screen.getByTestId('practice-matching').textContent).toBe('7 items match.'), {
      timeout: 5000,
    });
    const settled = commits;
    // Three debounce periods (200 ms each): a new choice object each render would commit again each time.
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(commits).toBe(settled);
  });

  it('sends a student without registration to register, counting nothing', async () => {
    const calls = renderBuilder('view=practice', {
      user: { ...signedIn('student').user, isRegistered: false },
    });
    expect(await screen.findByRole('link', { name: 'Register' })).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/exams/practice/count')).toBe(false);
  });
});

function Keeper({ signedIn }: { signedIn: boolean }) {
  useKeepStoredSample(signedIn);
  return null;
}

describe('the visitor’s sample kept after sign-in (issue 25 item 1)', () => {
  it('claims the remembered sample once signed in, then forgets it', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    storeAttemptId(id);
    const calls = mockApi((url, method) => {
      if (url === `/api/exams/attempts/${id}/keep` && method === 'POST') {
        return { status: 200, body: { id, claimedAt: '2026-03-02T09:00:00.000Z' } };
      }
      return notFound;
    });
    renderAt('/dashboard', <Keeper signedIn />);
    await waitFor(() => expect(readStoredAttemptId()).toBeNull());
    expect(calls.filter((call) => call.url.endsWith('/keep'))).toHaveLength(1);
  });

  it('keeps an unfinished sample remembered (the sample test page takes it over) and asks nothing signed out', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    storeAttemptId(id);
    const calls = mockApi(() => ({
      status: 409,
      body: { error: { code: 'sample_unfinished', message: 'Finish and submit the Free Sample first.' } },
    }));
    renderAt('/dashboard', <Keeper signedIn={false} />);
    expect(calls).toHaveLength(0);
    renderAt('/dashboard', <Keeper signedIn />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(readStoredAttemptId()).toBe(id);
  });

  it('forgets a sample too old to keep (409 sample_not_keepable), so it is not asked again on every visit', async () => {
    storeAttemptId('33333333-3333-4333-8333-333333333333');
    const calls = mockApi(() => ({
      status: 409,
      body: { error: { code: 'sample_not_keepable', message: 'A Free Sample can be kept within 24 hours.' } },
    }));
    renderAt('/dashboard', <Keeper signedIn />);
    await waitFor(() => expect(readStoredAttemptId()).toBeNull());
    expect(calls).toHaveLength(1);
  });
});

describe('Suspend (issue 25 item 1)', () => {
  it('refuses to suspend when an answer was not saved, saying so, and sends nothing', async () => {
    const calls = mockApi(() => ({ status: 200, body: { id: 'x', remainingSeconds: 60 } }));
    let left = false;
    renderAt(
      '/training-center',
      <SuspendButton
        attemptId="44444444-4444-4444-8444-444444444444"
        disabled={false}
        beforeSuspend={async () => {
          throw new ApiError(
            0,
            'answers_not_saved',
            'Your answer to question 2 was not saved. Choose it again, then suspend.',
          );
        }}
        onSuspended={() => {
          left = true;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend practice' }));
    expect((await screen.findByRole('alert')).textContent).toContain('question 2 was not saved');
    expect(calls.some((call) => call.url.endsWith('/suspend'))).toBe(false);
    expect(left).toBe(false);
  });
});
