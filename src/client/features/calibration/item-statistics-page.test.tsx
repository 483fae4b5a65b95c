// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CALIBRATION_RUNNING,
  type CalibrationRunSummary,
  ITEM_STATISTICS_RESTRICTED,
  type ItemStatistics,
  type ItemStatisticsRow,
} from '../../../shared/calibration/item-statistics';
import { type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as ItemStatisticsPage } from './ItemStatisticsPage';

setUpPageTests();

const renderPage = (path = '/item-statistics') => renderAt(path, <ItemStatisticsPage />);

const row = (overrides: Partial<ItemStatisticsRow>): ItemStatisticsRow => ({
  itemId: 'pharm-001',
  itemType: 'multiple-choice',
  subject: 'Pharmacology',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  level: 'medium',
  status: 'operational',
  source: 'calibrated',
  responses: 42,
  percentCorrect: 61.9,
  pointBiserial: 0.41,
  difficulty: 0.734,
  standardError: 0.352,
  infit: 0.97,
  outfit: 1.04,
  flags: [],
  calibratedAt: '2026-03-02T09:00:01.000Z',
  ...overrides,
});

const run = (overrides: Partial<CalibrationRunSummary> = {}): CalibrationRunSummary => ({
  id: 'r1',
  trigger: 'demo',
  status: 'finished',
  startedAt: '2026-03-02T09:00:00.000Z',
  finishedAt: '2026-03-02T09:00:02.000Z',
  persons: 579,
  responses: 34740,
  itemsCalibrated: 868,
  itemsPromoted: 0,
  iterations: 6,
  error: null,
  ...overrides,
});

const page = (rows: ItemStatisticsRow[], overrides: Partial<ItemStatistics> = {}): ItemStatistics => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 50,
  totals: { items: 868, calibrated: 868, flagged: 1, pretest: 0 },
  latestRun: run(),
  minResponses: 30,
  ...overrides,
});

const statisticsCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/admin/item-statistics?'));
const runCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/admin/calibration-runs');

describe('issue 22 item 5: the item statistics page is for admins', () => {
  it.each([
    ['signed out', { user: null }],
    ['a student', signedIn('student')],
    ['an instructor', signedIn('instructor')],
  ])('%s reads the Access Restricted text and the statistics are not asked for', async (_who, me) => {
    const calls = mockApi(() => ({ status: 200, body: me }));
    renderPage();
    await screen.findByText(ITEM_STATISTICS_RESTRICTED);
    expect(statisticsCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Run calibration now' })).toBeNull();
  });
});

describe('issue 22 item 5: the table of item statistics', () => {
  it('shows each item’s statistics, flags as badges with a legend, the latest run, and sorts and filters through the address', async () => {
    const misfit = row({
      itemId: 'sata-007',
      itemType: 'select-all-that-apply',
      difficulty: -1.2,
      infit: 1.52,
      outfit: 1.9,
      pointBiserial: 0.04,
      flags: ['misfit', 'low-discrimination'],
    });
    const fresh = row({
      itemId: 'new-001',
      status: 'pretest',
      source: 'authored',
      level: 'hard',
      responses: 12,
      percentCorrect: null,
      pointBiserial: null,
      difficulty: 0.619,
      standardError: null,
      infit: null,
      outfit: null,
      calibratedAt: null,
    });
    const calls = mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (url.includes('flagged=true')) return { status: 200, body: page([misfit]) };
      return { status: 200, body: page([row({}), misfit, fresh]) };
    });
    const router = renderPage();
    const table = await screen.findByRole('table');
    expect(statisticsCalls(calls)[0]?.url).toBe('/api/admin/item-statistics?sort=itemId&order=asc&page=1');

    const [, first, second, third] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('pharm-001')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Multiple choice · Pharmacology')).toBeTruthy();
    expect(first?.textContent).toContain('62%');
    expect(first?.textContent).toContain('0.41');
    expect(first?.textContent).toContain('+0.73');
    expect(first?.textContent).toContain('± 0.35');
    expect(first?.textContent).toContain('0.97');
    expect(within(first as HTMLElement).getByText('None')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Misfit')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Low discrimination')).toBeTruthy();
    expect(second?.textContent).toContain('-1.20');
    expect(within(third as HTMLElement).getByText('Pretest')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('Authored')).toBeTruthy();
    expect(third?.textContent).toContain('+0.62 (hard)');

    // The legend explains every flag; the latest run shows its figures.
    expect(screen.getByText(/Infit or outfit mean square outside 0\.7-1\.3/)).toBeTruthy();
    expect(screen.getByText(/Point-biserial below 0\.1/)).toBeTruthy();
    const latest = screen.getByRole('region', { name: 'Latest run' });
    expect(within(latest).getByText(/started by the demo data/)).toBeTruthy();
    expect(within(latest).getByText('34,740')).toBeTruthy();
    expect(within(latest).getByText('868')).toBeTruthy();

    // Sorting by a column, then reversing it; the heading says which way.
    fireEvent.click(within(table).getByRole('button', { name: /Difficulty \(logits\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=difficulty'));
    await waitFor(() => expect(statisticsCalls(calls).at(-1)?.url).toContain('sort=difficulty&order=asc'));
    expect(screen.getByRole('columnheader', { name: /Difficulty/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Difficulty \(logits\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=difficulty&order=desc'));

    // Flagged only.
    fireEvent.click(screen.getByRole('switch', { name: 'Flagged only' }));
    await waitFor(() => expect(router.state.location.search).toContain('flagged=true'));
    await waitFor(() => expect(screen.queryByText('pharm-001')).toBeNull());
    expect(screen.getByText('sata-007')).toBeTruthy();
  });

  it('says when no item is flagged, and offers Try Again when the statistics cannot be loaded', async () => {
    let fail = true;
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (fail) return { status: 500, body: { error: { code: 'internal_error', message: 'Something broke.' } } };
      return { status: 200, body: page([], { latestRun: null }) };
    });
    renderPage('/item-statistics?flagged=true');
    await screen.findByText('Something broke.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('No item is flagged: every calibrated item fits the model and is in range.');
    expect(screen.getByText('No calibration has run yet')).toBeTruthy();
  });
});

describe('issue 22 item 5: Run calibration now', () => {
  it('asks first, runs, shows it is busy, toasts the figures and refreshes the table', async () => {
    // Like mockApi, but the run answers only when the test lets it, so the busy state can be seen.
    const calls: Call[] = [];
    let finishRun: (() => void) | undefined;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: undefined });
      if (url === '/api/account/me') return json(200, signedIn('admin'));
      if (init?.method !== 'POST') return json(200, page([row({})]));
      return new Promise((resolve) => {
        finishRun = () => resolve(json(201, { run: run({ trigger: 'admin', itemsPromoted: 2 }) }));
      });
    });
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Run calibration now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the calibration now?' });
    expect(runCalls(calls)).toHaveLength(0);
    expect(within(dialog).getByText(/at least 30 responses/)).toBeTruthy();
    const before = statisticsCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run calibration' }));
    await waitFor(() => expect(runCalls(calls)).toHaveLength(1));
    // Busy: the confirm button spins and Cancel waits for the run.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Run calibration' }).hasAttribute('data-loading')).toBe(true),
    );
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    finishRun?.();
    await screen.findByText('868 items calibrated from 34,740 responses; 2 promoted from pretest.');
    expect(runCalls(calls)).toEqual([{ url: '/api/admin/calibration-runs', method: 'POST', body: undefined }]);
    await waitFor(() => expect(statisticsCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s sentence when a run is already in progress', async () => {
    mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'POST') {
        return { status: 409, body: { error: { code: 'calibration_running', message: CALIBRATION_RUNNING } } };
      }
      return { status: 200, body: page([row({})]) };
    });
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Run calibration now' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run calibration' }));
    expect(await within(dialog).findByText(CALIBRATION_RUNNING)).toBeTruthy();
    expect(within(dialog).getByText('The calibration did not run')).toBeTruthy();
  });
});
