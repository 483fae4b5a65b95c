// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Activity, EXAM_DATE_IN_PAST, type TodayPlan } from '../../../shared/study-plan/study-plan';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { heatLevel } from './components/StudyHeatMap';
import { StudyPlanPanel } from './components/StudyPlanPanel';
import { daysToExamText, listed, practiceHref } from './plan-text';

setUpPageTests();

const basePlan: TodayPlan = {
  today: '2026-03-02',
  timeZone: 'America/New_York',
  examDate: null,
  examDateSource: 'none',
  studentExamDate: null,
  daysToExam: null,
  cards: { done: false, due: 12, newAvailable: 5, reviewedToday: 3 },
  practice: {
    done: false,
    items: 20,
    answeredToday: 0,
    categories: [
      { name: 'Psychosocial Integrity', percent: 40, asked: 10 },
      { name: 'Management of Care', percent: null, asked: 0 },
    ],
  },
  exam: { plannedToday: true, done: true, nextDay: '2026-03-09', available: true },
  partsDone: 1,
  partsPlanned: 3,
  streak: { days: 4, studiedToday: true },
};

const activity: Activity = {
  today: '2026-03-02',
  days: [
    { day: '2026-02-23', items: 0, cards: 0 },
    { day: '2026-02-24', items: 25, cards: 4 },
    { day: '2026-02-25', items: 0, cards: 0 },
    { day: '2026-02-26', items: 0, cards: 0 },
    { day: '2026-02-27', items: 0, cards: 0 },
    { day: '2026-02-28', items: 0, cards: 0 },
    { day: '2026-03-01', items: 0, cards: 0 },
    { day: '2026-03-02', items: 10, cards: 0 },
  ],
  duePerDay: [
    { day: '2026-03-02', due: 12 },
    { day: '2026-03-03', due: 4 },
  ],
  retention: [
    { weekStart: '2026-02-16', reviews: 10, recalled: 8, percent: 80 },
    { weekStart: '2026-02-23', reviews: 0, recalled: 0, percent: null },
  ],
};

describe('the dashboard’s study plan panel (issue 25 item 5)', () => {
  it('shows today’s parts with progress, links, streak, the heat map and the charts with their figures', async () => {
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/study-plan/today') return { status: 200, body: basePlan };
      if (url === '/api/study-plan/activity') return { status: 200, body: activity };
      return { status: 404, body: {} };
    });
    renderAt('/dashboard', <StudyPlanPanel />);
    const panel = await screen.findByRole('region', { name: 'Your study plan' });
    expect((await within(panel).findByTestId('plan-progress')).textContent).toBe('1 of 3 done');
    expect(within(panel).getByText('4-day streak')).toBeTruthy();
    expect(within(panel).getByText('No exam date yet')).toBeTruthy();
    expect(within(panel).getByText('12 cards due · 5 new cards waiting · 3 cards reviewed today')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Review cards' }).getAttribute('href')).toBe('/flashcards');
    expect(within(panel).getByRole('link', { name: 'Build this practice' }).getAttribute('href')).toBe(
      '/training-center?view=practice&clientNeed=Psychosocial+Integrity&clientNeed=Management+of+Care&count=20',
    );
    expect(within(panel).getByText('You sat a practice exam today.')).toBeTruthy();
    const heatMap = await within(panel).findByRole('img', { name: /^Calendar of your study days/ });
    expect(heatMap.getAttribute('aria-label')).toContain('2 days with study, 35 items answered and 4 cards reviewed');
    expect(heatMap.querySelector('[data-day="2026-02-24"] title')?.textContent).toBe(
      'Feb 24, 2026: 25 items answered, 4 cards reviewed',
    );
    expect(
      within(panel)
        .getByRole('img', { name: /^Bar chart of the cards due/ })
        .getAttribute('aria-label'),
    ).toContain('16 cards in all');
    expect(
      within(panel)
        .getByRole('img', { name: /^Line chart of the percent/ })
        .getAttribute('aria-label'),
    ).toContain('80% in the latest');
    expect(within(panel).getAllByText('Show the figures')).toHaveLength(3);
  });

  it('shows the server’s sentence under the exam date field when the date is refused', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/study-plan/exam-date' && method === 'PUT')
        return { status: 400, body: { error: { code: 'exam_date_in_past', message: EXAM_DATE_IN_PAST } } };
      if (url === '/api/study-plan/today') return { status: 200, body: basePlan };
      if (url === '/api/study-plan/activity') return { status: 200, body: activity };
      return { status: 404, body: {} };
    });
    renderAt('/dashboard', <StudyPlanPanel />);
    const field = await screen.findByLabelText('Exam date');
    fireEvent.change(field, { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText(EXAM_DATE_IN_PAST)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ examDate: '2026-03-01' });
  });

  it('shows nothing to a user who is neither a student nor registered', async () => {
    mockApi((url) => {
      if (url === '/api/account/me')
        return { status: 200, body: { user: { ...signedIn('trainer').user, isRegistered: false } } };
      return { status: 403, body: { error: { code: 'forbidden', message: 'No.' } } };
    });
    renderAt(
      '/dashboard',
      <div>
        dashboard
        <StudyPlanPanel />
      </div>,
    );
    await screen.findByText('dashboard');
    expect(screen.queryByRole('region', { name: 'Your study plan' })).toBeNull();
  });
});

describe('the plan’s words and links', () => {
  it('counts down to the exam', () => {
    expect(daysToExamText(42)).toBe('42 days to your exam');
    expect(daysToExamText(1)).toBe('1 day to your exam');
    expect(daysToExamText(0)).toBe('Exam day is today');
    expect(daysToExamText(-2)).toBe('Your exam date has passed');
  });

  it('lists categories and builds the practice link', () => {
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
    expect(practiceHref(['Basic Care and Comfort'], 30)).toBe(
      '/training-center?view=practice&clientNeed=Basic+Care+and+Comfort&count=30',
    );
  });

  it('shades a day by its share of the busiest day', () => {
    expect([0, 1, 5, 10, 20].map((value) => heatLevel(value, 20))).toEqual([0, 1, 1, 2, 4]);
    expect(heatLevel(3, 0)).toBe(0);
  });
});
