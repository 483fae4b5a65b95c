import type { Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../src/shared/account/settings';
import { registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 23: the attempt history on a phone (item 4), the Training Center's sample courses and its
// Attempt history button (item 8), and Back after a submit (item 3).

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const PHONE = { width: 390, height: 844 };

/** Starts `formId` through the API as this browser's user (as the Start button does); returns the attempt's id. */
async function startThroughApi(page: Page, baseURL: string | undefined, formId: string): Promise<string> {
  const started = await page.request.post(`/api/exams/forms/${formId}/attempts`, {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { mode: 'timed' },
  });
  expect(started.status()).toBe(201);
  return (await started.json()).id;
}

/** Sets the signed-in user's colour scheme (their setting) and reloads. */
async function setScheme(page: Page, baseURL: string | undefined, scheme: 'light' | 'dark') {
  const saved = await page.request.put('/api/account/settings', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { ...DEFAULT_SETTINGS, darkMode: scheme === 'dark' },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test('issue 23 item 4: on a 390 px phone the attempt history shows every field of every attempt, no sideways scroll, badges whole (light and dark)', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await registerAndSignIn(page, baseURL);
  const submitted = await startThroughApi(page, baseURL, 'free-sample');
  const submit = await page.request.post(`/api/exams/attempts/${submitted}/submit`, {
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(submit.status()).toBe(200);
  await startThroughApi(page, baseURL, 'fundamentals');

  await page.goto('/training-center?view=history');
  await expect(heading(page)).toHaveText('Attempt history');
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, baseURL, scheme);
    const done = page.getByRole('listitem', { name: 'Free Sample' });
    const unfinished = page.getByRole('listitem', { name: 'Fundamentals' });
    await expect(done.getByRole('link', { name: 'Free Sample' })).toBeVisible();
    await expect(done.getByText('Timed mode · 10 questions')).toBeVisible();
    for (const label of ['Date', 'Score', 'Duration', 'Result']) await expect(done.getByText(label)).toBeVisible();
    await expect(done.getByText('0 of 10 questions correct')).toBeVisible();
    await expect(done.getByText('0/10 points (0%)')).toBeVisible();
    await expect(unfinished.getByText('In progress')).toBeVisible();

    // The Result badge is whole: its label shows all its text, nothing cut to "NOT P…".
    const badge = done.getByText('Not passed', { exact: true });
    await expect(badge).toBeVisible();
    const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
    expect(cut).toBe(false);
    // Nothing needs a sideways scroll: every column's value is on screen.
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement as Element;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    for (const text of ['0 of 10 questions correct', 'Not passed']) {
      const box = await done.getByText(text, { exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await expectNoAxeViolations(page, `the attempt history on a phone (${scheme})`);
  }
});

test('issue 23 item 8: the Attempt history button is in the first screen, and each sample course opens its course page', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/training-center');
  await expect(heading(page)).toHaveText('Training Center');
  const history = page.getByRole('button', { name: 'Attempt history' });
  await expect(history).toBeInViewport();
  const box = await history.boundingBox();
  expect(box && box.y + box.height <= 720).toBe(true);

  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Sample Courses' }) });
  const courses = section.getByRole('link').filter({ hasNotText: 'Browse the Course Marketplace' });
  await expect(courses).toHaveCount(3);
  const title = (await courses.first().textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  await courses.first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await expect(heading(page)).toHaveText(title);
  await expect(page.getByText('Course not found')).toHaveCount(0);

  // Back on a phone: the button is still in the first screen.
  await page.setViewportSize(PHONE);
  await page.goto('/training-center');
  await expect(heading(page)).toHaveText('Training Center');
  await expect(page.getByRole('button', { name: 'Attempt history' })).toBeInViewport();
});

test('issue 23 item 3: after Exit Exam, Back to the Training Center offers no unfinished test, even before the history reloads', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  const historyRead = () =>
    page.waitForResponse(
      (response) => response.url().endsWith('/api/exams/attempts') && response.request().method() === 'GET',
    );
  const firstRead = historyRead();
  await page.goto('/training-center');
  await expect(heading(page)).toHaveText('Training Center');
  await firstRead;
  // Starting reloads the history, which then lists the test as unfinished.
  const readAfterStart = historyRead();
  await page
    .getByRole('article', { name: 'Free Sample', exact: true })
    .getByRole('button', { name: 'Start Quiz' })
    .click();
  await expect(heading(page)).toHaveText('Question 1 of 10');
  await readAfterStart;
  // Hold every reload of the history from now on: the overview shows what its cache says.
  await page.route('**/api/exams/attempts', () => {});
  await page.getByRole('button', { name: 'Exit Exam' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exit Exam' }).click();
  await expect(heading(page)).toHaveText('Training Center');
  await expect(page.getByText('Practice Quizzes')).toBeVisible();
  await expect(page.getByText('You have an unfinished test')).toHaveCount(0);
});
