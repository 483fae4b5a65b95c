import type { Page } from '@playwright/test';
import { registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** A phone, on which Settings and the Profile form are longer than the screen. */
test.use({ viewport: { width: 390, height: 844 } });

const saveSettings = (page: Page) => page.getByRole('button', { name: 'Save Settings' });

test('issue 23 §3 settings: after Save Settings at the bottom of the form, the confirmation is on the screen', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/settings');
  // Practice test alerts are on by default (spec §3); SMS is disabled until a provider exists (issue 25).
  await page.getByRole('switch', { name: /^Practice test alerts/ }).click();
  await saveSettings(page).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).not.toBeInViewport();
  await saveSettings(page).click();
  await expect(page.getByText('Your settings have been saved.')).toBeInViewport();
  await expectNoAxeViolations(page, 'settings saved, on a phone');
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Practice test alerts/ })).not.toBeChecked();
});

test.describe('when a save fails', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('issue 23 §3 settings: a failed save says why beside Save Settings, and takes the reader there', async ({
    page,
    baseURL,
  }) => {
    await registerAndSignIn(page, baseURL);
    await page.goto('/settings');
    await page.route('**/api/account/settings', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is restarting.' } }),
          }),
    );
    await page.getByRole('switch', { name: 'Usage data' }).click();
    await saveSettings(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The service is restarting.' });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await expect(saveSettings(page)).toBeInViewport();
  });
});

test('issue 23 §4 profile: a broken rule takes the reader to the list of errors, and the save is confirmed on the screen', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const errors = page.getByRole('alert').filter({ hasText: 'First name is required' });
  await expect(errors).toBeFocused();
  await expect(errors).toBeInViewport();

  await page.getByLabel('First name').fill('Adaeze');
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(page.getByText('Your profile has been saved.')).toBeInViewport();
  await expect(page.getByText('Adaeze', { exact: true })).toBeVisible();
});
