// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdaptiveAttempt, PerformanceReport as Report } from '../../../../../shared/exams/cat/adaptive-schemas';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { AbilityChart } from './AbilityChart';
import { IntervalBar } from './IntervalBar';
import { PerformanceReport, PRACTICE_ESTIMATE_NOTE } from './PerformanceReport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillMantine);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

const trajectory = Array.from({ length: 92 }, (_, index) => ({
  number: index + 1,
  theta: 0.9 - 0.9 / (index + 2),
  standardError: 1 / Math.sqrt(1 + 0.2 * (index + 1)),
}));

function attempt(changes: Partial<Report> = {}): AdaptiveAttempt & { report: Report } {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    exam: 'pn',
    title: 'Adaptive NCLEX-PN',
    passingStandard: -0.18,
    startedAt: '2026-03-02T09:00:00.000Z',
    timeLimitSeconds: 18000,
    minItems: 85,
    maxItems: 150,
    status: 'decided',
    deadline: '2026-03-02T14:00:00.000Z',
    remainingSeconds: 0,
    current: null,
    report: {
      outcome: 'pass',
      decidedBy: 'confidence',
      decidedAt: '2026-03-02T11:13:00.000Z',
      itemsAnswered: 92,
      scoredItems: 77,
      theta: 0.85,
      standardError: 0.26,
      lower: 0.34,
      upper: 1.36,
      probabilityOfPassing: 0.9999,
      trajectory,
      categories: [
        { clientNeeds: 'Management of Care', label: 'Coordinated Care', items: 14, performance: 'above' },
        { clientNeeds: 'Psychosocial Integrity', label: 'Psychosocial Integrity', items: 9, performance: 'near' },
        {
          clientNeeds: 'Pharmacological and Parenteral Therapies',
          label: 'Pharmacological Therapies',
          items: 1,
          performance: 'below',
        },
      ],
      timeSpentSeconds: 7980,
      ...changes,
    },
  };
}

describe('issue 22 item 4: the Candidate Performance Report', () => {
  it('says the outcome, the rule that decided it, the items, the interval, the probability and what it means', () => {
    wrap(<PerformanceReport attempt={attempt()} actions={<button type="button">Take another adaptive test</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate Performance Report' })).toBeTruthy();
    expect(screen.getByText('Adaptive NCLEX-PN · practice test')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Result: Passed' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your ability estimate was clearly above the passing standard with 95% confidence after 92 items.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^More than 99% probability of passing by this estimate\./)).toBeTruthy();
    expect(screen.getByText(/92 items answered, 77 of them scored \(15 unscored pretest items/)).toBeTruthy();
    expect(screen.getByText(/Time used: 2 h 13 min of 5 h\./)).toBeTruthy();
    expect(screen.getByText('Final ability: 0.85 ± 0.51 logits (95% interval 0.34 to 1.36).')).toBeTruthy();
    expect(
      screen.getByText(
        'Ability 0.85 logits, 95% interval 0.34 to 1.36; passing standard \u22120.18 logits: the whole interval is above the standard.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(PRACTICE_ESTIMATE_NOTE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take another adaptive test' })).toBeTruthy();
  });

  it("lists each client-needs category by the exam's name for it, its scored items and its level in words", () => {
    wrap(<PerformanceReport attempt={attempt()} />);
    const table = within(screen.getByRole('region', { name: 'Client needs categories' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Coordinated Care14 scored itemsAbove the passing standard',
      'Psychosocial Integrity9 scored itemsNear the passing standard',
      'Pharmacological Therapies1 scored itemBelow the passing standard',
    ]);
  });

  it('a fail by time below the minimum says NCSBN scores it as a fail, kindly, with the probability', () => {
    wrap(
      <PerformanceReport
        attempt={attempt({
          outcome: 'fail',
          decidedBy: 'time',
          itemsAnswered: 60,
          scoredItems: 49,
          theta: -0.4,
          lower: -1.1,
          upper: 0.3,
          probabilityOfPassing: 0.27,
          trajectory: trajectory.slice(0, 60),
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Result: Did not pass' })).toBeTruthy();
    expect(
      screen.getByText(
        'Time ran out after 60 items: fewer than the 85-item minimum were answered, which NCSBN scores as a fail.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'About 27% probability of passing by this estimate. The categories below show where to focus next.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/interval contains the standard\.$/)).toBeTruthy();
  });
});

describe('issue 22 item 4: the ability chart', () => {
  it('draws one point per item answered, the standard as a line, and a summary for screen readers', () => {
    const { container } = wrap(<AbilityChart trajectory={trajectory} passingStandard={-0.18} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(
      /^Line chart of your ability estimate after each of 92 items, against the passing standard of \u22120\.18 logits\. It started at 0\.45 and ended at 0\.89 logits/,
    );
    expect(container.querySelectorAll('[data-series="theta"] circle')).toHaveLength(92);
    const standard = container.querySelector('line[data-standard]');
    expect(standard?.getAttribute('data-standard')).toBe('-0.18');
    const legend = container.querySelector('[data-legend]') as HTMLElement;
    expect(legend.textContent).toBe('Your ability95% intervalPassing standard \u22120.18');
    expect(within(chart).getByText('Item number')).toBeTruthy();
    // The band narrows: the shaded path (upper ends, then lower ends backwards) is taller at the first item than at the last.
    const ys = (container.querySelector('path[data-series="band"]')?.getAttribute('d') ?? '')
      .replace(/^M|\s*Z$/g, '')
      .split(' L')
      .map((point) => Number(point.split(',')[1]));
    expect(ys).toHaveLength(2 * 92);
    const height = (index: number) => (ys[ys.length - 1 - index] ?? 0) - (ys[index] ?? 0);
    expect(height(0)).toBeGreaterThan(2 * height(91));
  });

  it('the standard sits at its logit height: below the line of estimates above it', () => {
    const { container } = wrap(
      <AbilityChart
        trajectory={[
          { number: 1, theta: 1, standardError: 0.1 },
          { number: 2, theta: 2, standardError: 0.1 },
        ]}
        passingStandard={0}
      />,
    );
    const standardY = Number(container.querySelector('line[data-standard]')?.getAttribute('y1'));
    const dots = [...container.querySelectorAll('[data-series="theta"] circle')].map((dot) =>
      Number(dot.getAttribute('cy')),
    );
    // SVG's y grows downwards: higher abilities are drawn higher, the standard below both.
    expect(dots[1]).toBeLessThan(dots[0] ?? 0);
    expect(standardY).toBeGreaterThan(dots[0] ?? Number.POSITIVE_INFINITY);
  });

  it('gives every figure in a table under "Show the figures"', () => {
    wrap(<AbilityChart trajectory={trajectory.slice(0, 3)} passingStandard={0} />);
    fireEvent.click(screen.getByText('Show the figures'));
    const table = screen.getByRole('table', { name: 'Your ability estimate after each item (logits)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = trajectory[0];
    if (!first) throw new Error('no point');
    const half = 1.96 * first.standardError;
    expect(rows[0]?.textContent).toBe(
      `10.45${(first.theta - half).toFixed(2).replace('-', '\u2212')} to ${(first.theta + half).toFixed(2)}`,
    );
  });

  it('no answers: a sentence instead of an empty chart', () => {
    wrap(<AbilityChart trajectory={[]} passingStandard={0} />);
    expect(screen.getByText('No item was answered, so there is no ability estimate to draw.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('issue 22: the interval bar', () => {
  it('places the standard, the interval and theta on the scale, and says where the interval lies', () => {
    const { container } = wrap(<IntervalBar theta={-1.5} lower={-2.2} upper={-0.8} passingStandard={0} />);
    expect(
      screen.getByText(
        'Ability \u22121.50 logits, 95% interval \u22122.20 to \u22120.80; passing standard 0.00 logits: the whole interval is below the standard.',
      ),
    ).toBeTruthy();
    const drawing = container.querySelector('[data-interval-bar]');
    expect(drawing?.getAttribute('aria-hidden')).toBe('true');
    expect(within(drawing as HTMLElement).getByText('Passing standard 0.00')).toBeTruthy();
    expect(within(drawing as HTMLElement).getByText('You \u22121.50')).toBeTruthy();
    // -3 to +3: the standard at 50%, theta at 25%.
    expect((within(drawing as HTMLElement).getByText('Passing standard 0.00') as HTMLElement).style.left).toBe('50%');
    expect((within(drawing as HTMLElement).getByText('You \u22121.50') as HTMLElement).style.left).toBe('25%');
  });

  it('widens the scale to hold an interval beyond 3 logits', () => {
    const { container } = wrap(<IntervalBar theta={3.6} lower={3.1} upper={4.1} passingStandard={0} />);
    const drawing = container.querySelector('[data-interval-bar]') as HTMLElement;
    expect(within(drawing).getByText('5')).toBeTruthy();
    expect(within(drawing).getByText('\u22123')).toBeTruthy();
  });
});
