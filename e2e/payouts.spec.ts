import { PAYOUT_TEXTS } from '../src/shared/payments/payouts';
import { demoSession } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('issue 26 payouts: a trainer connects a test payout account and sees a payout; the dashboard passes axe', async ({
  browser,
  baseURL,
}) => {
  // David Kim, a demo trainer, has earnings past the 30-day hold and no payout account yet.
  const david = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  await david.goto('/trainer-dashboard');
  const card = david.getByRole('region', { name: 'Payouts' });
  await expect(card).toBeVisible();
  await expect(card.getByText('No payouts yet.')).toBeVisible();
  await expect(card.getByText(PAYOUT_TEXTS.testAccount)).toBeVisible();
  await expectNoAxeViolations(david, 'the trainer dashboard with its Payouts card');

  await card.getByRole('button', { name: 'Connect payout account' }).click();
  await expect(card.getByText('Payout account connected')).toBeVisible();
  await expect(card.getByText(PAYOUT_TEXTS.testAccount)).toBeVisible();
  const available = card.getByText('Available', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(available).not.toHaveText('$0.00');
  const amount = await available.textContent();

  // Grace, an admin, runs the payout job now (it also runs daily).
  const grace = await demoSession(browser, baseURL, 'grace.mensah@nightingale.test');
  const origin = new URL(baseURL ?? '').origin;
  const run = await grace.request.post('/api/admin/payouts/run', { headers: { origin } });
  expect(run.status()).toBe(200);

  await david.reload();
  const payouts = card.getByRole('table', { name: 'Your payouts, newest first' });
  const row = payouts.getByRole('row').filter({ hasText: amount ?? '' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(available).toHaveText('$0.00');
  await expect(card.getByText('Paid out', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    amount ?? '',
  );
  await expectNoAxeViolations(david, 'the trainer dashboard after a payout');
});

test('issue 26 payouts: the demo trainer Maria sees her paid payout', async ({ browser, baseURL }) => {
  const maria = await demoSession(browser, baseURL, 'maria.santos@nightingale.test');
  await maria.goto('/trainer-dashboard');
  const card = maria.getByRole('region', { name: 'Payouts' });
  await expect(card.getByText('Payout account connected')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Your payouts, newest first' }).getByText('Paid').first()).toBeVisible();
});
