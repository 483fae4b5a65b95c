import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail, ClassList, ClassResults, MyAssignments } from '../../../shared/classes/schemas';
import { signIn } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { buildQuestionBank } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_USERS, seedDemoUsers } from '../auth/service';
import { DEMO_CLASS_NAME, seedDemoClass } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bank: buildQuestionBank(320) });
  await seedDemoUsers(t.app);
  await seedDemoClass(t.database.db, t.clock.now());
  // Idempotent: a second run adds nothing.
  await seedDemoClass(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const demoSignIn = async (email: string) => {
  const account = DEMO_USERS.find((user) => user.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return { id: '', email, password: account.password, cookie: await signIn(t.app, email, account.password) };
};

describe('issue 28 item 5 demo: Priya Nair’s class with assignments and results', () => {
  it('Priya has the class once, with the demo students, three assignments and real results', async () => {
    const priya = await demoSignIn('priya.nair@nightingale.test');
    const list: ClassList = (await requestAs(t.app, priya, 'GET', '/api/classes')).json();
    const demo = list.classes.filter((row) => row.name === DEMO_CLASS_NAME);
    expect(demo).toHaveLength(1);
    const classId = demo[0]?.id as string;
    const detail: ClassDetail = (await requestAs(t.app, priya, 'GET', `/api/classes/${classId}`)).json();
    expect(detail.members.map((member) => member.name)).toEqual(
      expect.arrayContaining(['Amara Okafor', 'Luis Fernandez', 'Hannah Brooks', 'Sofia Lindqvist']),
    );
    expect(detail.assignments.map((row) => [row.title, row.window])).toEqual([
      ['Week 1: one-pool review', 'closed'],
      ['Pharmacology quiz', 'open'],
      ['Adaptive NCLEX-RN readiness check', 'upcoming'],
    ]);
    const results: ClassResults = (await requestAs(t.app, priya, 'GET', `/api/classes/${classId}/results`)).json();
    const review = results.assignments[0];
    expect(review?.takers.filter((taker) => taker.status === 'submitted')).toHaveLength(5);
    expect(review?.byClientNeed.length).toBeGreaterThan(0);
    expect(review?.items.some((item) => item.pointBiserial !== null)).toBe(true);
    expect(results.needsHelp[0]?.name).toBe('Sofia Lindqvist');
  });

  it('Amara sees the open Pharmacology quiz to start and her reviewed week 1 score', async () => {
    const amara = await demoSignIn('amara.okafor@nightingale.test');
    const mine: MyAssignments = (await requestAs(t.app, amara, 'GET', '/api/classes/my-assignments')).json();
    expect(mine.assignments.map((row) => [row.title, row.state])).toEqual([
      ['Pharmacology quiz', 'open'],
      ['Adaptive NCLEX-RN readiness check', 'upcoming'],
      ['Week 1: one-pool review', 'done'],
    ]);
    expect(mine.assignments[2]?.attempt?.percent).toBeGreaterThan(0);
  });
});
