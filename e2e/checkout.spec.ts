import type { Page } from '@playwright/test';
import { percentOf, REFERRAL_DISCOUNT_PERCENT } from '../src/shared/marketplace/split-sale';
import { CHECKOUT_TEXTS } from '../src/shared/payments/orders';
import { newStudent } from './account-helpers';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('issue 26: a student buys a course with a referral code through the checkout page (test provider), then finds the payment in the Payment Portal', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = 'NCLEX Pharmacology Mastery';
  const referrer = await newStudent(browser, baseURL);
  const buyer = await newStudent(browser, baseURL);
  const { page } = buyer;
  const { courses } = await (await page.request.get(`/api/courses?search=${encodeURIComponent(title)}`)).json();
  const price: number = courses[0].priceCents;
  const discount = percentOf(price, REFERRAL_DISCOUNT_PERCENT);

  // On the course's page the code is typed; Buy opens the checkout, buying nothing yet.
  await page.goto(`/courses/${courses[0].id}`);
  await expect(heading(page)).toHaveText(title);
  const buyPanel = page.getByRole('region', { name: 'Buy this course' });
  await buyPanel.getByLabel('Referral code').fill(referrer.referralCode.toLowerCase());
  await buyPanel.getByRole('button', { name: 'Buy Course' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText('Checkout');
  await expect(page).toHaveTitle(/^Checkout/);
  const before = await (await page.request.get('/api/payments')).json();
  expect(before.purchases).toHaveLength(0);

  // The order summary: the course, its price, the 5% referral discount with the code, the total in US dollars.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(title);
  await expect(summary).toContainText(`List price${money(price)}`);
  await expect(summary).toContainText(`Referral discount ${referrer.referralCode}−${money(discount)}`);
  await expect(summary).toContainText(`Total${money(price - discount)}`);
  await expect(summary).toContainText('US dollars');
  await expect(page.getByText(CHECKOUT_TEXTS.testCheckout)).toBeVisible();
  await expectNoAxeViolations(page, 'the checkout page');

  // On a phone, nothing is hidden sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: `Pay ${money(price - discount)}` })).toBeInViewport();
  expect(await sidewaysOverflow(page, 'main')).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the checkout page on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Pay: the test provider completes the order at once.
  await page.getByRole('button', { name: `Pay ${money(price - discount)}` }).click();
  await expect(page.getByText('Course Purchased Successfully!').first()).toBeVisible();
  await expect(
    page.getByText(new RegExp(`You paid \\${money(price - discount)} for “${title}”`)).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a paid checkout');
  await page.getByRole('link', { name: 'Go to your course' }).click();
  await expect(heading(page)).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Open course' })).toBeVisible();

  // The Payment Portal lists the payment with its amount, status, method and transaction id.
  await page.goto('/payment');
  await expect(heading(page)).toHaveText('Payment Portal');
  const payments = page.getByRole('region', { name: 'Payments', exact: true });
  const row = payments.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(money(price - discount));
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Test checkout');
  await expect(row.getByText(/^test_pi_[0-9a-f-]{36}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Courses and items bought' })).toContainText(title);
  await expectNoAxeViolations(page, 'the Payment Portal with a payment');
});

test('issue 26: an order left at its checkout is pending in the Payment Portal, continues to its checkout and can be cancelled', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newStudent(browser, baseURL);
  const { courses } = await (await page.request.get('/api/courses?search=NCLEX Pharmacology Mastery')).json();
  await page.goto(`/courses/${courses[0].id}`);
  await page.getByRole('region', { name: 'Buy this course' }).getByRole('button', { name: 'Buy Course' }).click();
  await expect(heading(page)).toHaveText('Checkout');

  await page.goto('/payment');
  const row = page
    .getByRole('region', { name: 'Payments', exact: true })
    .getByRole('row')
    .filter({ hasText: courses[0].title });
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: /^Continue to checkout/ }).click();
  await expect(heading(page)).toHaveText('Checkout');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('Nothing has been charged');
  await expectNoAxeViolations(page, 'the cancel-order confirmation');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('This order was cancelled. Start again from what you wanted to buy.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the course' })).toBeVisible();
  await expectNoAxeViolations(page, 'a cancelled order');
  await page.goto('/payment');
  await expect(page.getByRole('region', { name: 'Payments', exact: true })).not.toContainText(courses[0].title);
});
