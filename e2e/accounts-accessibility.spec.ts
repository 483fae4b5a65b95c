import type { Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../src/shared/account/settings';
import { registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { AUTH_PAGES, STUDENT_PAGES } from './pages';

/**
 * A visitor's sign-in pages in the light and the dark colour scheme, in one pass: each page is
 * loaded once, in light (Mantine's key in the browser says so before the first paint), scanned,
 * switched to dark in place and scanned again. The switch is the one Mantine makes when another tab
 * of the site changes the scheme (the `storage` event of its key), so the page is the same page in
 * the other colours, without a second load (CI's end-to-end time). The same pages dark from their
 * first paint are scanned by dark-mode.spec.ts.
 */
const SCHEME_KEY = 'mantine-color-scheme-value';

/** Every load of this page starts in light, whatever the last switch left in the browser's storage. */
async function startInLight(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'light'), SCHEME_KEY);
}

/** Switches the loaded page to `scheme` as a change in another tab would, and waits until it shows it. */
async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(
    ([key, value]) => {
      const oldValue = window.localStorage.getItem(key);
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
    },
    [SCHEME_KEY, scheme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Scans the page as it is, in light, then in dark, and leaves it in light. */
async function scanInBothSchemes(page: Page, what: string) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoAxeViolations(page, `${what} (light)`);
  await switchScheme(page, 'dark');
  await expectNoAxeViolations(page, `${what} (dark)`);
  await switchScheme(page, 'light');
}

test('sign-in, register and password pages have no accessibility violations (light and dark)', async ({ page }) => {
  // Ten axe scans take about 50 s on a busy 2-core machine.
  test.slow();
  await startInLight(page);
  for (const [path, title] of AUTH_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await scanInBothSchemes(page, path);
  }
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await scanInBothSchemes(page, 'the login error');
});

// A signed-in user's colours are her account's Dark mode setting, which the app applies again over
// a switch made in another tab: her pages are loaded in each scheme, with the setting saved.
for (const scheme of ['light', 'dark'] as const) {
  test(`signed-in pages have no accessibility violations (${scheme})`, async ({ page, baseURL }) => {
    // Twelve axe scans in one signed-in session take about 80 s on a busy 2-core machine.
    test.slow();
    await registerAndSignIn(page, baseURL);
    const saved = await page.request.put('/api/account/settings', {
      headers: { origin: new URL(baseURL ?? '').origin },
      data: { ...DEFAULT_SETTINGS, darkMode: scheme === 'dark' },
    });
    expect(saved.status()).toBe(200);
    for (const [path, title] of STUDENT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${path} (${scheme})`);
    }
    await page.goto('/communication');
    await page.getByRole('button', { name: 'New message' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `the New message dialog (${scheme})`);
    await page.keyboard.press('Escape');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectNoAxeViolations(page, `editing the profile (${scheme})`);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, `the account menu (${scheme})`);
  });
}
