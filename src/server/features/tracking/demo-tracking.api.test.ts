import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../shared/audit/audit-log';
import { type Timeline, upcomingDeadlines } from '../../../shared/tracking/tracking';
import { applicationSteps } from '../../db/schema';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoUsers } from '../auth/service';
import { seedDemoTracking } from './demo-tracking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('application tracking’s demo data (DEMO_DATA)', () => {
  it('Amara’s timeline, set by Grace: documents due in 5 days, credentials evaluation in progress (12 days), board application pending (40 days); seeded once', async () => {
    const now = t.clock.now();
    expect(await seedDemoTracking(t.database.db, now)).toBe(true);
    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const timeline: Timeline = (
      await t.app.inject({ method: 'GET', url: '/api/tracking', headers: { cookie } })
    ).json();
    const step = (key: string) => timeline.steps.find((candidate) => candidate.key === key);
    expect(step('documents-submitted')).toMatchObject({
      status: 'pending',
      dueOn: '2026-03-07',
      note: 'Please submit all documents by this date.',
      updatedBy: null,
    });
    expect(step('credentials-evaluation')).toMatchObject({
      status: 'in-progress',
      dueOn: '2026-03-14',
      note: 'Your CGFNS evaluation request is open. Send your transcripts from your school directly to CGFNS.',
      updatedBy: null,
    });
    expect(step('board-application')).toMatchObject({ status: 'pending', dueOn: '2026-04-11', note: null });
    expect(upcomingDeadlines(timeline.steps, '2026-03-02').map((deadline) => deadline.key)).toEqual([
      'documents-submitted',
      'credentials-evaluation',
      'board-application',
    ]);

    const grace = await signIn(t.app, 'grace.mensah@nightingale.test', 'Grace#Admin2026');
    // The admins' view of the same timeline names who set the steps.
    const amara = (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).json().user;
    const seen: Timeline = (
      await t.app.inject({ method: 'GET', url: `/api/admin/tracking/${amara.id}`, headers: { cookie: grace } })
    ).json();
    for (const key of ['documents-submitted', 'credentials-evaluation', 'board-application']) {
      expect(seen.steps.find((candidate) => candidate.key === key)?.updatedBy, key).toBe('Grace Mensah');
    }
    const log: AuditLog = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie: grace } })
    ).json();
    expect(log.entries.filter((entry) => entry.action === 'application_step.updated')).toHaveLength(3);

    const rows = await t.database.db.select().from(applicationSteps);
    expect(await seedDemoTracking(t.database.db, new Date(now.getTime() + 86_400_000))).toBe(false);
    expect(await t.database.db.select().from(applicationSteps)).toEqual(rows);
  });
});
