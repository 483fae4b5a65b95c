import type { Page } from '@playwright/test';
import type { PaidPlanId } from '../src/shared/plans/plans';
import { expect } from './fixtures';

/**
 * Buys the plan `planId` for the signed-in user of `page` through the API the checkout page uses
 * (POST /api/orders, then /pay; the e2e server's test provider completes it at once), for tests of
 * what a plan unlocks (decision 021: the adaptive test). Buying at registration is tested in
 * plans-and-fees.spec.ts through the pages.
 */
export async function buyPlanThroughApi(page: Page, baseURL: string | undefined, planId: PaidPlanId = 'basic') {
  const headers = { origin: new URL(baseURL ?? 'http://localhost:4310').origin };
  const created = await page.request.post('/api/orders', { headers, data: { kind: 'plan', itemId: planId } });
  expect(created.status()).toBe(201);
  const { order } = await created.json();
  const paid = await page.request.post(`/api/orders/${order.id}/pay`, { headers, data: {} });
  expect(paid.status()).toBe(200);
  expect((await paid.json()).order.status).toBe('paid');
}
