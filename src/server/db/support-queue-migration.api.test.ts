import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportConversation, SupportInbox } from '../../shared/conversations/conversations';
import { signedInAs } from '../testing/accounts';
import { requestAs } from '../testing/marketplace';
import { databaseMigratedBefore } from '../testing/migrated-before';
import { createTestApp, type TestApp } from '../testing/test-app';
import { supportMessages } from './schema';

let t: TestApp;
const answeredId = '5a2c0f8d-6e7b-4c9d-8f4a-5b6c7d8e9f0a';
const waitingId = '6b3d1a9e-7f8c-4dae-9a5b-6c7d8e9f0a1b';

beforeAll(async () => {
  const database = await databaseMigratedBefore('0012');
  await database.db.execute(sql`
    insert into users (id, name, email, first_name, last_name, referral_code, role)
    values ('admin-1', 'Grace Mensah', 'grace@example.org', 'Grace', 'Mensah', 'GRACE1', 'admin'),
           ('student-1', 'Amara Okafor', 'amara@example.org', 'Amara', 'Okafor', 'AMARA1', 'student'),
           ('student-2', 'Amara Okafor', 'Amara@Example.org', 'Amara', 'Okafor', 'AMARA2', 'student')`);
  await database.db.execute(sql`
    insert into contact_messages (id, name, email, subject, message, read_at, created_at, updated_at)
    values (${answeredId}, 'Ana Cruz', 'ana.cruz@example.org', 'Exam booking', 'How do I book?', '2026-02-01T10:00:00Z', '2026-02-01T09:00:00Z', '2026-02-01T09:00:00Z'),
           (${waitingId}, 'Amara O.', 'AMARA@example.org', 'Password reset', 'No email arrived.', null, '2026-02-02T09:00:00Z', '2026-02-02T09:00:00Z')`);
  await database.db.execute(sql`
    insert into contact_replies (message_id, admin_id, message, created_at)
    values (${answeredId}, 'admin-1', 'Book on the Pearson VUE site.', '2026-02-01T11:00:00Z')`);
  await database.migrate();
  t = await createTestApp({ database });
  // Every migration from the first, on one of two shared cores: more than the default minute.
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('issue 23 migration: the contact messages already received are in the one support queue', () => {
  it('every old contact message is a visitor’s conversation (no sender id: never given to an account with the same email), with its replies', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const queue: SupportInbox = (await requestAs(t.app, admin, 'GET', '/api/admin/conversations?status=all')).json();
    expect(queue.conversations.map((c) => [c.id, c.subject, c.source, c.student.id, c.waitingForReply])).toEqual([
      [waitingId, 'Password reset', 'contact', null, true],
      [answeredId, 'Exam booking', 'contact', null, false],
    ]);
    const answered: SupportConversation = (
      await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${answeredId}`)
    ).json();
    expect(answered.conversation.student).toEqual({ id: null, name: 'Ana Cruz', email: 'ana.cruz@example.org' });
    expect(answered.conversation.messages.map((m) => [m.fromSupport, m.authorName, m.body])).toEqual([
      [false, 'Ana Cruz', 'How do I book?'],
      [true, 'Grace, Nightingale Support', 'Book on the Pearson VUE site.'],
    ]);
    expect(answered.conversation.lastMessageAt).toBe('2026-02-01T11:00:00.000Z');
    // Sent with the email of two accounts (differing only in case): still a visitor's, and no account's.
    const waiting: SupportConversation = (
      await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${waitingId}`)
    ).json();
    expect(waiting.conversation.student).toEqual({ id: null, name: 'Amara O.', email: 'AMARA@example.org' });
    expect(waiting.conversation.messages.map((m) => [m.fromSupport, m.authorName, m.body])).toEqual([
      [false, 'Amara O.', 'No email arrived.'],
    ]);
    const visitorsMessages = await t.app.db
      .select({ authorId: supportMessages.authorId })
      .from(supportMessages)
      .where(
        and(inArray(supportMessages.conversationId, [answeredId, waitingId]), eq(supportMessages.fromSupport, false)),
      );
    expect(visitorsMessages).toEqual([{ authorId: null }, { authorId: null }]);
  });
});
