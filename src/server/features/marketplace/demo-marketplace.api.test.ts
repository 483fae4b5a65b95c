import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoUsers } from '../auth/service';
import { seedDemoMarketplace } from './demo-marketplace';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
  await seedDemoMarketplace(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('demo data of the marketplace (README "Demo accounts")', () => {
  it('gives Amara a purchase made with David’s code, and her own referral earnings', async () => {
    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const payments = (await t.app.inject({ method: 'GET', url: '/api/payments', headers: { cookie } })).json();
    expect(payments.purchases).toEqual([
      expect.objectContaining({ itemTitle: 'NCLEX Pharmacology Mastery', amountCents: 4749, status: 'completed' }),
    ]);
    // Paid through the test checkout, so her Payments list it with its method and transaction id.
    const { orders } = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json();
    expect(orders).toContainEqual(
      expect.objectContaining({
        kind: 'course',
        itemTitle: 'NCLEX Pharmacology Mastery',
        priceCents: 4999,
        discountCents: 250,
        amountCents: 4749,
        referralCode: expect.any(String),
        status: 'paid',
        method: 'Test checkout',
        transactionId: expect.stringMatching(/^test_pi_/),
      }),
    );
    expect(payments.referral.fees.length).toBeGreaterThan(0);
    expect(payments.referral.earnings.totalCents).toBe(
      payments.referral.fees
        .filter((fee: { status: string }) => fee.status === 'completed')
        .reduce((sum: number, fee: { feeCents: number }) => sum + fee.feeCents, 0),
    );
  });

  it('seeds once: a second start with courses in place adds nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/courses' })).json().courses.length;
    expect(await seedDemoMarketplace(t.database.db, t.clock.now())).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/courses' })).json().courses).toHaveLength(before);
  });

  it('lists the five published courses in the marketplace, not the draft', async () => {
    const courses = (await t.app.inject({ method: 'GET', url: '/api/courses' })).json().courses;
    expect(courses).toHaveLength(5);
    expect(courses.map((course: { title: string }) => course.title)).not.toContain('Pediatric Dosage Calculations');
  });
});
