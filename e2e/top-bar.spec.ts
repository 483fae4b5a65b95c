import type { Locator, Page } from '@playwright/test';
import { demoSession, registerAndSignIn } from './account-helpers';
import { expect, test } from './fixtures';

const ADMIN = 'grace.mensah@nightingale.test';
const ADMIN_ENTRIES = ['User Management', 'Content Review', 'All Purchases', 'Application Tracking'];

/** The labels of `locator`'s elements whose text is cut (wider than their box) or that stick out of `frame`. */
async function cutLabels(locator: Locator, frame: Locator): Promise<string[]> {
  const box = await frame.evaluate((element) => element.getBoundingClientRect().right);
  return locator.evaluateAll(
    (elements, right) =>
      elements
        .filter((e) => e.scrollWidth > e.clientWidth || e.getBoundingClientRect().right > right + 0.5)
        .map((e) => e.textContent ?? ''),
    box,
  );
}

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

test('issue 23 at 1280 px the admin’s in-app menu shows every entry whole, the admin’s own under an Admin menu', async ({
  browser,
  baseURL,
}) => {
  const page = await demoSession(browser, baseURL, ADMIN);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user-management');
  const bar = page.getByRole('navigation', { name: 'My Nightingale' });
  const entries = bar.locator('a, button');
  await expect(entries).toHaveText([
    'Dashboard',
    'Training Center',
    'Job',
    'Payment',
    'Settings',
    'Admin',
    /^Communication/,
    'Support',
  ]);
  // The bar's scroll box (it scrolls sideways only when its entries do not fit).
  const scroller = bar.locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await cutLabels(entries, scroller)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await bar.getByRole('button', { name: 'Admin' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(ADMIN_ENTRIES);
  expect(await cutLabels(menu.getByRole('menuitem'), menu)).toEqual([]);
  await menu.getByRole('menuitem', { name: 'Content Review' }).click();
  await expect(page).toHaveURL('/admin/review');
  await page.context().close();
});

for (const width of [1024, 390]) {
  test(`issue 23 at ${width} px the admin’s menu behind the burger lists every entry whole`, async ({
    browser,
    baseURL,
  }) => {
    const page = await demoSession(browser, baseURL, ADMIN);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/user-management');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const section = page.getByRole('navigation', { name: 'My Nightingale' });
    await expect(section.getByRole('link', { name: 'Application Tracking' })).toBeVisible();
    for (const label of ADMIN_ENTRIES) await expect(section.getByRole('link', { name: label })).toBeVisible();
    expect(await cutLabels(section.getByRole('link'), section)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
}

/**
 * Holds GET /api/account/me until `release` is called, so the page stays "session unknown" for as
 * long as the test looks at it.
 */
async function holdSession(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/account/me', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

const placeholder = (page: Page) => page.getByRole('status', { name: 'Checking whether you are signed in' });

for (const path of ['/about', '/courses']) {
  test(`issue 23 a signed-in user never sees Sign In or Register while the session loads (${path}${path === '/about' ? ', prerendered' : ''})`, async ({
    page,
    baseURL,
  }) => {
    const account = await registerAndSignIn(page, baseURL);
    const release = await holdSession(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(placeholder(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);

    release();
    await expect(
      page.getByRole('button', { name: `Account menu for ${account.firstName} ${account.lastName}` }),
    ).toBeVisible();
    await expect(placeholder(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  });
}

test('issue 23 a visitor gets Sign In and Register once the session answers signed out', async ({ page }) => {
  const release = await holdSession(page);
  await page.goto('/about');
  await expect(placeholder(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  release();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(placeholder(page)).toHaveCount(0);
});
