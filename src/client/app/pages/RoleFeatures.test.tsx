// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '../../../shared/account/user';
import { mockApi, polyfillMantine, renderAt, signedIn } from '../../testing/page-test-utils';
import { RoleFeatures } from './RoleFeatures';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(polyfillMantine);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const trainer = (referralCode: string | null) => ({ ...signedIn('trainer').user, referralCode }) as AccountUser;

describe('§6 Training Center: Trainer Tools', () => {
  it.each([
    ['shows the trainer’s referral code', 'SAM123'],
    ['leaves the referral code line out when an admin removed the code (issue 12)', null],
  ])('%s', async (_rule, code) => {
    mockApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'Resting.' } } }));
    renderAt('/training-center', <RoleFeatures user={trainer(code)} onCreateTest={() => {}} />);
    await screen.findByText('not available right now');
    expect(screen.getByRole('heading', { name: 'Trainer Tools' })).toBeTruthy();
    if (code) expect(screen.getByText('Referral code').textContent).toBe(`Referral code ${code}`);
    else expect(screen.queryByText(/Referral code/)).toBeNull();
  });
});

describe('issue 28: the Item Bank beside Custom Tests', () => {
  it.each(['instructor', 'admin'])('an %s sees the Item Bank card with its link; a student does not', async (role) => {
    mockApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'Resting.' } } }));
    renderAt('/training-center', <RoleFeatures user={signedIn(role).user as AccountUser} onCreateTest={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Item Bank' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Item Bank' }).getAttribute('href')).toBe('/item-bank');
    cleanup();
    renderAt(
      '/training-center',
      <RoleFeatures user={signedIn('student').user as AccountUser} onCreateTest={() => {}} />,
    );
    expect(screen.queryByRole('heading', { name: 'Item Bank' })).toBeNull();
  });
});
