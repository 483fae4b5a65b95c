import type { Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../src/shared/account/settings';
import { demoSession, newStudent, registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('issue 23 §3 payments: on a 390 px phone what was bought shows every field of a purchase, with no sideways scroll', async ({
  browser,
  baseURL,
}) => {
  // Amara, a demo student, bought Maria's pharmacology course with David's code.
  const amara = await demoSession(browser, baseURL, 'amara.okafor@nightingale.test');
  await amara.setViewportSize({ width: 390, height: 844 });
  await amara.goto('/payment');
  await expect(heading(amara)).toHaveText('Payment Portal');
  const history = amara.getByRole('region', { name: 'Courses and items bought' });
  const purchase = history.getByRole('listitem').filter({ hasText: 'NCLEX Pharmacology Mastery' });
  await expect(purchase).toHaveCount(1);
  for (const field of ['Item', 'Amount', 'Date', 'Status']) {
    const term = purchase.getByRole('term').filter({ hasText: new RegExp(`^${field}$`) });
    await expect(term).toBeVisible();
    const value = term.locator('xpath=following-sibling::dd[1]');
    await value.scrollIntoViewIfNeeded();
    await expect(value).toBeInViewport({ ratio: 1 });
    await expect(value).not.toBeEmpty();
  }
  await expect(purchase.getByText('Completed')).toBeInViewport({ ratio: 1 });
  expect(await sidewaysOverflow(amara, '#purchases-title + *')).toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(amara, 'main')).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(amara, 'the payment portal on a phone');
});

test('issue 23 §3, issue 26 item 7: the payments on a 390 px phone in dark mode show every field and pass axe', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newStudent(browser, baseURL);
  const origin = new URL(baseURL ?? '').origin;
  await page.setViewportSize({ width: 390, height: 844 });
  const saved = await page.request.put('/api/account/settings', {
    headers: { origin },
    data: { ...DEFAULT_SETTINGS, darkMode: true },
  });
  expect(saved.status()).toBe(200);
  const { courses } = await (await page.request.get('/api/courses?search=NCLEX Pharmacology Mastery')).json();
  // Bought through the checkout's API as the page does it: the order, then Pay (the test provider).
  const ordered = await page.request.post('/api/orders', {
    headers: { origin },
    data: { kind: 'course', itemId: courses[0].id },
  });
  expect(ordered.status()).toBe(201);
  const { order } = await ordered.json();
  const paid = await page.request.post(`/api/orders/${order.id}/pay`, { headers: { origin }, data: {} });
  expect(paid.status()).toBe(200);
  const { order: receipt } = await paid.json();
  await page.goto('/payment');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const payment = page
    .getByRole('region', { name: 'Payments', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'NCLEX Pharmacology Mastery' });
  for (const field of ['Item', 'Amount', 'Date', 'Status', 'Method', 'Transaction ID']) {
    const term = payment.getByRole('term').filter({ hasText: new RegExp(`^${field}$`) });
    await expect(term).toBeVisible();
    const value = term.locator('xpath=following-sibling::dd[1]');
    await value.scrollIntoViewIfNeeded();
    await expect(value).toBeInViewport({ ratio: 1 });
  }
  await expect(payment.getByText(receipt.transactionId)).toBeInViewport({ ratio: 1 });
  await expect(payment.getByText('Test checkout')).toBeVisible();
  expect(await sidewaysOverflow(page, '#payments-title + *')).toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(page, 'main')).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the payment portal on a phone in dark mode');
});

test('issue 23 §6 admin features: all purchases and refunds are on /admin/purchases, in the admin menu, not in her Payment Portal; others are refused', async ({
  browser,
  baseURL,
  page,
}) => {
  const grace = await demoSession(browser, baseURL, 'grace.mensah@nightingale.test');
  await grace.goto('/payment');
  await expect(heading(grace)).toHaveText('Payment Portal');
  await expect(grace.getByRole('region', { name: 'Courses and items bought' })).toBeVisible();
  await expect(grace.getByRole('region', { name: 'Payments', exact: true })).toBeVisible();
  await expect(grace.getByLabel('Search purchases')).toHaveCount(0);
  await expect(grace.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // The bar gathers the admin's own pages under its Admin menu (e2e/top-bar.spec.ts).
  await grace.getByRole('navigation', { name: 'My Nightingale' }).getByRole('button', { name: 'Admin' }).click();
  await grace.getByRole('menu').getByRole('menuitem', { name: 'All Purchases' }).click();
  await expect(grace).toHaveURL('/admin/purchases');
  await expect(heading(grace)).toHaveText('All Purchases');
  await expect(grace).toHaveTitle(/All Purchases/);
  await expect(grace.getByText(/^\d+ purchases, page 1 of \d+$/)).toBeVisible();
  await expect(grace.getByRole('button', { name: 'Refund' }).first()).toBeVisible();
  await expectNoAxeViolations(grace, 'all purchases, for an admin');
  await grace.getByLabel('Search purchases').fill('no purchase is called this');
  await expect(grace.getByText('No purchases match “no purchase is called this”.')).toBeVisible();

  // A student reads the administrators' restriction, and the API refuses her.
  await registerAndSignIn(page, baseURL);
  await page.goto('/admin/purchases');
  await expect(page.getByText('Access Restricted: This page is only available for administrators.')).toBeVisible();
  await expect(page.getByLabel('Search purchases')).toHaveCount(0);
  expect((await page.request.get('/api/admin/purchases')).status()).toBe(403);
  await expectNoAxeViolations(page, 'all purchases, for a student');
});
