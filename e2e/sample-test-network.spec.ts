import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The question's options, lettered A-D (the header's text size control has radio buttons too). */
const options = (page: Page) => page.getByRole('radio', { name: /^[A-D] / });
const saveUrl = '**/api/exams/attempts/*/items/*';

async function startTest(page: Page) {
  await page.goto('/sample-test');
  await page.getByRole('button', { name: 'Start Sample Test' }).click();
  await expect(heading(page)).toHaveText('Question 1 of 10');
}

test.describe('when the network misbehaves', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('§4 a failed save says so, shows the question unanswered again, and a new choice saves', async ({ page }) => {
    await startTest(page);
    let failNext = true;
    await page.route(saveUrl, async (route) => {
      if (failNext) {
        failNext = false;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is restarting.' } }),
        });
      } else {
        await route.continue();
      }
    });

    await options(page).nth(2).click();
    await expect(
      page.getByText('Your answer was not saved: The service is restarting. Choose it again.'),
    ).toBeVisible();
    await expect(options(page).nth(2)).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await options(page).nth(2).click();
    await expect(page.getByText('Answer saved.')).toBeVisible();
    await expect(options(page).nth(2)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});

test('§4 Submit Exam waits for an answer still being saved, so the result counts it', async ({ page }) => {
  await startTest(page);
  for (let n = 1; n <= 9; n++) {
    await options(page).first().click();
    await expect(page.getByText('Answer saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(heading(page)).toHaveText('Question 10 of 10');

  await page.route(saveUrl, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await options(page).nth(3).click();
  await expect(page.getByText('Saving your answer…')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await page.getByRole('button', { name: 'Submit Exam' }).click();

  await expect(heading(page)).toHaveText('Your Sample Test Results');
  const last = page.getByRole('article', { name: 'Question 10', exact: true });
  await expect(last.locator('label').filter({ hasText: 'Your answer' })).toHaveText(/^D/);
  await expect(page.getByText('Not answered', { exact: true })).toHaveCount(0);
});
