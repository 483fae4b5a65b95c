import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainerDashboard } from '../../../shared/marketplace/trainer-dashboard';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoUsers } from '../auth/demo-users';
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

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function dashboardOf(email: string, password: string): Promise<TrainerDashboard> {
  const cookie = await signIn(t.app, email, password);
  return (await t.app.inject({ method: 'GET', url: '/api/trainer/dashboard', headers: { cookie } })).json();
}

describe('demo data of the marketplace (README "Demo accounts")', () => {
  it.each([
    ['Maria Santos', 'maria.santos@nightingale.test', 'Maria#Train2026'],
    ['David Kim', 'david.kim@nightingale.test', 'David#Train2026'],
  ])(
    '%s’s figures in the README are computed from courses, purchases, ratings and the ledger',
    async (name, email, password) => {
      const dashboard = await dashboardOf(email, password);
      const row = readFileSync('README.md', 'utf8')
        .split('\n')
        .find((line) => line.includes(`| ${name} |`));
      expect(row).toContain(
        `| Trainer (${dollars(dashboard.earnings.totalCents)} earned, ${dashboard.coursesCreated} courses, ${dashboard.coursesSold} sold, rated ${dashboard.averageRating}) |`,
      );
      expect(dashboard.averageRating).toBe(4.8);
      expect(dashboard.earnings.pendingCents).toBeGreaterThan(0);
      expect(dashboard.earnings.availableCents).toBeGreaterThan(0);
      expect(dashboard.referralEarningsCents).toBeGreaterThan(0);
      expect(dashboard.recentSales).toHaveLength(5);
    },
  );

  it('gives Amara a purchase made with David’s code, and her own referral earnings', async () => {
    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const payments = (await t.app.inject({ method: 'GET', url: '/api/payments', headers: { cookie } })).json();
    expect(payments.purchases).toEqual([
      expect.objectContaining({ itemTitle: 'NCLEX Pharmacology Mastery', amountCents: 4749, status: 'completed' }),
    ]);
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
