import type { InProgressAttempt, SubmittedAttempt } from '../src/shared/exams/attempt-schemas';
import { newStudent } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 25 items 3 and 4: a student misses items of a test, finds a new card for each on
 * /flashcards, reviews with the keyboard alone (Space, 3) and undoes with U.
 */
test('issue 25: missed items become new cards, reviewed with the keyboard alone, and a grade undone with U', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newStudent(browser, baseURL);
  const headers = { origin: new URL(baseURL ?? 'http://localhost:4310').origin };

  // The Free Sample through the API: the keys are not in the browser before submission, so the
  // student answers (A for the first half, B for the rest), submits, and the review counts her misses.
  const started = await page.request.post('/api/exams/forms/free-sample/attempts', {
    headers,
    data: { mode: 'timed' },
  });
  expect(started.status()).toBe(201);
  const attempt = (await started.json()) as InProgressAttempt;
  for (const [index, entry] of attempt.items.entries()) {
    const saved = await page.request.patch(`/api/exams/attempts/${attempt.id}/items/${entry.item.id}`, {
      headers,
      data: { response: { choice: index < 5 ? 0 : 1 } },
    });
    expect(saved.status()).toBe(200);
  }
  const submitted = await page.request.post(`/api/exams/attempts/${attempt.id}/submit`, { headers });
  expect(submitted.status()).toBe(200);
  const result = (await submitted.json()) as SubmittedAttempt;
  const misses = result.items.filter((item) => item.result.earned < item.result.possible).length;
  expect(misses).toBeGreaterThanOrEqual(2);

  // The Training Center links to the review with the cards due today.
  await page.goto('/training-center');
  await expect(page.getByText(`${misses} cards due today`)).toBeVisible();
  await page.getByRole('link', { name: 'Review flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();

  const counts = page.getByLabel("Today's cards");
  await expect(counts).toContainText(`New ${misses}`);
  await expect(counts).toContainText('Done 0');
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Keyboard shortcuts' })).toContainText('Space');
  await expectNoAxeViolations(page, 'flashcards review, front');

  // Space shows the back with the four grades and their next intervals; 3 grades Good.
  await page.keyboard.press('Space');
  const good = page.getByRole('button', { name: /^Good, next in 10 m/ });
  await expect(good).toBeVisible();
  await expect(page.getByRole('link', { name: "Open the question's review" })).toBeVisible();
  await expectNoAxeViolations(page, 'flashcards review, back');
  await page.keyboard.press('3');
  await expect(counts).toContainText('Done 1');
  await expect(counts).toContainText(`New ${misses - 1}`);
  await expect(page.getByText('1 review logged')).toBeVisible();

  // The second card the same way, then U undoes that grade: the card is back, new.
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(good).toBeVisible();
  await page.keyboard.press('3');
  await expect(counts).toContainText('Done 2');
  await expect(page.getByRole('button', { name: 'Undo last grade' })).toBeEnabled();
  await page.keyboard.press('u');
  await expect(counts).toContainText('Done 1');
  await expect(counts).toContainText(`New ${misses - 1}`);
  await expect(page.getByText('1 review logged')).toBeVisible();

  // My cards lists one card per miss, each linked to the question's review.
  await page.getByRole('tab', { name: 'My cards' }).click();
  await expect(page.getByRole('heading', { name: `${misses} cards` })).toBeVisible();
  await expect(page.getByText('From a missed question')).toHaveCount(misses);
  await expectNoAxeViolations(page, 'flashcards, my cards');

  // On a 390 px phone the review fits the width: no sideways scroll, the grades in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await good.scrollIntoViewIfNeeded();
  await expect(good).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
