import { demoSession } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('issue 27 item 5 trainer insight: Maria reads her revenue by month and by product with its refund, and a course insight; axe', async ({
  browser,
  baseURL,
}) => {
  // Maria Santos, a demo trainer, sold courses over the last months; Grace refunded one sale today.
  const maria = await demoSession(browser, baseURL, 'maria.santos@nightingale.test');
  await maria.goto('/trainer-dashboard');
  const revenue = maria.getByRole('region', { name: 'Revenue' });
  await expect(revenue.getByRole('img', { name: 'Revenue by month' })).toBeVisible();
  await expect(revenue.getByRole('img', { name: 'Revenue by product' })).toBeVisible();

  const byMonth = revenue.getByRole('region', { name: 'By month' });
  await byMonth.getByText('Show the figures').click();
  const months = byMonth.getByRole('table', { name: /Your revenue per month/ });
  await expect(months).toBeVisible();
  await expect(months.getByRole('row')).toHaveCount(13);
  // The refund shows apart, as a negative amount, in the month it was made (the last row: this month).
  await expect(months.getByRole('row').last().getByRole('cell').nth(3)).toHaveText('1');
  await expect(months.getByRole('row').last().getByRole('cell').nth(4)).toHaveText(/^-\$/);

  const byProduct = revenue.getByRole('region', { name: 'By product' });
  await byProduct.getByText('Show the figures').click();
  await expect(
    byProduct.getByRole('row').filter({ hasText: 'Fundamentals Bootcamp for International Nurses' }),
  ).toHaveCount(1);

  const insight = maria.getByRole('region', { name: 'Course insight' });
  await insight.getByLabel('Course').selectOption({ label: 'Fundamentals Bootcamp for International Nurses' });
  await expect(insight.getByText('Completion rate')).toBeVisible();
  await expect(insight.getByRole('img', { name: 'Buyers by month' })).toBeVisible();
  await expectNoAxeViolations(maria, 'the trainer dashboard with its revenue charts and course insight');

  // On a phone the page does not scroll sideways and the charts keep to the screen's width (their
  // wide tables scroll in their own box).
  await maria.setViewportSize({ width: 390, height: 844 });
  await expect(revenue.getByRole('img', { name: 'Revenue by month' })).toBeVisible();
  const pageOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
  expect(await maria.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
  for (const name of ['Revenue by month', 'Revenue by product', 'Buyers by month']) {
    const box = await maria.getByRole('img', { name }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }
});
