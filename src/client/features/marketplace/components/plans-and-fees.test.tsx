// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/payments/orders';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../../testing/page-test-utils';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PendingPayments } from './PendingPayments';

setUpPageTests();

/** A pending order as the API answers it. */
const order = (overrides: Partial<Order> = {}): Order => ({
  id: '7d3c2a1e-0000-4000-8000-000000000001',
  kind: 'programme_fee',
  itemId: 'nclex-pn-us',
  itemTitle: 'Programme fee: NCLEX-PN Pathway: United States',
  priceCents: 20_000,
  discountCents: 0,
  amountCents: 20_000,
  currency: 'usd',
  referralCode: null,
  status: 'pending',
  provider: 'test',
  method: 'Test checkout',
  transactionId: null,
  returnPath: '/tracking',
  createdAt: '2026-03-02T09:00:00.000Z',
  expiresAt: null,
  dueAt: '2026-04-01T09:00:00.000Z',
  paidAt: null,
  refundedAt: null,
  ...overrides,
});

describe('issue 26 item 5: Pending Payments', () => {
  it('lists the unpaid programme fees with amount, due date, Required and Pay now to its checkout; paid ones leave', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return {
        status: 200,
        body: { fees: [order(), order({ id: 'paid-one', itemId: 'nclex-rn-us', status: 'paid' })] },
      };
    });
    renderAt('/payment', <PendingPayments />);
    const fee = await screen.findByRole('article', { name: 'Programme fee: NCLEX-PN Pathway: United States' });
    expect(within(fee).getByText('$200.00')).toBeTruthy();
    expect(within(fee).getByText('Required')).toBeTruthy();
    expect(within(fee).getByText(/^Due /)).toBeTruthy();
    expect(within(fee).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/checkout/7d3c2a1e-0000-4000-8000-000000000001',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Sample data')).toBeNull();
  });

  it('without a fee: the empty state', async () => {
    mockApi(() => ({ status: 200, body: { fees: [] } }));
    renderAt('/payment', <PendingPayments />);
    expect(await screen.findByText(/You have no pending payments/)).toBeTruthy();
  });
});

describe('issue 26 item 6: the current plan on the Payment Portal', () => {
  it('Premium: its end date, Renew and Upgrade to Comprehensive only; Upgrade orders it and opens its checkout', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/plans/current')
        return {
          status: 200,
          body: { plan: { planId: 'premium', name: 'Premium', endsAt: '2026-09-02T09:00:00.000Z' } },
        };
      if (url === '/api/orders' && method === 'POST')
        return { status: 201, body: { order: order({ id: 'plan-order', kind: 'plan', itemId: 'comprehensive' }) } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    const router = renderAt('/payment', <CurrentPlanCard />);
    expect((await screen.findByTestId('current-plan-name')).textContent).toBe('Premium');
    expect(screen.getByTestId('current-plan-ends').textContent).toMatch(/^Runs until /);
    expect(screen.getByRole('button', { name: /^Renew Premium: \$49\.99 for 6 months more/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Basic/ })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: /^Upgrade to Comprehensive after Premium: \$89\.99 \/ 12 months/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/plan-order'));
    expect(calls.find((call) => call.url === '/api/orders')?.body).toEqual({
      kind: 'plan',
      itemId: 'comprehensive',
      expectedPriceCents: 8999,
    });
  });

  it('Free with ?plan=basic (chosen at registration) goes straight to its checkout; a refusal shows its sentence', async () => {
    mockApi((url, method) => {
      if (url === '/api/plans/current')
        return { status: 200, body: { plan: { planId: 'free', name: 'Free', endsAt: null } } };
      if (url === '/api/orders' && method === 'POST')
        return { status: 201, body: { order: order({ id: 'basic-order', kind: 'plan', itemId: 'basic' }) } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    const router = renderAt('/payment?plan=basic', <CurrentPlanCard />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/basic-order'));
  });

  it('a refused order (a lower plan while a higher one runs) shows the server’s sentence', async () => {
    const sentence = 'Your Comprehensive plan runs until 2027-03-02 and already includes Premium.';
    mockApi((url, method) => {
      if (url === '/api/plans/current')
        return { status: 200, body: { plan: { planId: 'free', name: 'Free', endsAt: null } } };
      if (url === '/api/orders' && method === 'POST')
        return { status: 409, body: { error: { code: 'plan_downgrade', message: sentence } } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderAt('/payment', <CurrentPlanCard />);
    expect(await screen.findByText(/Free does not end/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Choose Premium/ }));
    expect(await screen.findByText(sentence)).toBeTruthy();
  });
});
