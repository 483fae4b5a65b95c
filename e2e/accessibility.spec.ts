import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The question's options, lettered A-D (the header's text size control has radio buttons too). */
const options = (page: Page) => page.getByRole('radio', { name: /^[A-D] / });

test('landing page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the landing page');
});

test('sample test intro, quiz and results have no accessibility violations', async ({ page }) => {
  // Four axe scans and ten answers take about 40 s on a busy 2-core machine.
  test.slow();
  await page.goto('/sample-test');
  await expect(page.getByRole('button', { name: 'Start Sample Test' })).toBeVisible();
  await expectNoAxeViolations(page, 'the sample test intro');

  await page.getByRole('button', { name: 'Start Sample Test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expectNoAxeViolations(page, 'the quiz');

  for (let n = 1; n <= 10; n++) {
    await options(page)
      .nth(n % 4)
      .click();
    await expect(page.getByText('Answer saved.')).toBeVisible();
    const next = page.getByRole('button', { name: n < 10 ? 'Next' : 'Submit Exam' });
    await next.click();
  }
  await expect(page.getByRole('heading', { name: 'Review your answers', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the review screen');
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(page.getByRole('heading', { name: 'Your Sample Test Results' })).toBeVisible();
  await expectNoAxeViolations(page, 'the results');
});

test.describe('404', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown path shows "Oops! Page not found" with a link home, without accessibility violations', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoAxeViolations(page, 'the 404 page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('the Support & Help Center, signed out, has no accessibility violations and offers sign-in for a request', async ({
  page,
}) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support & Help Center' })).toBeVisible();
  await expect(page.getByText('Mon-Fri 9 AM-5 PM EST').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login?from=%2Fsupport',
  );
  await page.getByRole('searchbox').fill('zzzz-no-such-question');
  await expect(page.getByText('No results found')).toBeVisible();
  await expectNoAxeViolations(page, '/support signed out');
});
