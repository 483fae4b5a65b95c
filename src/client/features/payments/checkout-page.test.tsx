// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TEXTS, CLOSED_ORDER_MESSAGES } from '../../../shared/payments/orders';
import { type Call, mockApi, order, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as CheckoutPage } from './CheckoutPage';

setUpPageTests();

const PATTERN = '/checkout/:orderId';
const withCode = { referralCode: 'ABC123', discountCents: 250, amountCents: 4750 };
const paid = (overrides: Record<string, unknown> = {}) =>
  order({ ...withCode, status: 'paid', transactionId: 'test_pi_42', paidAt: '2026-03-02T09:01:00.000Z', ...overrides });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST').map((call) => call.url);

describe('issue 26: the checkout page', () => {
  it('with the test provider: the order summary, the test note, Pay, then the course’s success text and a way to it', async () => {
    let current = order(withCode);
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (method === 'POST' && url === '/api/orders/o1/pay') {
        current = paid();
        return { status: 200, body: { order: current, redirectUrl: null } };
      }
      return { status: 200, body: { order: current } };
    });
    renderAt('/checkout/o1', <CheckoutPage />, PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Course')).toBeTruthy();
    expect(within(summary).getByText('Pharmacology Mastery')).toBeTruthy();
    expect(within(summary).getByText('$50.00')).toBeTruthy();
    expect(within(summary).getByText('ABC123')).toBeTruthy();
    expect(within(summary).getByText('−$2.50')).toBeTruthy();
    expect(within(summary).getByText('$47.50')).toBeTruthy();
    expect(within(summary).getByText(/US dollars/)).toBeTruthy();
    expect(screen.getByText(CHECKOUT_TEXTS.testCheckout)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay $47.50' }));
    await screen.findAllByText('Course Purchased Successfully!');
    expect(
      screen.getAllByText(
        /You paid \$47\.50 for “Pharmacology Mastery”\. .* saved \$2\.50 .* earns a 10% referral fee \(\$5\.00\)/,
      ).length,
    ).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('test_pi_42')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your course' }).getAttribute('href')).toBe('/courses/c1');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(posts(calls)).toEqual(['/api/orders/o1/pay']);
  });

  it('with Stripe: Pay sends the buyer to Stripe’s checkout page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (method === 'POST') {
        return {
          status: 200,
          body: {
            order: order({ provider: 'stripe', method: 'Card (Stripe)' }),
            redirectUrl: 'https://checkout.stripe.test/c/pay/cs_1',
          },
        };
      }
      return { status: 200, body: { order: order({ provider: 'stripe', method: 'Card (Stripe)' }) } };
    });
    renderAt('/checkout/o1', <CheckoutPage />, PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(screen.queryByText(CHECKOUT_TEXTS.testCheckout)).toBeNull();
  });

  it('back from Stripe before the webhook: “Payment pending”, checked again until paid, then the success text', async () => {
    let gets = 0;
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      gets += 1;
      const stripe = { provider: 'stripe', method: 'Card (Stripe)' };
      return { status: 200, body: { order: gets < 2 ? order(stripe) : paid({ ...stripe, transactionId: 'pi_9' }) } };
    });
    renderAt('/checkout/o1?result=success', <CheckoutPage />, PATTERN);
    expect(await screen.findByText(CHECKOUT_TEXTS.pending)).toBeTruthy();
    expect(screen.getByText(/waiting for its confirmation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await screen.findAllByText('Course Purchased Successfully!', {}, { timeout: 6000 });
    expect(screen.queryByText(CHECKOUT_TEXTS.pending)).toBeNull();
    expect(gets).toBeGreaterThanOrEqual(2);
  });

  it('back from Stripe cancelled: says so, offers Pay again, and Cancel order after a confirmation', async () => {
    const stripe = { provider: 'stripe', method: 'Card (Stripe)' };
    let current = order(stripe);
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (method === 'POST' && url.endsWith('/cancel')) {
        current = order({ ...stripe, status: 'cancelled', expiresAt: null });
        return { status: 200, body: { order: current } };
      }
      return { status: 200, body: { order: current } };
    });
    renderAt('/checkout/o1?result=cancelled', <CheckoutPage />, PATTERN);
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(CLOSED_ORDER_MESSAGES.cancelled)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/courses/c1');
    expect(posts(calls)).toEqual(['/api/orders/o1/cancel']);
  });

  it('a payment service out of reach: its sentence beside Pay, the order still pending and payable', async () => {
    const unreachable = 'The payment service could not be reached, so nothing was charged. Try again in a minute.';
    mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (method === 'POST') {
        return { status: 502, body: { error: { code: 'payment_provider_unavailable', message: unreachable } } };
      }
      return { status: 200, body: { order: order() } };
    });
    renderAt('/checkout/o1', <CheckoutPage />, PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(screen.getByText(unreachable)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay $50.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a programme fee cannot be cancelled from its checkout (it is owed while enrolled)', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return {
        status: 200,
        body: { order: order({ kind: 'programme_fee', itemTitle: 'NCLEX-RN (US) programme fee', expiresAt: null }) },
      };
    });
    renderAt('/checkout/o1', <CheckoutPage />, PATTERN);
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('an expired order says so with a link back; a refused payment says why beside the button', async () => {
    let current = order();
    mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (method === 'POST') {
        current = order({ status: 'expired', expiresAt: null });
        return { status: 409, body: { error: { code: 'order_expired', message: CLOSED_ORDER_MESSAGES.expired } } };
      }
      return { status: 200, body: { order: current } };
    });
    renderAt('/checkout/o1', <CheckoutPage />, PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText('Checkout expired')).toBeTruthy();
    expect(screen.getAllByText(CLOSED_ORDER_MESSAGES.expired).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Back to the course' })).toBeTruthy();
  });

  it('an order that is not the reader’s says the server’s sentence, with the way to the Payment Portal', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return { status: 404, body: { error: { code: 'order_not_found', message: 'There is no such order of yours.' } } };
    });
    renderAt('/checkout/o1', <CheckoutPage />, PATTERN);
    expect(await screen.findByText('There is no such order of yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Payment Portal' }).getAttribute('href')).toBe('/payment');
  });
});
