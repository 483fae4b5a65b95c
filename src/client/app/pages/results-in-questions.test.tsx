// @vitest-environment happy-dom

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AttemptSummary, SubmittedAttempt } from '../../../shared/exams/attempt-schemas';
import { attemptScoreText } from '../../features/exams/attempt-score-text';
import { AttemptHistoryCards } from '../../features/exams/components/AttemptHistoryCards';
import { AttemptHistoryTable } from '../../features/exams/components/AttemptHistoryTable';
import { ExamResults } from '../../features/exams/components/ExamResults';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { theme } from '../theme';
import { Component as DashboardPage } from './DashboardPage';

setUpPageTests();

const result = (changes: Partial<SubmittedAttempt>): SubmittedAttempt => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  formId: 'fundamentals',
  formTitle: 'Fundamentals',
  formKind: 'subject-quiz',
  mode: 'timed',
  startedAt: '2026-03-02T09:00:00.000Z',
  timeLimitSeconds: 3600,
  status: 'submitted',
  submittedAt: '2026-03-02T09:20:00.000Z',
  correctCount: 3,
  questionCount: 30,
  score: 7,
  possible: 44,
  percent: 16,
  passed: false,
  band: 'Needs Improvement',
  timeSpentSeconds: 1200,
  items: [],
  bySubject: [{ name: 'Fundamentals of Nursing', items: 30, correct: 3, earned: 7, possible: 44, percent: 16 }],
  byClientNeed: [],
  percentile: null,
  ...changes,
});

const line = (changes: Partial<AttemptSummary>): AttemptSummary => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  formId: 'fundamentals',
  formTitle: 'Fundamentals',
  formKind: 'subject-quiz',
  mode: 'timed',
  status: 'submitted',
  startedAt: '2026-03-02T09:00:00.000Z',
  submittedAt: '2026-03-02T09:20:00.000Z',
  itemCount: 30,
  correctCount: 3,
  score: 7,
  possible: 44,
  percent: 16,
  passed: false,
  timeSpentSeconds: 1200,
  ...changes,
});

function renderResults(attempt: SubmittedAttempt, title = 'Fundamentals Results') {
  // The review's glossary (issue 29 item 3) asks for the terms: none here.
  mockApi(() => ({ status: 200, body: { terms: [] } }));
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ExamResults
            result={attempt}
            title={title}
            onRetake={() => {}}
            retaking={false}
            retakeError={null}
            onBack={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('issue 23 item 2: results in questions correct of asked, then points', () => {
  it('the results show the questions correct first, then the points with the partial-credit rule', () => {
    renderResults(result({}));
    const questions = screen.getByTestId('result-questions');
    const score = screen.getByTestId('result-score');
    expect(questions.textContent).toBe('3 / 30');
    expect(score.textContent).toBe('7 / 44');
    // Questions come first in the reading order.
    expect(questions.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('result-points-rule').textContent).toMatch(
      /^The score is in points: 7 of 44\. A question counts as correct when it earned all its points;/,
    );
    expect(screen.getByText('3 of 30 questions correct · 7 of 44 points · 16%')).toBeTruthy();
  });

  it('the sample test keeps its score line (count correct of 10) and adds the questions line, with no points rule', () => {
    renderResults(
      result({ formId: 'free-sample', correctCount: 7, questionCount: 10, score: 7, possible: 10, percent: 70 }),
      'Your Sample Test Results',
    );
    expect(screen.getByTestId('result-score').textContent).toBe('7 / 10');
    expect(screen.getByTestId('result-questions').textContent).toBe('7 / 10');
    expect(screen.queryByTestId('result-points-rule')).toBeNull();
  });

  it('a history line: questions correct, then points; in progress, nothing; adaptive, decided on ability', () => {
    expect(attemptScoreText(line({}))).toEqual({ questions: '3 of 30 questions correct', points: '7/44 points (16%)' });
    expect(attemptScoreText(line({ status: 'in_progress', correctCount: null, score: null }))).toBeNull();
    expect(attemptScoreText(line({ formKind: 'adaptive', itemCount: 85, correctCount: 44, passed: true }))).toEqual({
      questions: '44 of 85 questions correct',
      points: 'Passed or not on ability, not points',
    });
  });

  it('the history table and the phone cards show every field of a line, the result badge whole', () => {
    const attempts = [
      line({}),
      line({
        id: '00000000-0000-4000-8000-0000000000a2',
        status: 'in_progress',
        correctCount: null,
        score: null,
        possible: null,
        percent: null,
        passed: null,
        timeSpentSeconds: null,
        submittedAt: null,
      }),
    ];
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <AttemptHistoryTable attempts={attempts} />
          <AttemptHistoryCards attempts={attempts} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('3 of 30 questions correct')).toBeTruthy();
    expect(within(row).getByText('7/44 points (16%)')).toBeTruthy();
    expect(within(row).getByText('20 min 0 s')).toBeTruthy();
    expect(within(row).getByText('Not passed')).toBeTruthy();
    const [card, unfinished] = screen.getAllByRole('listitem') as HTMLElement[];
    for (const label of ['Date', 'Duration', 'Score', 'Result'])
      expect(within(card as HTMLElement).getByText(label)).toBeTruthy();
    expect(within(card as HTMLElement).getByText('3 of 30 questions correct')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Not passed')).toBeTruthy();
    expect(within(unfinished as HTMLElement).getByText('In progress')).toBeTruthy();
  });

  it('the dashboard: recent activity and subject progress in questions first', async () => {
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/exams/progress')
        return {
          status: 200,
          body: {
            stats: {
              testsTaken: 1,
              averagePercent: 16,
              bestPercent: 16,
              lastTestAt: '2026-03-02T09:20:00.000Z',
              itemsAnswered: 30,
            },
            subjects: [
              {
                name: 'Fundamentals of Nursing',
                asked: 30,
                correct: 3,
                answered: 30,
                earned: 7,
                possible: 44,
                percent: 16,
              },
            ],
            clientNeeds: [],
            recentAttempts: [line({})],
            achievements: [],
          },
        };
      if (url === '/api/tracking')
        return { status: 200, body: { student: { id: 'u1', name: 'Sam', email: 'x@example.com' }, steps: [] } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByRole('link', { name: 'Fundamentals: 3 of 30 questions correct' })).toBeTruthy();
    expect(screen.getByText('7/44 points (16%)')).toBeTruthy();
    expect(screen.getByText('3 of 30 questions correct · 16% of points')).toBeTruthy();
  });
});
