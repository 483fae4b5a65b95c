import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoUsers } from '../auth/service';
import { DEMO_EXAM_IN_DAYS, seedDemoStudyPlan } from './demo-study-plan';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('the study plan demo data', () => {
  it('gives Amara an exam date six weeks after her local today, once', async () => {
    expect(await seedDemoStudyPlan(t.database.db, t.clock.now())).toBe(true);
    expect(await seedDemoStudyPlan(t.database.db, t.clock.now())).toBe(false);
    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const response = await requestAs(
      t.app,
      { id: '', email: '', password: '', cookie },
      'GET',
      '/api/study-plan/today',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      examDate: '2026-04-13',
      examDateSource: 'student',
      daysToExam: DEMO_EXAM_IN_DAYS,
    });
  });
});
