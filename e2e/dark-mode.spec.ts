import type { BrowserContext, Locator, Page } from '@playwright/test';
import { demoSession } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { ADMIN_PAGES, AUTH_PAGES, type PageToScan, PUBLIC_PAGES, STUDENT_PAGES, TRAINER_PAGES } from './pages';

/**
 * Issue 23 point 9: every page in the dark colour scheme, scanned by axe (colour contrast
 * included), for a visitor and for a signed-in student, trainer and admin (the demo accounts, whose
 * pages hold data in every state), one browser context per role with its pages in sequence.
 */

/**
 * Dark from the first paint (Mantine's key in the browser, read by index.html) and for a signed-in
 * user (their Dark mode setting, answered as on without saving it, so the shared demo accounts keep theirs).
 */
async function useDarkScheme(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await context.route('**/api/account/settings', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), darkMode: true } });
  });
}

/**
 * Closes a role's context once its route handlers have let go: a settings request still in flight
 * when the context closes would otherwise fail the test ("Response has been disposed").
 */
async function closeDarkContext(page: Page) {
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
}

// The fixture's own context (visitors' tests) closes after each test: its handlers let go first.
test.afterEach(async ({ context }) => {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

async function scanInDark(page: Page, pages: readonly PageToScan[], who: string) {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${path} for ${who} (dark)`);
  }
}

/** The colour `property` of the element as [red, green, blue] (0-255). */
async function rgbOf(locator: Locator, property: 'color' | 'background-color'): Promise<number[]> {
  const value = await locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  return (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** WCAG relative luminance: 0 for black, 1 for white. */
function luminance([r = 0, g = 0, b = 0]: number[]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

test('issue 23 dark mode: the sign-in, register and password pages pass axe', async ({ page }) => {
  test.slow();
  await useDarkScheme(page.context());
  await scanInDark(page, AUTH_PAGES, 'a visitor');
});

test('issue 23 dark mode: the public pages pass axe, and a warning banner is not a brown block', async ({ page }) => {
  // Thirteen axe scans take about two minutes on a busy 2-core machine.
  test.slow();
  await useDarkScheme(page.context());
  await scanInDark(page, PUBLIC_PAGES, 'a visitor');

  await page.goto('/training-center');
  const warning = page.getByRole('alert').filter({ hasText: 'Only the Free Sample is open without registration' });
  const [r = 0, g = 0, b = 0] = await rgbOf(warning, 'background-color');
  // Mantine's dark "light yellow" is rgb(115, 60, 0); the banner is the grey surface, framed in yellow.
  expect(Math.max(r, g, b) - Math.min(r, g, b), 'the warning banner is grey, not brown').toBeLessThan(20);
});

test('issue 23 dark mode: a student’s pages pass axe, with a dark current tab and white headings', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await demoSession(browser, baseURL, 'amara.okafor@nightingale.test');
  await useDarkScheme(page.context());
  await scanInDark(
    page,
    [...STUDENT_PAGES, ['/payment', 'Payment Portal'], ['/courses', 'Course Marketplace']],
    'a student',
  );

  await page.goto('/dashboard');
  const current = page.getByRole('navigation', { name: 'My Nightingale' }).getByRole('link', { name: 'Dashboard' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  expect(luminance(await rgbOf(current, 'background-color')), 'the current tab is dark').toBeLessThan(0.2);
  const title = page.getByRole('heading', { level: 1 });
  expect(luminance(await rgbOf(title, 'color')), 'the heading is white, not grey').toBeGreaterThan(0.9);
  await closeDarkContext(page);
});

test('issue 23 dark mode: a trainer’s pages pass axe', async ({ browser, baseURL }) => {
  test.slow();
  const page = await demoSession(browser, baseURL, 'maria.santos@nightingale.test');
  await useDarkScheme(page.context());
  await scanInDark(page, TRAINER_PAGES, 'a trainer');
  await closeDarkContext(page);
});

test('issue 23 dark mode: an admin’s pages and Admin menu pass axe', async ({ browser, baseURL }) => {
  test.slow();
  const page = await demoSession(browser, baseURL, 'grace.mensah@nightingale.test');
  await useDarkScheme(page.context());
  await scanInDark(page, ADMIN_PAGES, 'an admin');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'User Management' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Admin menu (dark)');
  await closeDarkContext(page);
});
