// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STEPS, type TimelineStep } from '../../../shared/tracking/tracking';
import { formatCalendarDate } from '../../features/tracking/components/dates';
import { mockApi, polyfillMantine, renderAt, signedIn } from '../../testing/page-test-utils';
import { Component as DashboardPage } from './DashboardPage';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(polyfillMantine);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const progress = {
  stats: { testsTaken: 0, averagePercent: null, bestPercent: null, lastTestAt: null },
  subjects: [],
  recentAttempts: [],
};

function renderDashboard(steps: TimelineStep[]) {
  const calls = mockApi((url) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
    if (url === '/api/exams/progress') return { status: 200, body: progress };
    if (url === '/api/tracking')
      return { status: 200, body: { student: { id: 'u1', name: 'Sam Someone', email: 'x@example.com' }, steps } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  renderAt('/dashboard', <DashboardPage />);
  return calls;
}

const step = (key: string, changes: Partial<TimelineStep>): TimelineStep => {
  const definition = APPLICATION_STEPS.find((candidate) => candidate.key === key);
  if (!definition) throw new Error(key);
  return {
    ...definition,
    status: 'pending',
    completedOn: null,
    dueOn: null,
    note: null,
    updatedAt: null,
    updatedBy: null,
    ...changes,
  };
};

describe('§2 Dashboard: upcoming deadlines come from the application steps (issue 13)', () => {
  it('lists the due dates of steps not completed, soonest first, the passed one marked Overdue', async () => {
    renderDashboard([
      step('account-created', { status: 'completed', completedOn: '2026-01-01', dueOn: '2020-01-01' }),
      step('board-application', { dueOn: '2999-06-01' }),
      step('credentials-evaluation', { status: 'in-progress', dueOn: '2020-02-01' }),
      step('exam-scheduled', {}),
    ]);
    const section = (await screen.findByRole('heading', { name: 'Upcoming deadlines' })).closest(
      'section',
    ) as HTMLElement;
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Credentials evaluationOverdueDue ${formatCalendarDate('2020-02-01')}`,
      `Board of nursing applicationDue ${formatCalendarDate('2999-06-01')}`,
    ]);
    expect(within(section).getByRole('link', { name: 'See your application tracking' }).getAttribute('href')).toBe(
      '/tracking',
    );
    // The sample data of the prototype is gone.
    expect(screen.queryByText('Pharmacology practice quiz')).toBeNull();
  });

  it('no due dates: No upcoming deadlines, with the link to /tracking', async () => {
    renderDashboard([step('account-created', { status: 'completed', completedOn: '2026-01-01' })]);
    expect(await screen.findByText(/^No upcoming deadlines\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your application tracking' })).toBeTruthy();
  });
});
