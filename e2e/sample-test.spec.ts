import type { Locator, Page } from '@playwright/test';
import { registerAndSignIn } from './account-helpers';
import { expect, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The question's options, lettered A-D (the header's text size control has radio buttons too). */
const options = (page: Page) => page.getByRole('radio', { name: /^[A-D] / });
const clockSeconds = async (page: Page) => {
  const [minutes, seconds] = ((await page.getByRole('timer').textContent()) ?? '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

async function chooseA(page: Page) {
  await options(page).first().click();
  await expect(page.getByText('Answer saved.')).toBeVisible();
}

async function startTest(page: Page) {
  await page.goto('/sample-test');
  await expect(heading(page)).toHaveText('Free NCLEX Sample Test');
  await page.getByRole('button', { name: 'Start Sample Test' }).click();
  await expect(heading(page)).toHaveText('Question 1 of 10');
}

/** The theme's shades for a passing and a failing percentage (src/client/app/theme.ts). */
const GREEN_8 = 'rgb(43, 122, 59)';
const RED_8 = 'rgb(201, 42, 42)';

/** The text of question `n` of the review (1-based). */
const reviewItem = (page: Page, n: number): Locator =>
  page.getByRole('article', { name: `Question ${n}`, exact: true });

/** The option rows of a question in the review. */
const optionRows = (item: Locator): Locator => item.locator('label');

/** Submit Exam on the last question opens the review screen; its Submit Exam submits. */
async function submitFromReview(page: Page) {
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText('Review your answers');
  await page.getByRole('button', { name: 'Submit Exam' }).click();
}

test('§2/§4 a visitor takes the sample test: navigation rules, reload resumes, score and review, retake, exit', async ({
  page,
}) => {
  await startTest(page);

  // Question 1: Previous disabled, Next disabled until answered, progress 10%, all ten unanswered.
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByTestId('exam-progress')).toHaveText('10%');
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByText('10 questions unanswered')).toBeVisible();
  await expect(page.getByText('Unanswered questions: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10')).toBeVisible();
  await expect(options(page)).toHaveCount(4);
  for (const [index, letter] of ['A', 'B', 'C', 'D'].entries()) {
    await expect(options(page).nth(index)).toHaveAccessibleName(new RegExp(`^${letter} `));
  }
  expect(await clockSeconds(page)).toBeGreaterThan(890);

  await chooseA(page);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(page.getByText('9 questions unanswered')).toBeVisible();
  await expect(page.getByText('Unanswered questions: 2, 3, 4, 5, 6, 7, 8, 9, 10')).toBeVisible();

  // Free navigation: forward, back (the answer is kept), forward again.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page)).toHaveText('Question 2 of 10');
  await expect(page.getByTestId('exam-progress')).toHaveText('20%');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page)).toHaveText('Question 1 of 10');
  await expect(options(page).first()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await chooseA(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseA(page);

  // A reload resumes the attempt: same answers, the clock keeps running from where it was.
  const before = await clockSeconds(page);
  await page.reload();
  await expect(heading(page)).toHaveText('Question 4 of 10');
  await expect(page.getByText('7 questions unanswered')).toBeVisible();
  expect(await clockSeconds(page)).toBeLessThanOrEqual(before);
  expect(await clockSeconds(page)).toBeGreaterThan(800);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page)).toHaveText('Question 3 of 10');
  await expect(options(page).first()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  for (let n = 4; n <= 9; n++) {
    await expect(heading(page)).toHaveText(`Question ${n} of 10`);
    await chooseA(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }

  // The last question: Submit Exam replaces Next and waits for the last answer.
  await expect(heading(page)).toHaveText('Question 10 of 10');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Exam' })).toBeDisabled();
  await expect(page.getByTestId('exam-progress')).toHaveText('100%');
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
  await chooseA(page);
  await expect(page.getByText(/questions? unanswered/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Exam' }).click();

  // The review screen before submitting: ten answered, none flagged; any question can be reopened.
  await expect(heading(page)).toHaveText('Review your answers');
  await expect(page.getByText('10 answered')).toBeVisible();
  await expect(page.getByText('0 unanswered')).toBeVisible();
  await page.getByRole('button', { name: 'Question 3: answered' }).click();
  await expect(heading(page)).toHaveText('Question 3 of 10');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.getByRole('button', { name: 'Submit Exam' }).click();

  // Results: the score is the count of questions whose key is A, since every answer was A.
  await expect(heading(page)).toHaveText('Your Sample Test Results');
  await expect(reviewItem(page, 10)).toBeVisible();
  let expected = 0;
  for (let n = 1; n <= 10; n++) {
    const item = reviewItem(page, n);
    const rows = optionRows(item);
    await expect(rows).toHaveCount(4);
    const chosen = rows.filter({ has: page.getByText('Your answer', { exact: true }) });
    await expect(chosen).toHaveText(/^A/);
    const key = rows.filter({ has: page.getByText('Correct answer', { exact: true }) });
    await expect(key).toHaveCount(1);
    await expect(item.getByText('Rationale', { exact: true })).toBeVisible();
    if ((await key.textContent())?.startsWith('A')) expected += 1;
  }
  const percent = expected * 10;
  await expect(page.getByTestId('result-score')).toHaveText(`${expected} / 10`);
  await expect(page.getByTestId('result-percent')).toHaveText(`${percent}%`);
  const band = percent >= 85 ? 'Excellent' : percent >= 75 ? 'Good' : percent >= 65 ? 'Fair' : 'Needs Improvement';
  await expect(page.getByTestId('result-band')).toHaveText(band);
  await expect(page.getByText(percent >= 75 ? 'Passed' : 'Not passed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('result-time')).toHaveText(/^(\d+ min )?\d+ s$/);
  const reviewStem = (await reviewItem(page, 1).getByTestId('question-stem').textContent()) ?? '';
  expect(reviewStem.length).toBeGreaterThan(20);

  // The result survives a reload.
  await page.reload();
  await expect(heading(page)).toHaveText('Your Sample Test Results');
  await expect(page.getByTestId('result-score')).toHaveText(`${expected} / 10`);

  // Retake Exam: the same questions, fresh answers and clock.
  await page.getByRole('button', { name: 'Retake Exam' }).click();
  await expect(heading(page)).toHaveText('Question 1 of 10');
  await expect(page.getByText('10 questions unanswered')).toBeVisible();
  await expect(page.getByRole('group', { name: reviewStem })).toBeVisible();
  expect(await clockSeconds(page)).toBeGreaterThan(890);

  // Exit Exam asks first, then discards the answers and returns to the intro; starting again keeps the questions.
  await chooseA(page);
  await page.getByRole('button', { name: 'Exit Exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exit the exam?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Exit Exam' }).click();
  await expect(heading(page)).toHaveText('Free NCLEX Sample Test');
  await page.getByRole('button', { name: 'Start Sample Test' }).click();
  await expect(heading(page)).toHaveText('Question 1 of 10');
  await expect(page.getByText('10 questions unanswered')).toBeVisible();
  await expect(page.getByRole('group', { name: reviewStem })).toBeVisible();
});

test('§4 at zero the exam is submitted with the current answers; Back to Training Center returns to the intro', async ({
  page,
}) => {
  await page.clock.install();
  await startTest(page);
  await chooseA(page);

  await page.clock.fastForward('15:01');
  await expect(heading(page)).toHaveText('Your Sample Test Results');
  await expect(page.getByText('Not answered', { exact: true })).toHaveCount(9);
  await expect(reviewItem(page, 1).getByText('Your answer', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('result-percent')).toHaveCSS('color', RED_8);

  await page.getByRole('button', { name: 'Back to Training Center' }).click();
  await expect(heading(page)).toHaveText('Free NCLEX Sample Test');
  await page.reload();
  await expect(heading(page)).toHaveText('Free NCLEX Sample Test');
});

test('§9 a result of 75% or more is shown green as a pass', async ({ page }) => {
  await startTest(page);
  for (let n = 1; n <= 10; n++) {
    await chooseA(page);
    if (n < 10) await page.getByRole('button', { name: 'Next' }).click();
  }
  await submitFromReview(page);
  await expect(heading(page)).toHaveText('Your Sample Test Results');

  // The review gives the keys; the retake asks the same questions in the same order.
  const keys: number[] = [];
  for (let n = 1; n <= 10; n++) {
    const key = optionRows(reviewItem(page, n)).filter({ has: page.getByText('Correct answer', { exact: true }) });
    keys.push('ABCD'.indexOf(((await key.textContent()) ?? 'A').charAt(0)));
  }
  await page.getByRole('button', { name: 'Retake Exam' }).click();
  for (const [index, key] of keys.entries()) {
    await expect(heading(page)).toHaveText(`Question ${index + 1} of 10`);
    await options(page).nth(key).click();
    await expect(page.getByText('Answer saved.')).toBeVisible();
    if (index < 9) await page.getByRole('button', { name: 'Next' }).click();
  }
  await submitFromReview(page);
  await expect(page.getByTestId('result-percent')).toHaveText('100%');
  await expect(page.getByTestId('result-percent')).toHaveCSS('color', GREEN_8);
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('result-band')).toHaveText('Excellent');
});

test('a visitor who signs in during the sample test keeps the answers, and the test counts for the account', async ({
  page,
  baseURL,
}) => {
  await startTest(page);
  await chooseA(page);
  await registerAndSignIn(page, baseURL);

  await page.reload();
  await expect(heading(page)).toHaveText('Question 2 of 10');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(options(page).first()).toBeChecked();
  await expect.poll(async () => (await (await page.request.get('/api/exams/attempts')).json()).attempts.length).toBe(1);
});
