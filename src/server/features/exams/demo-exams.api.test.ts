import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptSummary } from '../../../shared/exams/attempt-schemas';
import type { Readiness } from '../../../shared/exams/cat/adaptive-schemas';
import type { FormsOverview } from '../../../shared/exams/form-schemas';
import type { Progress } from '../../../shared/exams/progress-schemas';
import { signIn } from '../../testing/accounts';
import { examClient } from '../../testing/exam-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoUsers } from '../auth/service';
import { loadAuthoredBank } from './bank/load-case-studies';
import { seedDemoExams } from './demo-exams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(await loadAuthoredBank('content/questions', 'content/case-studies'));
  await seedDemoUsers(t.app);
  await seedDemoExams(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('demo data of the exam engine (README "Demo accounts")', () => {
  it('gives the registered demo student four real tests, a case study among them, and two adaptive tests: history, figures, testAttempts and achievements', async () => {
    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const client = examClient(t.app, cookie);
    const history: AttemptSummary[] = (await client.history()).json().attempts;
    expect(history.map((a) => [a.formTitle, a.mode, a.status])).toEqual([
      ['Fundamentals', 'timed', 'submitted'],
      ['Adaptive NCLEX-RN', 'nclex', 'submitted'],
      ['Case Studies', 'tutor', 'submitted'],
      ['Pharmacology', 'tutor', 'submitted'],
      ['Adaptive NCLEX-RN', 'nclex', 'submitted'],
      ['Free Sample', 'timed', 'submitted'],
    ]);
    const adaptive = history.filter((a) => a.formId === 'adaptive-rn');
    const adaptiveItems = adaptive.map((a) => a.itemCount);
    // An adaptive test is passed or failed by its own decision, not the 75% pass mark.
    expect(adaptive.map((a) => a.passed)).toEqual([true, false]);
    expect(adaptiveItems.every((count) => count >= 85 && count <= 150)).toBe(true);
    const progress: Progress = (await client.progress()).json();
    expect(progress.stats.testsTaken).toBe(6);
    expect(progress.stats.itemsAnswered).toBe(86 + adaptiveItems.reduce((sum, count) => sum + count, 0));
    expect(progress.stats.averagePercent).toBeGreaterThan(40);
    expect(progress.achievements.find((a) => a.id === 'first-test')?.earned).toBe(true);
    const { user } = (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).json();
    expect(user.testAttempts).toBe(6);

    // Readiness: the older adaptive test failed (true ability -1.0), the recent one passed (+0.9).
    const readiness: Readiness = (await client.call('GET', '/adaptive/readiness')).json();
    expect(readiness.attempts.map((a) => a.outcome)).toEqual(['fail', 'pass']);
    expect(readiness.attempts[1]?.probabilityOfPassing).toBeGreaterThan(0.5);
  });

  it('gives the demo instructor a saved custom test', async () => {
    const cookie = await signIn(t.app, 'priya.nair@nightingale.test', 'Priya#Teach2026');
    const overview: FormsOverview = (await examClient(t.app, cookie).forms()).json();
    expect(overview.forms.filter((f) => f.kind === 'custom').map((f) => [f.title, f.questionCount])).toEqual([
      ['Cardiac and renal drill', 20],
    ]);
  });
});
