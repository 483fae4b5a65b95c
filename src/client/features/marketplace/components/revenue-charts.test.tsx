// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseInsight, RevenueMonth, TrainerRevenue } from '../../../../shared/marketplace/insight';
import type { TrainerCourse } from '../../../../shared/marketplace/trainer-dashboard';
import { mockApi, renderAt, setUpPageTests } from '../../../testing/page-test-utils';
import { CourseInsightSection } from './CourseInsightSection';
import { RevenueSection } from './RevenueCharts';

setUpPageTests();

const month = (name: string, figures: Partial<RevenueMonth> = {}): RevenueMonth => ({
  month: name,
  earnedCents: 0,
  sales: 0,
  refundedCents: 0,
  refunds: 0,
  netCents: 0,
  ...figures,
});
const months = [
  ...['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'].map(
    (name) => month(name),
  ),
  month('2026-02', { earnedCents: 8000, sales: 2, netCents: 8000 }),
  month('2026-03', { refundedCents: -4000, refunds: 1, netCents: -4000 }),
];
const revenue: TrainerRevenue = {
  timeZone: 'America/New_York',
  months,
  products: [
    {
      kind: 'course',
      itemId: 'c1',
      title: 'Cardiac Care',
      earnedCents: 8000,
      sales: 2,
      refundedCents: -4000,
      refunds: 1,
      netCents: 4000,
    },
  ],
};

/** The figures table captioned `caption`, after opening its "Show the figures". */
function figures(caption: string) {
  const table = screen.getByRole('table', { name: caption, hidden: true });
  const details = table.closest('details');
  if (details) fireEvent.click(within(details).getByText('Show the figures'));
  return within(table)
    .getAllByRole('row', { hidden: true })
    .map((row) => row.textContent);
}

describe('issue 27 item 5 the dashboard’s Revenue charts', () => {
  it('draws revenue by month with a title and a description, and its table lists every month with refunds apart', () => {
    renderAt('/trainer-dashboard', <RevenueSection revenue={revenue} />);
    const chart = screen.getByRole('img', { name: 'Revenue by month' });
    expect(chart.querySelector('desc')?.textContent).toContain(
      '$80.00 earned from 2 sales, $40.00 refunded in 1 refund',
    );
    expect(chart.querySelectorAll('rect[data-series="refunded"]')).toHaveLength(1);
    const rows = figures('Your revenue per month (America/New_York)');
    expect(rows).toHaveLength(13);
    expect(rows[0]).toBe('MonthSalesEarnedRefundsRefundedNet');
    expect(rows[11]).toBe('February 20262$80.000$0.00$80.00');
    expect(rows[12]).toBe('March 20260$0.001-$40.00-$40.00');
    expect(figures('Your revenue from each product')[1]).toBe('Cardiac CareCourse2$80.001-$40.00$40.00');
    expect(screen.getByRole('img', { name: 'Revenue by product' })).toBeTruthy();
  });

  it('says so when nothing was sold', () => {
    renderAt(
      '/trainer-dashboard',
      <RevenueSection revenue={{ ...revenue, months: months.map((m) => month(m.month)), products: [] }} />,
    );
    expect(
      screen.getByText('No sales yet. Your revenue by month and by product appears here after your first sale.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

const course = (id: string, title: string, earnedCents: number) => ({ id, title, earnedCents }) as TrainerCourse;
const insight: CourseInsight = {
  courseId: 'c1',
  title: 'Cardiac Care',
  timeZone: 'America/New_York',
  buyers: 6,
  buyersByMonth: months.map((m) => ({ month: m.month, buyers: m.month === '2026-03' ? 6 : 0 })),
  lessons: 4,
  completedBuyers: 1,
  completionPercent: 17,
  notStarted: 1,
  stopLessons: [{ lessonId: 'l3', title: 'Dialysis', sectionTitle: 'Section 2', number: 3, learners: 3 }],
};

describe('issue 27 item 5 Course insight', () => {
  it('asks for the best-earning course and shows its completion rate, buyers and the lessons learners stop at', async () => {
    const calls = mockApi(() => ({ status: 200, body: insight }));
    renderAt(
      '/trainer-dashboard',
      <CourseInsightSection courses={[course('c2', 'Renal Basics', 100), course('c1', 'Cardiac Care', 4000)]} />,
    );
    expect(await screen.findByText('17%')).toBeTruthy();
    expect(calls[0]?.url).toContain('/trainer/courses/c1/insight');
    expect(screen.getByText('1 of 6 buyers completed every lesson')).toBeTruthy();
    expect(screen.getByText('Lesson 3: Dialysis (Section 2) — 3 learners')).toBeTruthy();
    expect(screen.getByText('1 buyer has not completed any lesson yet.')).toBeTruthy();
    expect(figures('New buyers of Cardiac Care per month (America/New_York)')[12]).toBe('March 20266');
  });

  it('without courses says how to get insight', () => {
    renderAt('/trainer-dashboard', <CourseInsightSection courses={[]} />);
    expect(screen.getByText(/Create a course to see who buys it/)).toBeTruthy();
  });
});
