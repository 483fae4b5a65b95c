import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../shared/audit/audit-log';
import type { ContactInbox } from '../../../shared/contact/messages';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoUsers } from '../auth/service';
import { seedDemoInbox } from './demo-inbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('the inbox’s demo data (DEMO_DATA)', () => {
  it('three messages: one replied by Grace (read, never emailed), one read, one unread; seeded once', async () => {
    expect(await seedDemoInbox(t.database.db, t.clock.now())).toBe(true);
    const cookie = await signIn(t.app, 'grace.mensah@nightingale.test', 'Grace#Admin2026');
    const get = async <T>(url: string): Promise<T> =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const inbox = await get<ContactInbox>('/api/admin/contact-messages');
    expect(inbox).toMatchObject({ total: 3, unread: 1 });
    expect(inbox.messages.map((m) => m.subject)).toEqual([
      'Password reset email',
      'Premium plan for a group',
      'Exam booking',
    ]);
    const [unread, read, replied] = inbox.messages;
    expect(unread?.readAt).toBeNull();
    expect(read).toMatchObject({ replies: [] });
    expect(read?.readAt).not.toBeNull();
    expect(replied?.readAt).not.toBeNull();
    expect(replied?.replies).toHaveLength(1);
    expect(replied?.replies[0]?.adminName).toBe('Grace Mensah');
    expect(t.mail.some((mail) => mail.subject === 'Re: Exam booking')).toBe(false);

    const log = await get<AuditLog>('/api/admin/audit-log');
    expect(log.entries.map((entry) => entry.summary)).toEqual(["Replied to 'Exam booking' from Ana Cruz"]);

    expect(await seedDemoInbox(t.database.db, t.clock.now())).toBe(false);
    expect((await get<ContactInbox>('/api/admin/contact-messages')).total).toBe(3);
  });
});
