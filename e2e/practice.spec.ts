import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { InProgressAttempt } from '../src/shared/exams/attempt-schemas';
import { newAccount, registerAndSignIn, signInWithForm } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The question's options, lettered A-D (the header's text size control has radio buttons too). */
const options = (page: Page) => page.getByRole('radio', { name: /^[A-D] / });

/** The key of every multiple-choice item of the bank (content/questions), by id. */
function multipleChoiceKeys(): Map<string, number> {
  const folder = new URL('../content/questions/', import.meta.url);
  const keys = new Map<string, number>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const { questions } = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as {
      questions: { id: string; itemType: string; correctAnswer?: number }[];
    };
    for (const item of questions) {
      if (item.itemType === 'multiple-choice' && item.correctAnswer !== undefined)
        keys.set(item.id, item.correctAnswer);
    }
  }
  return keys;
}

/** Clicks `Start practice` and returns the practice the server started. */
async function startPractice(page: Page): Promise<InProgressAttempt> {
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/exams/practice' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start practice' }).click();
  const response = await started;
  expect(response.status()).toBe(201);
  return (await response.json()) as InProgressAttempt;
}

async function choose(page: Page, index: number) {
  await options(page).nth(index).click();
  await expect(page.getByText('Answer saved.')).toBeVisible();
}

test('issue 25: a student misses two Pharmacology items, practises her misses from the dashboard, suspends and resumes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const keys = multipleChoiceKeys();
  await registerAndSignIn(page, baseURL);

  // A first practice of four Pharmacology multiple-choice items: two answered wrong, two right.
  await page.goto('/training-center');
  await page.getByRole('button', { name: 'Build a practice' }).click();
  await expect(heading(page)).toHaveText('Build a practice');
  await page.getByRole('checkbox', { name: 'Pharmacology', exact: true }).check();
  await page.getByRole('combobox', { name: 'Item types' }).click();
  await page.getByRole('option', { name: 'Multiple choice', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(page.getByTestId('practice-matching')).toHaveText(/^\d+ items match\.$/);
  await page.getByLabel('Number of items').fill('4');
  await page.getByText('Timed mode', { exact: true }).click();
  await expectNoAxeViolations(page, 'the practice builder');

  const first = await startPractice(page);
  expect(first.formTitle).toBe('Practice: Pharmacology (all)');
  await expect(heading(page)).toHaveText('Question 1 of 4');
  for (const [index, entry] of first.items.entries()) {
    const key = keys.get(entry.item.id);
    if (key === undefined) throw new Error(`no key for ${entry.item.id}`);
    await expect(heading(page)).toHaveText(`Question ${index + 1} of 4`);
    await choose(page, index < 2 ? (key + 1) % 4 : key);
    if (index < 3) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText('Review your answers');
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText('Practice: Pharmacology (all) Results');
  await expect(page.getByTestId('result-questions')).toHaveText('2 / 4');
  // The weak subject links to a practice on its misses from the results too.
  await expect(page.getByRole('link', { name: 'Practice Pharmacology: the items you missed' })).toBeVisible();

  // The dashboard's subject progress links straight to the builder, pre-filled.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Practice Pharmacology: the items you missed' }).click();
  await expect(heading(page)).toHaveText('Build a practice');
  await expect(page).toHaveURL(/view=practice&subject=Pharmacology&pool=incorrect/);
  await expect(page.getByRole('checkbox', { name: 'Pharmacology', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Incorrect', exact: true })).toBeChecked();
  await expect(page.getByTestId('practice-matching')).toHaveText('2 items match.');
  // More than match is refused with a sentence before anything starts.
  await page.getByLabel('Number of items').fill('3');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByText('Only 2 items match: choose 2 or fewer.')).toBeVisible();
  await page.getByLabel('Number of items').fill('2');
  await page.getByText('Timed mode', { exact: true }).click();

  const missed = await startPractice(page);
  expect(new Set(missed.items.map((entry) => entry.item.id))).toEqual(
    new Set(first.items.slice(0, 2).map((entry) => entry.item.id)),
  );
  await expect(heading(page)).toHaveText('Question 1 of 2');
  await choose(page, 1);

  // Suspend: its meaning is said, the clock stops, the answer is kept.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend this practice?' });
  await expect(dialog).toContainText('The clock stops and your answers are kept.');
  await dialog.getByRole('button', { name: 'Suspend practice' }).click();
  await expect(heading(page)).toHaveText('Training Center');
  const suspended = page.getByRole('region', { name: 'Suspended practices' });
  await expect(suspended).toContainText('Practice: Pharmacology (incorrect)');
  await expect(suspended).toContainText('1 of 2 items answered');
  await expect(suspended).toContainText('Timed mode');
  await expect(page.getByText('You have an unfinished test')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the Training Center with a suspended practice');

  await suspended.getByRole('button', { name: 'Resume Practice: Pharmacology (incorrect)' }).click();
  await expect(heading(page)).toHaveText('Question 2 of 2');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page)).toHaveText('Question 1 of 2');
  await expect(options(page).nth(1)).toBeChecked();
  await expect(page.getByRole('timer')).toBeVisible();
});

test('issue 25: a visitor takes the Free Sample, is invited to keep it, registers and finds it on her dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/sample-test');
  await page.getByRole('button', { name: 'Start Sample Test' }).click();
  for (let n = 1; n <= 10; n++) {
    await expect(heading(page)).toHaveText(`Question ${n} of 10`);
    await choose(page, 0);
    if (n < 10) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText('Review your answers');
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText('Your Sample Test Results');
  const invite = page.getByTestId('sample-keep-invite');
  await expect(invite).toContainText('Create a free account to keep this test');
  await expectNoAxeViolations(page, 'the sample results with the invite');
  await invite.getByRole('link', { name: 'Create an account' }).click();

  const account = newAccount();
  await expect(page).toHaveURL('/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password (at least 8 characters)').fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/login');
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard');

  const testsTaken = page.getByText('Tests taken', { exact: true }).locator('..');
  await expect(testsTaken.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('Free Sample');
  await page.reload();
  await expect(testsTaken.getByText('1', { exact: true })).toBeVisible();
});
