import type { Page } from '@playwright/test';
import { CHECKOUT_TEXTS } from '../src/shared/payments/orders';
import { newAccount, newStudent } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Plans and programme fees in the browser with the test provider (issue 26 items 5 and 6; decision
 * 021): a visitor picks Premium at registration, signs in, lands on its checkout and pays; the
 * Payment Portal then shows Premium and its end date. An enrolled student pays her programme fee
 * from Pending Payments and sees it on her timeline. axe on each page.
 * The checkout page (/checkout/:orderId) is helper C's: this spec expects its order summary, the
 * test provider's CHECKOUT_TEXTS.testCheckout and a "Pay $X" button, and runs after the merge.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Pays the order open on the checkout page for `amount` ("$49.99") with the test provider. */
async function payOnCheckout(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}/);
  await expect(page.getByText(CHECKOUT_TEXTS.testCheckout)).toBeVisible();
  await expectNoAxeViolations(page, 'the checkout');
  const paid = page.waitForResponse(
    (response) => /\/api\/orders\/[^/]+\/pay$/.test(response.url()) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  expect((await paid).status()).toBe(200);
}

test('a visitor picks Premium at registration, signs in, pays on the checkout; the Payment Portal shows Premium and its end date', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/services');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article', { name: 'Premium' })).toContainText('$49.99');
  await page.getByRole('article', { name: 'Premium' }).getByRole('link', { name: 'Get Started' }).click();

  await expect(page).toHaveURL('/register?plan=premium');
  const plans = page.getByRole('radiogroup', { name: 'Plan' });
  await expect(plans.getByRole('radio', { name: /^Premium/ })).toHaveAttribute('aria-checked', 'true');
  await plans.getByRole('radio', { name: /^Basic/ }).click();
  await expect(plans.getByRole('radio', { name: /^Basic/ })).toHaveAttribute('aria-checked', 'true');
  await plans.getByRole('radio', { name: /^Premium/ }).click();
  await expect(page.getByText(/you go to the checkout to pay for Premium \(\$49\.99 for 6 months\)/)).toBeVisible();
  await expectNoAxeViolations(page, 'the register page with Premium chosen');

  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password (at least 8 characters)').fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Premium plan (6 months)').first()).toBeVisible();
  await payOnCheckout(page, '$49.99');

  await page.goto('/payment');
  await expect(heading(page)).toHaveText('Payment Portal');
  const plan = page.getByRole('region', { name: 'Your Plan' });
  await expect(plan.getByTestId('current-plan-name')).toHaveText('Premium');
  await expect(plan.getByTestId('current-plan-ends')).toContainText(/^Runs until \d{1,2}\/\d{1,2}\/\d{2}/);
  await expect(plan.getByRole('button', { name: /^Renew Premium/ })).toBeVisible();
  await expect(plan.getByRole('button', { name: /^Upgrade to Comprehensive/ })).toBeVisible();
  await expect(plan.getByRole('button', { name: /Basic/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the Payment Portal with Premium');
});

test('an enrolled student pays her programme fee from Pending Payments; it leaves the list and shows on her timeline', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newStudent(browser, baseURL);
  await page.goto('/payment');
  const pending = page.getByRole('region', { name: 'Pending Payments' });
  await expect(pending.getByText(/You have no pending payments/)).toBeVisible();

  const enrolled = await page.request.put('/api/programs/enrolment', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { programId: 'nclex-pn-us' },
  });
  expect(enrolled.status()).toBe(200);
  await page.reload();
  const fee = pending.getByRole('article', { name: 'Programme fee: NCLEX-PN Pathway: United States' });
  await expect(fee).toContainText('$200.00');
  await expect(fee).toContainText('Required');
  await expect(fee).toContainText(/Due \d{1,2}\/\d{1,2}\/\d{2}/);
  await expectNoAxeViolations(page, 'Pending Payments with a programme fee');

  await fee.getByRole('link', { name: 'Pay now' }).click();
  await payOnCheckout(page, '$200.00');

  await page.goto('/payment');
  await expect(pending.getByText(/You have no pending payments/)).toBeVisible();
  await page.goto('/tracking');
  await expect(heading(page)).toHaveText('Application Tracking');
  const step = page
    .getByRole('list', { name: 'Steps of your application' })
    .getByRole('listitem')
    .filter({ hasText: 'Programme fee paid' });
  await expect(step).toContainText('Completed');
  await expectNoAxeViolations(page, '/tracking with the fee paid');
});
