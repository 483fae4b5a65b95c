import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../src/server/features/auth/demo-users';
import type { ItemType } from '../src/shared/items/registry';
import { registerAndSignIn, signInWithForm } from './account-helpers';
import { ANSWER_BY_KEYBOARD, itemBox, startAttempt } from './exam-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const quiz = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

function demo(email: string) {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await signInWithForm(page, email, demo(email).password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Answers the item on screen in Tutor mode: option A (and B for select all that apply) by the
 * letter keys, an NGN item of the subject by the keyboard as its type asks, Check Answer, then
 * reads the rationale. Returns whether the item was select all that apply.
 */
async function answerAndCheck(page: Page, type: ItemType): Promise<boolean> {
  const sata = type === 'select-all-that-apply';
  if (type === 'multiple-choice' || sata) {
    await page.keyboard.press('a');
    if (sata) await page.keyboard.press('b');
  } else {
    await ANSWER_BY_KEYBOARD[type](page, itemBox(page));
  }
  await expect(page.getByText('Answer saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Check Answer', exact: true }).click();
  await expect(page.getByText('Rationale', { exact: true })).toBeVisible();
  return sata;
}

test('a registered student takes the Pharmacology quiz in Tutor mode: SATA, a flag, the review screen, results by client need, the history', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  await expect(heading(page)).toHaveText('Training Center');
  await expect(quiz(page, 'Pharmacology')).toContainText('40 questions');
  await expect(quiz(page, 'Pharmacology')).toContainText('60 minutes');
  await expect(quiz(page, 'Full NCLEX Practice Exam')).toContainText('75 questions');
  await expectNoAxeViolations(page, 'the Training Center overview');

  await page.getByText('Tutor mode', { exact: true }).click();
  // A subject quiz draws the subject's NGN items too: the answers follow each item's type.
  const attempt = await startAttempt(page, quiz(page, 'Pharmacology').getByRole('button', { name: 'Start Quiz' }));
  const types = attempt.items.map((entry) => entry.item.itemType);
  await expect(heading(page)).toHaveText('Question 1 of 40');
  await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:5\d)$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page, 'a quiz in Tutor mode');

  let sawSata = false;
  for (let n = 1; n <= 40; n++) {
    await expect(heading(page)).toHaveText(`Question ${n} of 40`);
    const sata = await answerAndCheck(page, types[n - 1] ?? 'multiple-choice');
    if (sata && !sawSata) {
      sawSata = true;
      // The +/- arithmetic and the keys are shown once the answer is checked; the item is locked.
      // One-key SATA items say "1 point", the others "N points".
      await expect(page.getByTestId('sata-arithmetic')).toContainText(/= \d+ of \d+ points?/);
      await expect(page.getByText('Correct answer').first()).toBeVisible();
      await expect(page.getByRole('checkbox').first()).toBeDisabled();
      await expectNoAxeViolations(page, 'a checked select-all-that-apply item');
    }
    if (n === 2) {
      await page.keyboard.press('f');
      await expect(page.getByRole('button', { name: '⚑ Flagged' })).toHaveAttribute('aria-pressed', 'true');
    }
    if (n === 3) {
      // A reload resumes where the student was, with the checked answers kept.
      await page.reload();
      await expect(heading(page)).toHaveText('Question 4 of 40');
      await page.keyboard.press('p');
      await expect(heading(page)).toHaveText('Question 3 of 40');
      await expect(page.getByText('Rationale', { exact: true })).toBeVisible();
    }
    if (n < 40) await page.keyboard.press('n');
  }
  expect(sawSata).toBe(true);

  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText('Review your answers');
  await expect(page.getByText('40 answered')).toBeVisible();
  await expect(page.getByText('1 flagged')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 2: answered, flagged' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Exam' }).click();

  await expect(heading(page)).toHaveText('Pharmacology Results');
  await expect(page.getByTestId('result-score')).toHaveText(/^\d+ \/ \d+$/);
  const byNeed = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'By client need' }) });
  await expect(byNeed.getByText('Pharmacological and Parenteral Therapies')).toBeVisible();
  await expect(page.getByTestId('sata-arithmetic').first()).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Flagged$/ })
    .click();
  await expect(page.getByRole('article', { name: /^Question \d+$/ })).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Question 2', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the results');
  const score = await page.getByTestId('result-score').textContent();

  await page.getByRole('button', { name: 'Back to Training Center' }).click();
  await expect(heading(page)).toHaveText('Training Center');
  await expect(page).toHaveURL('/training-center');
  await page.getByRole('button', { name: 'Attempt history' }).click();
  await expect(heading(page)).toHaveText('Attempt history');
  const row = page.getByRole('row').filter({ hasText: 'Pharmacology' });
  await expect(row).toContainText('Tutor mode · 40 questions');
  await expect(row).toContainText((score ?? '').replace(' / ', '/'));
  await row.getByRole('link', { name: 'Pharmacology' }).click();
  await expect(heading(page)).toHaveText('Pharmacology Results');
  await expect(page.getByTestId('result-score')).toHaveText(score ?? '');

  await page.goto('/dashboard');
  await expect(page.getByText('Tests taken')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pharmacology: / })).toBeVisible();
});

test('a quiz in Timed mode shows no answers until the end, and its screens pass axe', async ({ page, baseURL }) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  const attempt = await startAttempt(page, quiz(page, 'Quick Practice').getByRole('button', { name: 'Start Quiz' }));
  await expect(heading(page)).toHaveText('Question 1 of 25');
  await expect(page.getByRole('button', { name: 'Check Answer', exact: true })).toHaveCount(0);
  // Quick Practice mixes every type: a key answers multiple choice and select all that apply, the keyboard as the type asks the rest.
  const first = attempt.items[0]?.item.itemType ?? 'multiple-choice';
  if (first === 'multiple-choice' || first === 'select-all-that-apply') await page.keyboard.press('1');
  else await ANSWER_BY_KEYBOARD[first](page, itemBox(page));
  await expect(page.getByText('Answer saved.')).toBeVisible();
  await expect(page.getByText('Rationale', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a quiz in Timed mode');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByText('24 unanswered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Exam' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the review screen');
  await page.getByRole('button', { name: 'Exit Exam' }).click();
  await page.getByRole('dialog', { name: 'Exit the exam?' }).getByRole('button', { name: 'Exit Exam' }).click();
  await expect(heading(page)).toHaveText('Training Center');
});

test('§6 a visitor and a non-registered student see only the Free Sample; other quizzes lead to /register', async ({
  page,
}) => {
  for (const who of ['visitor', 'luis.fernandez@nightingale.test']) {
    if (who !== 'visitor') await signInAs(page, who);
    await page.goto('/training-center');
    await expect(quiz(page, 'Free Sample')).toContainText('10 questions');
    await expect(page.getByRole('button', { name: 'Start Quiz' })).toHaveCount(1);
    await expect(quiz(page, 'Free Sample').getByRole('button', { name: 'Start Quiz' })).toBeVisible();
    await expect(
      quiz(page, 'Full NCLEX Practice Exam').getByRole('button', { name: 'Start Full NCLEX Exam' }),
    ).toBeDisabled();
    await expect(quiz(page, 'Pharmacology')).toContainText('10 questions');
    await quiz(page, 'Pharmacology').getByRole('link', { name: 'Register to Start' }).click();
    await expect(page).toHaveURL('/register');
  }
  await page.goto('/training-center');
  await quiz(page, 'Free Sample').getByRole('button', { name: 'Start Quiz' }).click();
  await expect(heading(page)).toHaveText('Question 1 of 10');
});

test('§6 an instructor builds a custom test, takes it and finds it saved for reuse', async ({ page }) => {
  await signInAs(page, 'priya.nair@nightingale.test');
  await expect(page).toHaveURL('/training-center');
  await page.getByRole('button', { name: 'Create Custom Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Custom Test' });
  await dialog.getByRole('button', { name: 'Save Test' }).click();
  await expect(dialog.getByText('Give the test a title.')).toBeVisible();
  const title = `SATA drill ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Select all that apply').check();
  // An instructor's cap is 150 questions (spec §6): a larger number is brought down to it.
  await dialog.getByLabel('Number of questions').fill('151');
  await dialog.getByLabel('Time limit (minutes)').focus();
  await expect(dialog.getByLabel('Number of questions')).toHaveValue('150');
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByLabel('Number of questions').fill('3');
  await dialog.getByLabel('Time limit (minutes)').fill('10');
  await expectNoAxeViolations(page, 'the custom test builder');
  await dialog.getByRole('button', { name: 'Save and Start' }).click();

  await expect(heading(page)).toHaveText('Question 1 of 3');
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
  for (let n = 1; n <= 3; n++) {
    await expect(page.getByText('Select all that apply.', { exact: true })).toBeVisible();
    await page.keyboard.press('a');
    await page.keyboard.press('c');
    await expect(page.getByText('Answer saved.')).toBeVisible();
    if (n < 3) await page.keyboard.press('n');
  }
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText(`${title} Results`);
  await expect(page.getByTestId('sata-arithmetic')).toHaveCount(3);

  await page.getByRole('button', { name: 'Back to Training Center' }).click();
  await expect(quiz(page, title)).toContainText('3 questions');
  await expect(quiz(page, title)).toContainText('10 minutes');
});

test('§6 role features: Trainer Tools with the referral code and earnings, Administrative Actions for the admin', async ({
  page,
}) => {
  await signInAs(page, 'maria.santos@nightingale.test');
  await page.goto('/training-center');
  const tools = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Trainer Tools' }) });
  // Maria's earnings as her ledger says now (other journeys buy her products while this one runs).
  const { earnings } = await (await page.request.get('/api/trainer/dashboard')).json();
  const dollars = (earnings.totalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  expect(earnings.totalCents).toBeGreaterThanOrEqual(181_743);
  await expect(tools).toContainText(`Earnings ${dollars}`);
  await expect(tools.getByRole('link', { name: 'Trainer Dashboard' })).toHaveAttribute('href', '/trainer-dashboard');
  await expect(page.getByRole('button', { name: 'Create Custom Test' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Administrative Actions' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await signInAs(page, 'grace.mensah@nightingale.test');
  await page.goto('/training-center');
  const admin = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Administrative Actions' }) });
  await expect(admin.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/user-management');
  await expect(page.getByRole('button', { name: 'Create Custom Test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trainer Tools' })).toHaveCount(0);
});
