import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationSummary,
  SupportConversation,
  SupportInbox,
} from '../../../shared/conversations/conversations';
import { supportConversations, supportMessages } from '../../db/schema';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createDemoLearners } from '../account/service';
import { seedDemoUsers } from '../auth/service';
import { seedDemoConversations } from './demo-conversations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
  // The marketplace's demo data makes these learners, among others.
  await createDemoLearners(
    t.database.db,
    [
      ['Anjali', 'Menon'],
      ['Chinedu', 'Okonkwo'],
    ],
    t.clock.now(),
  );
});
afterAll(async () => {
  await t.close();
});

describe('the support queue’s demo data (DEMO_DATA): one of each state', () => {
  it('Amara: an unread reply, a closed conversation her "thank you" left closed, a contact-form message; learners and visitors wait; a visitor answered by email; a note; seeded once', async () => {
    expect(await seedDemoConversations(t.database.db, t.clock.now())).toBe(true);
    const amara = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const get = async <T>(url: string, cookie: string): Promise<T> =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();

    const { conversations } = await get<{ conversations: ConversationSummary[] }>('/api/conversations', amara);
    expect(conversations.map((summary) => summary.subject)).toEqual([
      'Receipt for my Premium plan',
      'Question about my nursing license scan',
      'Which English test should I take?',
    ]);
    const [contactForm, recent, older] = conversations;
    expect(contactForm).toMatchObject({ source: 'contact', waitingForReply: true, closedAt: null });
    expect(recent).toMatchObject({
      unread: true,
      waitingForReply: false,
      messageCount: 2,
      lastSender: 'Grace, Nightingale Support',
    });
    expect(older).toMatchObject({
      unread: false,
      waitingForReply: false,
      closedAt: expect.any(String),
      messageCount: 5,
      lastSender: 'Amara Okafor',
    });
    expect(await get<{ count: number }>('/api/conversations/unread-count', amara)).toEqual({ count: 1 });

    const grace = await signIn(t.app, 'grace.mensah@nightingale.test', 'Grace#Admin2026');
    const inbox = await get<SupportInbox>('/api/admin/conversations', grace);
    expect(inbox.waiting).toBe(4);
    expect(inbox.conversations.map((summary) => [summary.student.name, summary.subject])).toEqual([
      ['Anjali Menon', 'Changing my program to Canada'],
      ['Tomás Silva', 'Premium plan for a group'],
      ['Chinedu Okonkwo', 'Board of nursing application for New York'],
      ['Amara Okafor', 'Receipt for my Premium plan'],
    ]);
    expect(await get<{ count: number }>('/api/conversations/unread-count', grace)).toEqual({ count: 4 });
    const all = await get<SupportInbox>('/api/admin/conversations?status=all', grace);
    expect(all.conversations.map((summary) => summary.subject).slice(-1)).toEqual([
      'Which English test should I take?',
    ]);
    const ana = all.conversations.find((summary) => summary.subject === 'Exam booking');
    expect(ana).toMatchObject({ student: { id: null, name: 'Ana Cruz' }, waitingForReply: false, messageCount: 2 });
    const anjali = inbox.conversations[0];
    const withNote = await get<SupportConversation>(`/api/admin/conversations/${anjali?.id}`, grace);
    expect(withNote.notes).toHaveLength(1);
    expect(t.mail).toEqual([]);

    const conversationsBefore = await t.database.db.select().from(supportConversations);
    const messagesBefore = await t.database.db.select().from(supportMessages);
    expect(await seedDemoConversations(t.database.db, t.clock.now())).toBe(false);
    expect(await t.database.db.select().from(supportConversations)).toEqual(conversationsBefore);
    expect(await t.database.db.select().from(supportMessages)).toEqual(messagesBefore);
  });
});
