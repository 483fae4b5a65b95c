// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYOUT_TEXTS, type TrainerPayouts } from '../../../../shared/payments/payouts';
import { formatDateTime } from '../../../lib/format';
import { mockApi, renderAt, setUpPageTests } from '../../../testing/page-test-utils';
import { PayoutsCard } from './PayoutsCard';
import { PurchaseStatus } from './PurchaseStatus';

setUpPageTests();

const notConnected: TrainerPayouts = {
  account: { connected: false, payoutsEnabled: false, test: true },
  pendingCents: 4000,
  availableCents: 12_050,
  paidOutCents: 0,
  payouts: [],
};
const paid: TrainerPayouts = {
  account: { connected: true, payoutsEnabled: true, test: true },
  pendingCents: 4000,
  availableCents: 0,
  paidOutCents: 12_050,
  payouts: [
    {
      id: 'po1',
      amountCents: 12_050,
      status: 'paid',
      createdAt: '2026-03-02T06:00:00.000Z',
      paidAt: '2026-03-02T06:00:01.000Z',
    },
  ],
};

describe('issue 26 the trainer dashboard’s Payouts card', () => {
  it('connects a test payout account at once, and shows pending, available, paid out and each payout', async () => {
    let connected = false;
    const calls = mockApi((url, method) => {
      if (url.endsWith('/trainer/payout-account') && method === 'POST') {
        connected = true;
        return { status: 200, body: { account: paid.account, onboardingUrl: null } };
      }
      return { status: 200, body: connected ? paid : notConnected };
    });
    renderAt('/trainer-dashboard', <PayoutsCard />);
    const connect = await screen.findByRole('button', { name: 'Connect payout account' });
    expect(screen.getByText(PAYOUT_TEXTS.testAccount)).toBeTruthy();
    expect(screen.getByText('$120.50')).toBeTruthy();
    expect(screen.getByText('No payouts yet.')).toBeTruthy();

    fireEvent.click(connect);
    await screen.findByText('Payout account connected');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Your payouts, newest first' });
    expect(table.textContent).toContain(formatDateTime('2026-03-02T06:00:01.000Z'));
    expect(table.textContent).toContain('$120.50');
    expect(table.textContent).toContain('Paid');
    expect(screen.getByText('$0.00')).toBeTruthy();
  });

  it('a refused connection shows the payment service’s sentence', async () => {
    mockApi((url, method) =>
      url.endsWith('/trainer/payout-account') && method === 'POST'
        ? {
            status: 502,
            body: {
              error: {
                code: 'payment_provider_refused',
                message: 'The payment service refused this payout account: Connect is not enabled.',
              },
            },
          }
        : { status: 200, body: { ...notConnected, account: { ...notConnected.account, test: false } } },
    );
    renderAt('/trainer-dashboard', <PayoutsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect payout account' }));
    await screen.findByText('The payment service refused this payout account: Connect is not enabled.');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The payout account was not connected'),
    );
  });
});

describe('issue 26 a refund awaiting the payment service', () => {
  it('shows "Refund requested" beside Completed', () => {
    mockApi(() => ({ status: 200, body: {} }));
    renderAt('/admin/purchases', <PurchaseStatus status="completed" refundedAt={null} refundRequested />);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Refund requested')).toBeTruthy();
  });
});
