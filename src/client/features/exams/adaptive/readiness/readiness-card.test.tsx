// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Readiness, ReadinessPoint } from '../../../../../shared/exams/cat/adaptive-schemas';
import { formatDateTime } from '../../../../lib/format';
import { mockApi, renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { ReadinessCard } from './ReadinessCard';

setUpPageTests();

const point = (changes: Partial<ReadinessPoint>): ReadinessPoint => ({
  attemptId: '00000000-0000-4000-8000-000000000001',
  exam: 'rn',
  decidedAt: '2026-03-02T11:13:00.000Z',
  theta: 0.62,
  standardError: 0.33,
  passingStandard: 0,
  outcome: 'pass',
  probabilityOfPassing: 0.9702,
  itemsAnswered: 112,
  ...changes,
});

function renderCard(readiness: Readiness | { status: number; body: unknown }) {
  const calls = mockApi((url) => {
    if (url === '/api/exams/adaptive/readiness')
      return 'status' in readiness ? readiness : { status: 200, body: readiness };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  renderAt('/dashboard', <ReadinessCard />);
  return calls;
}

const section = () => screen.getByRole('region', { name: 'NCLEX readiness' });

describe('issue 22 item 6: readiness on the dashboard', () => {
  it('shows the latest result: the probability of passing with what it is based on, the interval and its report', async () => {
    const latest = point({ attemptId: '00000000-0000-4000-8000-000000000002', decidedAt: '2026-04-10T15:00:00.000Z' });
    renderCard({ attempts: [latest], inProgress: null });
    expect(await screen.findByText('Probability of passing: 97%')).toBeTruthy();
    expect(within(section()).getByText('Adaptive NCLEX-RN')).toBeTruthy();
    expect(
      within(section()).getByText(
        `From your adaptive test of ${formatDateTime(latest.decidedAt)}, 112 items: ability 0.62 ± 0.65 logits, by the normal approximation with its standard error (0.33 logits). A practice estimate on Nightingale's items, not a promise.`,
      ),
    ).toBeTruthy();
    expect(
      within(section()).getByText(
        'Ability 0.62 logits, 95% interval \u22120.03 to 1.27; passing standard 0.00 logits: the interval contains the standard.',
      ),
    ).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'See its performance report' }).getAttribute('href')).toBe(
      '/adaptive-nclex?attempt=00000000-0000-4000-8000-000000000002',
    );
    expect(within(section()).getByText('Passed that test')).toBeTruthy();
    // One test: no trend chart yet, and it says when there will be one.
    expect(within(section()).queryByRole('img')).toBeNull();
    expect(within(section()).getByText('Your trend appears here after your second Adaptive NCLEX-RN.')).toBeTruthy();
  });

  it("draws the trend over the latest exam's tests, one error bar per test, against its standard", async () => {
    renderCard({
      attempts: [
        point({ attemptId: '00000000-0000-4000-8000-00000000000a', theta: -0.5, probabilityOfPassing: 0.1 }),
        point({ attemptId: '00000000-0000-4000-8000-00000000000b', exam: 'rn', theta: 0.1 }),
        point({ attemptId: '00000000-0000-4000-8000-00000000000c', exam: 'pn', passingStandard: -0.18, theta: 0.3 }),
        point({
          attemptId: '00000000-0000-4000-8000-00000000000d',
          theta: 0.8,
          probabilityOfPassing: 0.0049,
          outcome: 'fail',
        }),
      ],
      inProgress: null,
    });
    expect(await screen.findByText('Probability of passing: less than 1%')).toBeTruthy();
    expect(within(section()).getByText('Did not pass that test')).toBeTruthy();
    const chart = within(section()).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Your ability after each of your 3 adaptive tests, oldest first, against the passing standard of 0.00 logits: \u22120.50, 0.10, 0.80.',
    );
    expect(chart.querySelectorAll('[data-series="attempts"] circle')).toHaveLength(3);
    expect(chart.querySelector('line[data-standard]')?.getAttribute('data-standard')).toBe('0');
    expect(within(section()).getByRole('heading', { name: 'Your Adaptive NCLEX-RN results over time' })).toBeTruthy();
  });

  it('no decided test yet: one sentence on what the adaptive test gives and a link to take it', async () => {
    renderCard({ attempts: [], inProgress: null });
    expect(await screen.findByText(/^No adaptive test yet\. The adaptive NCLEX chooses each item/)).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Take the adaptive NCLEX' }).getAttribute('href')).toBe(
      '/adaptive-nclex',
    );
    expect(within(section()).queryByText(/Probability of passing/)).toBeNull();
  });

  it('a test in progress: a Resume link to it, and no second start', async () => {
    renderCard({
      attempts: [],
      inProgress: { attemptId: '00000000-0000-4000-8000-000000000009', exam: 'pn', itemsAnswered: 23 },
    });
    expect(await screen.findByText('Adaptive NCLEX-PN in progress')).toBeTruthy();
    expect(within(section()).getByText('23 items answered so far.')).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(
      '/adaptive-nclex?attempt=00000000-0000-4000-8000-000000000009',
    );
    expect(within(section()).queryByRole('link', { name: 'Take the adaptive NCLEX' })).toBeNull();
  });

  it("a failed load: the server's sentence and Try Again", async () => {
    renderCard({
      status: 500,
      body: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
    });
    expect(await screen.findByText('Your readiness could not be loaded')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
