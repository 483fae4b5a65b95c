import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema';
import { signedInAs } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PAYOUT_CRON, PAYOUT_QUEUE, WITHDRAWN_SALES_CRON, WITHDRAWN_SALES_QUEUE } from './payment-jobs';

const DAY = 24 * 60 * 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { reminders: { push: null, pollingIntervalSeconds: 0.5, retryDelaySeconds: 0 } } });
});
afterAll(async () => {
  await t.close();
});

describe('the payments’ jobs on the job queue (issue 26)', () => {
  it('the payout run is scheduled daily and the withdrawn-sales sweep every 10 minutes, and a queued run pays a trainer’s available earnings', async () => {
    const boss = await t.app.jobs.started();
    if (!boss) throw new Error('the job queue did not start');
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: PAYOUT_QUEUE, cron: PAYOUT_CRON }));
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: WITHDRAWN_SALES_QUEUE, cron: WITHDRAWN_SALES_CRON }),
    );

    const trainer = await signedInAs(t.app, 'trainer');
    expect((await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account')).statusCode).toBe(200);
    const course = await createCourseAs(t.app, trainer, { priceCents: 2000 });
    expect((await buy(t.app, await signedInAs(t.app, 'student'), course.id)).statusCode).toBe(201);
    t.clock.advance(31 * DAY);

    await boss.send(PAYOUT_QUEUE, {});
    await expect
      .poll(async () => (await t.app.db.select().from(payouts).where(eq(payouts.userId, trainer.id)))[0]?.status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('paid');
  }, 40_000);
});
