// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountUser } from '../../shared/account/user';
import { TRAINER_TOOLS_RESTRICTED } from '../../shared/roles';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../testing/page-test-utils';
import { TrainerToolsGate } from './TrainerToolsGate';

setUpPageTests();

const gateFor = (role: string) => (
  <TrainerToolsGate
    user={signedIn(role).user as AccountUser}
    isLoading={false}
    loginText="Log in to use the trainer tools."
    from="/trainer/videos"
    elsewhere="Go to the Training Center"
  >
    <p>The trainer tool</p>
  </TrainerToolsGate>
);

describe('the trainer tools gate: who is offered to become a trainer (issue 23)', () => {
  it('a student reads Access Restricted and, below it, the application', async () => {
    mockApi(() => ({ status: 200, body: { application: null } }));
    renderAt('/trainer/videos', gateFor('student'));
    expect(screen.getByText(TRAINER_TOOLS_RESTRICTED)).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Become a trainer' })).toBeDefined();
  });

  it('an instructor reads Access Restricted without the application (approval would take her instructor tools)', async () => {
    const calls = mockApi(() => ({ status: 200, body: { application: null } }));
    renderAt('/trainer/videos', gateFor('instructor'));
    expect(screen.getByText(TRAINER_TOOLS_RESTRICTED)).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Become a trainer' })).toBeNull();
    expect(screen.queryByText('The trainer tool')).toBeNull();
    expect(calls.filter((call) => call.url.includes('/trainer-applications'))).toEqual([]);
  });
});
