import { demoSession } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 30: the dashboard does not jump while its parts load. Its figures, study plan and study
 * activity arrive one after another (each held back here, as on a slow network); until then each
 * is a grey block of its usual height, so nothing already on a phone's screen moves. The shifts are
 * summed as Lighthouse's layout-shift score counts them (shifts right after input excluded).
 */
test('issue 30: on a phone the dashboard’s figures, study plan and activity arrive without moving what is on the screen, and pass axe with a study streak', async ({
  browser,
  baseURL,
}) => {
  const page = await demoSession(browser, baseURL, 'amara.okafor@nightingale.test');
  await page.setViewportSize({ width: 412, height: 823 });
  for (const [path, delay] of [
    ['**/api/exams/progress', 900],
    ['**/api/study-plan/today', 600],
    ['**/api/study-plan/activity', 300],
  ] as const) {
    await page.route(path, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
  }
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  // Held back 900 ms: meanwhile screen readers hear the figures are loading.
  await expect(page.getByRole('status', { name: 'Loading your figures' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Tests taken')).toBeVisible();
  await expect(page.getByTestId('plan-progress')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Study days' })).toBeVisible();
  // Two frames for the last shift to be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  const total = shifts.reduce((sum, value) => sum + value, 0);
  // Lighthouse's threshold for a good score is 0.1.
  expect(total, `layout shifts ${JSON.stringify(shifts)}`).toBeLessThan(0.05);

  // Amara studies daily: her streak's orange badge is readable (orange's dark shades in the theme).
  await expect(page.getByText(/^\d+-day streak$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard with a study streak');
});
