// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ItemView } from '../../../../shared/items/registry';
import { polyfillMantine } from '../../../testing/page-test-utils';
import { PeerFigures, peersPendingText, peerTimeText } from './PeerFigures';
import { PracticePercentile } from './PracticePercentile';

beforeAll(polyfillMantine);
afterEach(cleanup);

const view = {
  id: 'test-001',
  itemType: 'multiple-choice',
  stem: 'Which action first?',
  subject: 'Pharmacology',
  topic: 'Insulin',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  options: ['Check glucose', 'Give insulin', 'Call provider', 'Document'],
} as unknown as ItemView;

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('issue 25 item 2: peer figures on an item', () => {
  it('says how many more first answers are needed below 20', () => {
    expect(peersPendingText({ answers: 12, needed: 20 })).toBe(
      'Peer figures appear once 20 students have answered this item (12 so far).',
    );
    wrap(<PeerFigures view={view} peers={{ answers: 12, needed: 20, yourSeconds: 30, figures: null }} />);
    expect(screen.getByText(/\(12 so far\)/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the percent right, each option’s share named for screen readers, and the time against the median', () => {
    expect(peerTimeText(48, 72)).toBe('Your time 48 s · median 1 min 12 s');
    wrap(
      <PeerFigures
        view={view}
        peers={{
          answers: 21,
          needed: 20,
          yourSeconds: 48,
          figures: { percentCorrect: 62, medianSeconds: 72, optionShares: [62, 29, 9, 0] },
        }}
      />,
    );
    expect(screen.getByText('62% of students answered this correctly')).toBeTruthy();
    expect(screen.getByText('Your time 48 s · median 1 min 12 s')).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Option A: 62% of students chose it',
      'Option B: 29% of students chose it',
      'Option C: 9% of students chose it',
      'Option D: 0% of students chose it',
    ]);
  });

  it('shows nothing when the item came without figures', () => {
    const { container } = wrap(<PeerFigures view={view} peers={undefined} />);
    expect(container.querySelector('[data-testid="peer-figures"]')).toBeNull();
  });
});

describe('issue 25 item 2: a practice’s percentile', () => {
  it('names the students who answered the same questions, not the takers of a test', () => {
    wrap(<PracticePercentile percentile={{ percentile: 64, takers: 31, basis: 'items' }} />);
    expect(
      screen.getByText(
        'You scored higher than 64% of the 31 students who answered these questions for the first time.',
      ),
    ).toBeTruthy();
  });
});
