import { DEFAULT_SETTINGS } from '../src/shared/account/settings';
import { registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { AUTH_PAGES, STUDENT_PAGES } from './pages';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} colour scheme`, () => {
    test(`sign-in, register and password pages have no accessibility violations (${scheme})`, async ({ page }) => {
      // Five axe scans take about 35 s on a busy 2-core machine.
      test.slow();
      await page.addInitScript((value) => window.localStorage.setItem('mantine-color-scheme-value', value), scheme);
      for (const [path, title] of AUTH_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expectNoAxeViolations(page, `${path} (${scheme})`);
      }
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, `the login error (${scheme})`);
    });

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
  });
}
