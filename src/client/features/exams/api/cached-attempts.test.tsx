// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AttemptHistory, AttemptSummary, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { setUpPageTests, signedIn } from '../../../testing/page-test-utils';
import { TrainingOverview } from '../components/TrainingOverview';
import { useExitAttempt } from './exit-attempt';
import { attemptHistoryQuery } from './get-attempt-history';
import { useSubmitAttempt } from './submit-attempt';

setUpPageTests();

const ATTEMPT_ID = '00000000-0000-4000-8000-0000000000a1';

const inProgress: AttemptSummary = {
  id: ATTEMPT_ID,
  formId: 'fundamentals',
  formTitle: 'Fundamentals',
  formKind: 'subject-quiz',
  mode: 'timed',
  status: 'in_progress',
  startedAt: '2026-03-02T09:00:00.000Z',
  submittedAt: null,
  itemCount: 30,
  correctCount: null,
  score: null,
  possible: null,
  percent: null,
  passed: null,
  timeSpentSeconds: null,
};

const result = {
  id: ATTEMPT_ID,
  formId: 'fundamentals',
  formTitle: 'Fundamentals',
  formKind: 'subject-quiz',
  mode: 'timed',
  startedAt: '2026-03-02T09:00:00.000Z',
  timeLimitSeconds: 3600,
  status: 'submitted',
  submittedAt: '2026-03-02T09:20:00.000Z',
  correctCount: 7,
  questionCount: 30,
  score: 7,
  possible: 44,
  percent: 16,
  passed: false,
  band: 'Needs Improvement',
  timeSpentSeconds: 1200,
  items: [],
  bySubject: [],
  byClientNeed: [],
  percentile: null,
} satisfies SubmittedAttempt;

/**
 * The API as the Training Center sees it after a submit or an exit: the submit and the exit
 * answer, and the history's refetch never arrives (the moment after Back, before it does).
 */
function serveApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const json = (status: number, body: unknown) =>
      new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url === '/api/exams/attempts') return new Promise<Response>(() => {});
    if (method === 'POST' && url === `/api/exams/attempts/${ATTEMPT_ID}/submit`) return json(200, result);
    if (method === 'DELETE' && url === `/api/exams/attempts/${ATTEMPT_ID}`) return json(204, null);
    if (url === '/api/account/me') return json(200, signedIn('student'));
    return json(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
}

/** A query client whose history holds `inProgress` unfinished, as it did when the test started. */
function clientWithUnfinishedTest() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<AttemptHistory>(attemptHistoryQuery.queryKey, { attempts: [inProgress] });
  return client;
}

const wrapper = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** The Training Center's overview, as Back shows it, on `client`'s cache. */
function renderOverview(client: QueryClient) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <TrainingOverview
            onStarted={() => {}}
            onOpen={() => {}}
            roleFeatures={() => null}
            trainerOfferings={null}
            sampleCourses={null}
          />
        ),
      },
    ],
    { initialEntries: ['/training-center'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('issue 23 item 3: Back after a submit or an exit offers no unfinished test', () => {
  it('the overview offers to resume a test the history lists as unfinished', async () => {
    serveApi();
    renderOverview(clientWithUnfinishedTest());
    expect(await screen.findByText('You have an unfinished test')).toBeTruthy();
  });

  it('submit: the cached history lists the test as submitted at once, so Back shows no notice', async () => {
    serveApi();
    const client = clientWithUnfinishedTest();
    const onSubmitted = vi.fn();
    const { result: hook } = renderHook(
      () => useSubmitAttempt(ATTEMPT_ID, { prepare: async () => {}, onSubmitted, onError: () => {} }),
      { wrapper: wrapper(client) },
    );
    act(() => hook.current.mutate(false));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(result));
    expect(client.getQueryData(attemptHistoryQuery.queryKey)?.attempts).toEqual([
      {
        ...inProgress,
        status: 'submitted',
        submittedAt: result.submittedAt,
        correctCount: 7,
        score: 7,
        possible: 44,
        percent: 16,
        passed: false,
        timeSpentSeconds: 1200,
      },
    ]);

    renderOverview(client);
    expect(await screen.findByRole('heading', { name: 'Training Center' })).toBeTruthy();
    expect(screen.queryByText('You have an unfinished test')).toBeNull();
  });

  it('exit: the cached history no longer lists the test, so Back shows no notice', async () => {
    serveApi();
    const client = clientWithUnfinishedTest();
    const onExited = vi.fn();
    const { result: hook } = renderHook(() => useExitAttempt(ATTEMPT_ID, onExited), { wrapper: wrapper(client) });
    act(() => hook.current.mutate());
    await waitFor(() => expect(onExited).toHaveBeenCalled());
    expect(client.getQueryData(attemptHistoryQuery.queryKey)?.attempts).toEqual([]);

    renderOverview(client);
    expect(await screen.findByRole('heading', { name: 'Training Center' })).toBeTruthy();
    expect(screen.queryByText('You have an unfinished test')).toBeNull();
  });
});
