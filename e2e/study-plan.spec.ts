import { newStudent } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The local day `days` after today in `timeZone` (a new account's time zone setting is America/New_York). */
function dayFromToday(days: number, timeZone = 'America/New_York'): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a student sets her exam date and sees today’s plan with the days to her exam; a past date is refused', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newStudent(browser, baseURL);
  await page.goto('/dashboard');
  const plan = page.getByRole('region', { name: 'Your study plan' });
  await expect(plan.getByText('No exam date yet')).toBeVisible();
  await expect(plan.getByText("Today's plan")).toBeVisible();
  await expect(plan.getByTestId('plan-progress')).toHaveText(/of 3 done$/);
  await expect(plan.getByRole('link', { name: 'Review cards' })).toHaveAttribute('href', '/flashcards');
  await expect(plan.getByRole('link', { name: 'Build this practice' })).toHaveAttribute(
    'href',
    /^\/training-center\?view=practice&clientNeed=/,
  );
  await expect(plan.getByRole('img', { name: /^Calendar of your study days/ })).toBeVisible();

  // A day before today: refused with the sentence, nothing saved.
  const field = plan.getByLabel('Exam date');
  await field.fill(dayFromToday(-1));
  await plan.getByRole('button', { name: 'Save date' }).click();
  await expect(plan.getByText('Choose an exam date from today onwards.')).toBeVisible();
  await expect(plan.getByText('No exam date yet')).toBeVisible();

  // Thirty days ahead: the plan counts down to it.
  await field.fill(dayFromToday(30));
  await plan.getByRole('button', { name: 'Save date' }).click();
  await expect(plan.getByText('Exam date saved.')).toBeVisible();
  await expect(plan.getByTestId('days-to-exam')).toHaveText('30 days to your exam');
  await expect(plan.getByText('You set this date.')).toBeVisible();
  await expect(plan.getByText('Practice 25 questions')).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard with the study plan');

  // Reloaded, the plan keeps the date.
  await page.reload();
  await expect(page.getByTestId('days-to-exam')).toHaveText('30 days to your exam');
});

test('the study plan fits a 390 px phone', async ({ browser, baseURL }) => {
  const { page } = await newStudent(browser, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const plan = page.getByRole('region', { name: 'Your study plan' });
  await expect(plan.getByTestId('plan-progress')).toBeVisible();
  await expect(plan.getByRole('img', { name: /^Calendar of your study days/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the study plan on a phone');
});
