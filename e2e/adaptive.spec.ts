import type { Page } from '@playwright/test';
import type { AdaptiveAttempt } from '../src/shared/exams/cat/adaptive-schemas';
import { registerAndSignIn } from './account-helpers';
import { ANSWER_BY_KEYBOARD, itemBox, pressOn } from './exam-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { buyPlanThroughApi } from './plan-helpers';

/**
 * The adaptive NCLEX in the browser (issue 22), on the end-to-end server's shortened test
 * (ADAPTIVE_TEST_ITEMS=6-10 in playwright.config.ts, so a test ends within ten items): a registered
 * student with a paid plan (decision 021) starts it from the Training Center, answers with the keyboard, cannot go back, reloads and
 * resumes on the same item, and reaches the Candidate Performance Report with its chart and
 * client-needs categories; axe on the exam and the report.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Answers the item on screen with the keyboard and commits it with Next; returns the attempt the server sent back. */
async function answerAndNext(page: Page, attempt: AdaptiveAttempt): Promise<AdaptiveAttempt> {
  const current = attempt.current;
  if (!current) throw new Error('no item on screen');
  await expect(heading(page)).toHaveText(`Item ${current.number}`);
  await ANSWER_BY_KEYBOARD[current.item.itemType](page, itemBox(page));
  const committed = page.waitForResponse(
    (response) => response.url().endsWith('/answers') && response.request().method() === 'POST',
  );
  await pressOn(page, page.getByRole('button', { name: 'Next', exact: true }), 'Enter');
  const response = await committed;
  expect(response.status()).toBe(200);
  return (await response.json()) as AdaptiveAttempt;
}

test('a registered student takes the adaptive NCLEX-RN: one way forward, a reload resumes, the report follows', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  // Decision 021: the adaptive test comes with a paid plan.
  await buyPlanThroughApi(page, baseURL, 'basic');
  await page.goto('/training-center');
  const card = page.getByRole('article', { name: 'Adaptive NCLEX-RN', exact: true });
  await expect(card).toContainText('85 to 150 items');
  const started = page.waitForResponse(
    (response) => /\/api\/exams\/adaptive$/.test(response.url()) && response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Start Adaptive Test' }).click();
  let attempt = (await (await started).json()) as AdaptiveAttempt;
  await expect(page).toHaveURL(new RegExp(`/adaptive-nclex\\?attempt=${attempt.id}$`));
  await expect(heading(page)).toHaveText('Item 1');
  // The NCLEX's screen: the clock, no progress bar, nothing to go back with, Next only once answered.
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(previous|back|flag for review|⚑ flagged|review)$/i })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page, 'the adaptive exam screen');

  attempt = await answerAndNext(page, attempt);
  await expect(heading(page)).toHaveText('Item 2');
  const stem = await page.getByTestId('question-stem').innerText();
  // The browser's Back asks before it leaves; a reload resumes on the same item.
  page.once('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(heading(page)).toHaveText('Item 2');
  await expect(page.getByTestId('question-stem')).toHaveText(stem);
  // Item 1 cannot be answered again, whatever the page sends.
  const again = await page.request.post(`/api/exams/adaptive/${attempt.id}/answers`, {
    headers: { origin: new URL(baseURL ?? 'http://localhost:4310').origin },
    data: { number: 1, response: { itemType: 'multiple-choice', selected: 0 } },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toContain('does not go back');

  while (attempt.status === 'in_progress') attempt = await answerAndNext(page, attempt);
  expect(attempt.report?.itemsAnswered).toBeGreaterThanOrEqual(6);
  expect(attempt.report?.itemsAnswered).toBeLessThanOrEqual(10);
  await expect(page.getByRole('heading', { name: 'Candidate Performance Report' })).toBeVisible();
  await expect(page.getByRole('img', { name: /ability/i })).toBeVisible();
  const categories = page.getByRole('table').filter({ hasText: 'Client needs category' });
  await expect(categories).toBeVisible();
  await expect(categories).toContainText(/(Above|Near|Below) the passing standard/);
  await expect(page.getByText(/not a promise/i)).toBeVisible();
  await expectNoAxeViolations(page, 'the Candidate Performance Report');

  // The dashboard's readiness shows the number and what it is based on.
  await page.goto('/dashboard');
  await expect(page.getByText(/Probability of passing/i)).toBeVisible();
});

test('a visitor is shown the way to register instead of the adaptive test', async ({ page }) => {
  await page.goto('/adaptive-nclex');
  await expect(heading(page)).toHaveText('Adaptive NCLEX');
  await expect(page.getByText('The adaptive NCLEX is for registered members')).toBeVisible();
  await expect(page.getByText(/\/register/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' }).first()).toHaveAttribute('href', '/register');
  await expectNoAxeViolations(page, 'the adaptive NCLEX intro for visitors');
});

test('the adaptive NCLEX-PN is chosen on the intro and runs to its own report', async ({ page, baseURL }) => {
  await registerAndSignIn(page, baseURL);
  await buyPlanThroughApi(page, baseURL, 'premium');
  await page.goto('/adaptive-nclex');
  await page.getByRole('radio', { name: /NCLEX-PN: passing standard −0.18 logits/ }).check();
  const started = page.waitForResponse(
    (response) => /\/api\/exams\/adaptive$/.test(response.url()) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start the Adaptive NCLEX-PN' }).click();
  let attempt = (await (await started).json()) as AdaptiveAttempt;
  expect(attempt).toMatchObject({ exam: 'pn', passingStandard: -0.18 });
  await expect(page.getByText('Adaptive NCLEX-PN', { exact: true })).toBeVisible();
  while (attempt.status === 'in_progress') attempt = await answerAndNext(page, attempt);
  await expect(page.getByRole('heading', { name: 'Candidate Performance Report' })).toBeVisible();
  await expect(page.getByText('Adaptive NCLEX-PN · practice test')).toBeVisible();
  await expect(page.getByText('Passing standard −0.18').first()).toBeVisible();
});
