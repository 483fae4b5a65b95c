import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_NOT_FOUND,
  type Conversation,
  type ConversationMessage,
  type ConversationSummary,
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  SUBJECT_REQUIRED,
  SUPPORT_INBOX_PAGE_SIZE,
  SUPPORT_TEAM_NAME,
  type SupportInbox,
} from '../../../shared/conversations/conversations';
import { MAX_PAGE, PAGE_MESSAGE } from '../../../shared/pagination';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import { supportConversations, supportMessages, users } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { PREVIEW_MAX } from './views';

let t: TestApp;
let student: SignedIn;
let otherStudent: SignedIn;
let instructor: SignedIn;
let trainer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [student, otherStudent, instructor, trainer, admin] = await Promise.all([
    signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
    signedInAs(t.app, 'student', { firstName: 'Luis', lastName: 'Fernandez' }),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const nonAdmins = (): [string, SignedIn][] => [
  ['student', student],
  ['instructor', instructor],
  ['trainer', trainer],
];

let started = 0;
/** Opens a conversation as `who` one minute after the last action; returns it. */
async function start(who: SignedIn, body: object = {}, app = t.app, clock = t.clock): Promise<Conversation> {
  started += 1;
  clock.advance(60);
  const response = await requestAs(app, who, 'POST', '/api/conversations', {
    subject: `Question ${started}`,
    message: 'How do I upload my transcripts?',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return response.json().conversation;
}
/** A student's reply one minute later; returns the response. */
function reply(who: SignedIn | null, id: string, message: string, app = t.app, clock = t.clock) {
  clock.advance(60);
  return requestAs(app, who, 'POST', `/api/conversations/${id}/messages`, { message });
}
/** Support's reply one minute later; returns the response. */
function answer(who: SignedIn | null, id: string, message: string, app = t.app, clock = t.clock) {
  clock.advance(60);
  return requestAs(app, who, 'POST', `/api/admin/conversations/${id}/messages`, { message });
}
async function answered(id: string, message = 'Upload them as one PDF.', app = t.app, clock = t.clock) {
  const response = await answer(admin, id, message, app, clock);
  if (response.statusCode !== 201) throw new Error(`answer failed: ${response.statusCode} ${response.body}`);
  return response.json().message as ConversationMessage;
}
async function listOf(who: SignedIn, app = t.app): Promise<ConversationSummary[]> {
  const response = await requestAs(app, who, 'GET', '/api/conversations');
  expect(response.statusCode).toBe(200);
  return response.json().conversations;
}
async function open(who: SignedIn, id: string): Promise<Conversation> {
  const response = await requestAs(t.app, who, 'GET', `/api/conversations/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversation;
}
async function adminView(id: string): Promise<Conversation> {
  const response = await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversation;
}
async function unreadCount(who: SignedIn, app = t.app): Promise<number> {
  const response = await requestAs(app, who, 'GET', '/api/conversations/unread-count');
  expect(response.statusCode).toBe(200);
  return response.json().count;
}
async function inbox(query = '', app = t.app, who = admin): Promise<SupportInbox> {
  const response = await requestAs(app, who, 'GET', `/api/admin/conversations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const messageRows = (id: string) =>
  t.database.db.select().from(supportMessages).where(eq(supportMessages.conversationId, id));
const conversationRow = async (id: string) =>
  (await t.database.db.select().from(supportConversations).where(eq(supportConversations.id, id)))[0];
const countRows = async (app = t) => ({
  conversations: (await app.database.db.select().from(supportConversations)).length,
  messages: (await app.database.db.select().from(supportMessages)).length,
});

describe('issue 13 conversations: who may use which route', () => {
  it('signed out: every route answers 401 and nothing is stored', async () => {
    const conversation = await start(student);
    const before = await countRows();
    const id = conversation.id;
    for (const [method, url, body] of [
      ['GET', '/api/conversations', undefined],
      ['POST', '/api/conversations', { subject: 'Hello', message: 'Hi' }],
      ['GET', '/api/conversations/unread-count', undefined],
      ['GET', `/api/conversations/${id}`, undefined],
      ['POST', `/api/conversations/${id}/messages`, { message: 'Hi' }],
      ['POST', `/api/conversations/${id}/unread`, undefined],
      ['GET', '/api/admin/conversations', undefined],
      ['GET', `/api/admin/conversations/${id}`, undefined],
      ['POST', `/api/admin/conversations/${id}/messages`, { message: 'Hi' }],
    ] as const) {
      const response = await requestAs(t.app, null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
    expect(await countRows()).toEqual(before);
  });

  it('403 ADMIN_REVIEW_RESTRICTED for anyone but an admin on the shared inbox, before the input is checked; nothing stored', async () => {
    const conversation = await start(student);
    const before = await countRows();
    for (const [role, who] of nonAdmins()) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/conversations?status=nonsense', undefined],
        ['GET', `/api/admin/conversations/${conversation.id}`, undefined],
        ['POST', `/api/admin/conversations/${conversation.id}/messages`, { message: 'I am support now' }],
        ['POST', `/api/admin/conversations/${conversation.id}/messages`, { message: '   ' }],
      ] as const) {
        const response = await requestAs(t.app, who, method, url, body);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
      }
    }
    expect(await countRows()).toEqual(before);
    expect((await conversationRow(conversation.id))?.waitingForReply).toBe(true);
    expect(t.mail).toEqual([]);
  });

  it('every signed-in role may write to support and reads its own conversations', async () => {
    for (const who of [instructor, trainer, admin]) {
      const conversation = await start(who, { subject: 'From any role' });
      expect((await listOf(who)).map((summary) => summary.id)).toContain(conversation.id);
      expect((await open(who, conversation.id)).student.id).toBe(who.id);
    }
  });
});

describe('issue 13 conversations: a student writes to support', () => {
  it('POST /conversations: 201 with the trimmed subject and message, waiting for a reply, stored', async () => {
    t.clock.advance(60);
    const response = await requestAs(t.app, student, 'POST', '/api/conversations', {
      subject: '  Question about my nursing license scan  ',
      message: '  Should I scan both sides?\nThe stamp is on the back.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const conversation: Conversation = response.json().conversation;
    const now = t.clock.now().toISOString();
    expect(conversation).toMatchObject({
      subject: 'Question about my nursing license scan',
      student: { id: student.id, name: 'Amara Okafor', email: student.email },
      lastSender: 'Amara Okafor',
      lastMessageAt: now,
      createdAt: now,
      preview: 'Should I scan both sides? The stamp is on the back.',
      messageCount: 1,
      unread: false,
      waitingForReply: true,
    });
    expect(conversation.messages).toEqual([
      {
        id: expect.any(String),
        fromSupport: false,
        authorName: 'Amara Okafor',
        body: 'Should I scan both sides?\nThe stamp is on the back.',
        createdAt: now,
        readAt: null,
      },
    ]);
    expect(await conversationRow(conversation.id)).toMatchObject({ studentId: student.id, waitingForReply: true });
    expect(await messageRows(conversation.id)).toHaveLength(1);
  });

  it('§5 400 SUBJECT_REQUIRED / MESSAGE_REQUIRED for a blank subject or message, whitespace-only too; nothing stored', async () => {
    const before = await countRows();
    for (const [body, sentence] of [
      [{ subject: '', message: 'Hello' }, SUBJECT_REQUIRED],
      [{ subject: '   ', message: 'Hello' }, SUBJECT_REQUIRED],
      [{ message: 'Hello' }, SUBJECT_REQUIRED],
      [{ subject: 'Hello', message: '' }, MESSAGE_REQUIRED],
      [{ subject: 'Hello', message: ' \n\t ' }, MESSAGE_REQUIRED],
      [{ subject: 'Hello' }, MESSAGE_REQUIRED],
    ] as const) {
      const response = await requestAs(t.app, student, 'POST', '/api/conversations', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toContain(sentence);
    }
    const tooLong = await requestAs(t.app, student, 'POST', '/api/conversations', {
      subject: 'Hello',
      message: 'x'.repeat(MESSAGE_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it('GET /conversations: only the viewer’s own, latest activity first (a reply moves one to the top)', async () => {
    const own = await createTestApp();
    try {
      const [amara, luis] = await signedInMany(own.app, 2);
      if (!amara || !luis) throw new Error('no accounts');
      const first = await start(amara, { subject: 'First' }, own.app, own.clock);
      const second = await start(amara, { subject: 'Second' }, own.app, own.clock);
      await start(luis, { subject: 'Not yours' }, own.app, own.clock);
      expect((await listOf(amara, own.app)).map((summary) => summary.subject)).toEqual(['Second', 'First']);
      expect((await reply(amara, first.id, 'One more thing', own.app, own.clock)).statusCode).toBe(201);
      const listed = await listOf(amara, own.app);
      expect(listed.map((summary) => summary.id)).toEqual([first.id, second.id]);
      expect(listed[0]).toMatchObject({ messageCount: 2, preview: 'One more thing', waitingForReply: true });
      expect((await listOf(luis, own.app)).map((summary) => summary.subject)).toEqual(['Not yours']);
    } finally {
      await own.close();
    }
  });

  it('a student’s reply: 201, the conversation waits for a reply again; 400 MESSAGE_REQUIRED when blank, nothing stored', async () => {
    const conversation = await start(student);
    await answered(conversation.id);
    expect((await conversationRow(conversation.id))?.waitingForReply).toBe(false);
    for (const message of ['', '   ', '\n\n']) {
      const blank = await reply(student, conversation.id, message);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.message).toBe(MESSAGE_REQUIRED);
    }
    expect(await messageRows(conversation.id)).toHaveLength(2);
    const response = await reply(student, conversation.id, '  Thank you!  ');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toMatchObject({
      fromSupport: false,
      authorName: 'Amara Okafor',
      body: 'Thank you!',
      createdAt: t.clock.now().toISOString(),
      readAt: null,
    });
    expect(await conversationRow(conversation.id)).toMatchObject({
      waitingForReply: true,
      lastMessageAt: t.clock.now(),
    });
  });
});

describe('issue 13 conversations: support answers, and the student reads', () => {
  it('an admin’s reply: signed "<first name>, Nightingale Support", stops the wait, and emails the student the reply and the link', async () => {
    const conversation = await start(student, { subject: 'Exam booking help' });
    const mailBefore = t.mail.length;
    const response = await answer(admin, conversation.id, '  Book through Pearson VUE once you have your ATT.  ');
    expect(response.statusCode, response.body).toBe(201);
    const message: ConversationMessage = response.json().message;
    expect(message).toMatchObject({
      fromSupport: true,
      authorName: `Grace, ${SUPPORT_TEAM_NAME}`,
      body: 'Book through Pearson VUE once you have your ATT.',
      readAt: null,
    });
    expect(await conversationRow(conversation.id)).toMatchObject({
      waitingForReply: false,
      lastMessageAt: t.clock.now(),
    });
    const view = await adminView(conversation.id);
    expect(view).toMatchObject({ waitingForReply: false, lastSender: `Grace, ${SUPPORT_TEAM_NAME}`, messageCount: 2 });

    expect(t.mail).toHaveLength(mailBefore + 1);
    const mail = t.mail.at(-1);
    expect(mail?.to).toBe(student.email);
    expect(mail?.subject).toBe('Re: Exam booking help');
    expect(mail?.text).toContain('Book through Pearson VUE once you have your ATT.');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/communication?conversation=${conversation.id}`);
  });

  it('the reply is unread for the student until they open it; the admin’s view changes nothing; opening marks it read', async () => {
    const own = await createTestApp();
    try {
      const [amara] = await signedInMany(own.app, 1);
      const grace = await signedInAs(own.app, 'admin', { firstName: 'Grace' });
      if (!amara) throw new Error('no account');
      const conversation = await start(amara, {}, own.app, own.clock);
      expect(await unreadCount(amara, own.app)).toBe(0);
      expect((await answer(grace, conversation.id, 'First answer', own.app, own.clock)).statusCode).toBe(201);
      expect((await answer(grace, conversation.id, 'Second answer', own.app, own.clock)).statusCode).toBe(201);
      expect(await unreadCount(amara, own.app)).toBe(1);
      expect((await listOf(amara, own.app))[0]).toMatchObject({
        unread: true,
        lastSender: `Grace, ${SUPPORT_TEAM_NAME}`,
      });

      const adminRead = await requestAs(own.app, grace, 'GET', `/api/admin/conversations/${conversation.id}`);
      expect(adminRead.statusCode).toBe(200);
      expect(adminRead.json().conversation.unread).toBe(true);
      expect(await unreadCount(amara, own.app)).toBe(1);

      own.clock.advance(60);
      const opened = await requestAs(own.app, amara, 'GET', `/api/conversations/${conversation.id}`);
      expect(opened.statusCode).toBe(200);
      const seen: Conversation = opened.json().conversation;
      expect(seen.unread).toBe(false);
      expect(seen.messages.map((message) => [message.body, message.readAt])).toEqual([
        ['How do I upload my transcripts?', null],
        ['First answer', own.clock.now().toISOString()],
        ['Second answer', own.clock.now().toISOString()],
      ]);
      expect(await unreadCount(amara, own.app)).toBe(0);
      expect((await listOf(amara, own.app))[0]?.unread).toBe(false);

      // Mark unread: only the latest message from support becomes unread.
      const unread = await requestAs(own.app, amara, 'POST', `/api/conversations/${conversation.id}/unread`);
      expect(unread.statusCode).toBe(204);
      expect(await unreadCount(amara, own.app)).toBe(1);
      const view: Conversation = (
        await requestAs(own.app, grace, 'GET', `/api/admin/conversations/${conversation.id}`)
      ).json().conversation;
      expect(view.unread).toBe(true);
      expect(view.messages.map((message) => message.readAt === null)).toEqual([true, false, true]);
    } finally {
      await own.close();
    }
  });

  it('unread-count: for an admin, the conversations waiting for a reply', async () => {
    const own = await createTestApp();
    try {
      const [a, b] = await signedInMany(own.app, 2);
      const grace = await signedInAs(own.app, 'admin', { firstName: 'Grace' });
      if (!a || !b) throw new Error('no accounts');
      expect(await unreadCount(grace, own.app)).toBe(0);
      const first = await start(a, {}, own.app, own.clock);
      await start(b, {}, own.app, own.clock);
      expect(await unreadCount(grace, own.app)).toBe(2);
      await answer(grace, first.id, 'Answered', own.app, own.clock);
      expect(await unreadCount(grace, own.app)).toBe(1);
      expect(await unreadCount(a, own.app)).toBe(1);
      expect(await unreadCount(b, own.app)).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('a failed email does not lose the reply: 201, stored, the conversation no longer waits', async () => {
    const own = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP server down');
        },
      },
    });
    try {
      const [amara] = await signedInMany(own.app, 1);
      const grace = await signedInAs(own.app, 'admin', { firstName: 'Grace' });
      if (!amara) throw new Error('no account');
      const conversation = await start(amara, {}, own.app, own.clock);
      const response = await answer(grace, conversation.id, 'Still here', own.app, own.clock);
      expect(response.statusCode, response.body).toBe(201);
      const stored = await own.database.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversation.id));
      expect(stored.map((message) => message.body)).toContain('Still here');
      const [row] = await own.database.db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, conversation.id));
      expect(row?.waitingForReply).toBe(false);
      expect(await unreadCount(amara, own.app)).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('404 CONVERSATION_NOT_FOUND for an admin reply to none; 400 MESSAGE_REQUIRED blank; nothing stored, no email', async () => {
    const conversation = await start(student);
    const before = await countRows();
    const mailBefore = t.mail.length;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await answer(admin, id, 'Hello');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toEqual({ code: 'conversation_not_found', message: CONVERSATION_NOT_FOUND });
      expect((await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${id}`)).statusCode).toBe(404);
    }
    const blank = await answer(admin, conversation.id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(MESSAGE_REQUIRED);
    expect(await countRows()).toEqual(before);
    expect(t.mail).toHaveLength(mailBefore);
    expect((await conversationRow(conversation.id))?.waitingForReply).toBe(true);
  });
});

describe('issue 13 conversations: a conversation is its student’s only', () => {
  it('another student gets 404 on it for read, reply and unread, and nothing is revealed or changed', async () => {
    const conversation = await start(student, { subject: 'Private matter' });
    await answered(conversation.id, 'A private answer');
    const before = await messageRows(conversation.id);
    for (const who of [otherStudent, instructor, admin]) {
      for (const [method, url, body] of [
        ['GET', `/api/conversations/${conversation.id}`, undefined],
        ['POST', `/api/conversations/${conversation.id}/messages`, { message: 'Let me in' }],
        ['POST', `/api/conversations/${conversation.id}/unread`, undefined],
      ] as const) {
        const response = await requestAs(t.app, who, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'conversation_not_found', message: CONVERSATION_NOT_FOUND },
        });
        expect(response.body).not.toContain('Private matter');
      }
    }
    expect(await messageRows(conversation.id)).toEqual(before);
    expect((await listOf(otherStudent)).map((summary) => summary.id)).not.toContain(conversation.id);
    expect(await unreadCount(student)).toBeGreaterThan(0);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await requestAs(t.app, student, 'GET', `/api/conversations/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('issue 13 conversations: the shared inbox', () => {
  it('waiting first, the longest waiting first, then the rest by latest activity; `waiting` and `total` counted; 20 a page', async () => {
    const own = await createTestApp();
    try {
      const grace = await signedInAs(own.app, 'admin', { firstName: 'Grace' });
      const learners = await signedInMany(own.app, 3);
      const ids: string[] = [];
      for (let i = 0; i < SUPPORT_INBOX_PAGE_SIZE + 3; i++) {
        const learner = learners[i % learners.length];
        if (!learner) throw new Error('no learner');
        ids.push((await start(learner, { subject: `Inbox ${i}` }, own.app, own.clock)).id);
      }
      // Answer the first three (no longer waiting), then the newest of them gets a student's follow-up.
      for (const id of ids.slice(0, 3)) await answer(grace, id, 'Answered', own.app, own.clock);
      const [answeredFirst, answeredSecond, answeredThird] = ids;
      const follower = learners[1];
      if (!answeredFirst || !answeredSecond || !answeredThird || !follower) throw new Error('setup');
      expect((await reply(follower, answeredSecond, 'Follow-up', own.app, own.clock)).statusCode).toBe(201);

      const waitingPage = await inbox('', own.app, grace);
      const waitingCount = SUPPORT_INBOX_PAGE_SIZE + 1;
      expect(waitingPage).toMatchObject({
        waiting: waitingCount,
        total: waitingCount,
        page: 1,
        pageSize: SUPPORT_INBOX_PAGE_SIZE,
      });
      expect(waitingPage.conversations).toHaveLength(SUPPORT_INBOX_PAGE_SIZE);
      expect(waitingPage.conversations.every((summary) => summary.waitingForReply)).toBe(true);
      // Oldest wait first: Inbox 3 waited longest; the follow-up (newest) comes last, on page 2.
      expect(waitingPage.conversations[0]?.subject).toBe('Inbox 3');
      const second = await inbox('?status=waiting&page=2', own.app, grace);
      expect(second.conversations.map((summary) => summary.id)).toEqual([answeredSecond]);
      expect((await inbox('?page=3', own.app, grace)).conversations).toEqual([]);

      const all = await inbox('?status=all&page=2', own.app, grace);
      expect(all).toMatchObject({ waiting: waitingCount, total: SUPPORT_INBOX_PAGE_SIZE + 3 });
      // Page 2 of all: the last waiting one, then the answered ones, latest activity first.
      expect(all.conversations.map((summary) => summary.id)).toEqual([answeredSecond, answeredThird, answeredFirst]);
      expect(all.conversations[1]).toMatchObject({ waitingForReply: false, lastSender: `Grace, ${SUPPORT_TEAM_NAME}` });

      for (const query of ['?status=unread', '?page=0', `?page=${MAX_PAGE + 1}`]) {
        const response = await requestAs(own.app, grace, 'GET', `/api/admin/conversations${query}`);
        expect(response.statusCode, query).toBe(400);
        if (query.includes('page')) expect(response.json().error.message).toBe(PAGE_MESSAGE);
      }
    } finally {
      await own.close();
    }
  });

  it('a summary shows the student, the last sender and at most PREVIEW_MAX characters of the last message', async () => {
    const long = `${'Transcripts '.repeat(30)}end`;
    const conversation = await start(otherStudent, { subject: 'Long one', message: long });
    const summary = (await inbox('?status=all')).conversations.find((item) => item.id === conversation.id);
    expect(summary).toMatchObject({
      student: { id: otherStudent.id, name: 'Luis Fernandez', email: otherStudent.email },
      lastSender: 'Luis Fernandez',
      messageCount: 1,
      waitingForReply: true,
    });
    expect(summary?.preview.length).toBeLessThanOrEqual(PREVIEW_MAX);
    expect(long.startsWith(summary?.preview.slice(0, -1) ?? 'x')).toBe(true);
  });

  it('a deleted account’s conversations leave the inbox and the waiting count, and cannot be answered', async () => {
    const gone = await signedInAs(t.app, 'student');
    const conversation = await start(gone, { subject: 'Soon deleted' });
    const before = await inbox('?status=all');
    expect(before.conversations.some((summary) => summary.id === conversation.id)).toBe(true);
    await t.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    const after = await inbox('?status=all');
    expect(after.conversations.some((summary) => summary.id === conversation.id)).toBe(false);
    expect(after.waiting).toBe(before.waiting - 1);
    expect(await unreadCount(admin)).toBe(after.waiting);
    expect((await answer(admin, conversation.id, 'Hello?')).statusCode).toBe(404);
    expect((await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${conversation.id}`)).statusCode).toBe(404);
  });
});

describe('issue 13 conversations: SUPPORT_MESSAGES_PER_HOUR', () => {
  it('past the hourly limit per user, new conversations and replies get 429 and nothing is stored; others are not affected', async () => {
    const own = await createTestApp({ config: { supportMessagesPerHour: 2 } });
    try {
      const [amara, luis] = await signedInMany(own.app, 2);
      if (!amara || !luis) throw new Error('no accounts');
      const conversation = await start(amara, {}, own.app, own.clock);
      expect((await reply(amara, conversation.id, 'Second message', own.app, own.clock)).statusCode).toBe(201);
      const before = await countRows(own);
      const limitedReply = await reply(amara, conversation.id, 'Third message', own.app, own.clock);
      expect(limitedReply.statusCode).toBe(429);
      expect(limitedReply.json().error.code).toBe('rate_limited');
      const limitedStart = await requestAs(own.app, amara, 'POST', '/api/conversations', {
        subject: 'Another',
        message: 'Hello',
      });
      expect(limitedStart.statusCode).toBe(429);
      expect(await countRows(own)).toEqual(before);
      await start(luis, {}, own.app, own.clock);
    } finally {
      await own.close();
    }
  });
});
