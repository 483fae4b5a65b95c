import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/payments/orders';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findAccountUserByEmail } from '../account/service';
import { seedDemoUsers } from '../auth/service';
import { enrolInProgram } from '../programs/service';
import { seedDemoPlans } from './demo-plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('plans’ and programme fees’ demo data (DEMO_DATA; issue 26)', () => {
  it('Amara holds Premium, paid 20 days ago through the test provider, and owes her programme fee; seeded once', async () => {
    const now = t.clock.now();
    // The documents' demo data enrols her 20 days ago, which opens her fee (tested here without its documents).
    const amara = await findAccountUserByEmail(t.database.db, 'amara.okafor@nightingale.test');
    if (!amara) throw new Error('no demo Amara');
    await enrolInProgram(
      t.database.db,
      { userId: amara.id, programId: 'nclex-rn-us' },
      new Date(now.getTime() - 20 * DAY_MS),
    );
    expect(await seedDemoPlans(t.database.db, now)).toBe(true);
    expect(await seedDemoPlans(t.database.db, now)).toBe(false);
    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const paidAt = new Date(now.getTime() - 20 * DAY_MS);
    const endsAt = new Date(paidAt);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 6);
    expect((await get('/api/plans/current')).plan).toEqual({
      planId: 'premium',
      name: 'Premium',
      endsAt: endsAt.toISOString(),
    });
    const fees: Order[] = (await get('/api/programs/fees')).fees;
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      itemId: 'nclex-rn-us',
      amountCents: 36_500,
      status: 'pending',
      // Enrolled 20 days ago: due in 10 days.
      dueAt: new Date(now.getTime() + 10 * DAY_MS).toISOString(),
    });
  });
});
