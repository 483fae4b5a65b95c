import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_NOT_FOUND,
  type ContactInbox,
  type ContactMessage,
  INBOX_PAGE_SIZE,
  REPLY_REQUIRED,
} from '../../../shared/contact/messages';
import { MAX_PAGE, PAGE_MESSAGE } from '../../../shared/pagination';
import type { Role } from '../../../shared/roles';
import { USER_MANAGEMENT_RESTRICTED } from '../../../shared/user-management/users';
import { auditLog, contactMessages, contactReplies } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { REPLY_NOT_SENT } from './inbox';

let t: TestApp;
let admin: SignedIn;
let others: [Role, SignedIn][];
beforeAll(async () => {
  t = await createTestApp();
  const [grace, student, instructor, trainer] = await Promise.all([
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'trainer'),
  ]);
  admin = grace;
  others = [
    ['student', student],
    ['instructor', instructor],
    ['trainer', trainer],
  ];
});
afterAll(async () => {
  await t.close();
});

let sent = 0;
/** Sends a contact message through the form (as a visitor) and returns it as the inbox lists it. */
async function send(overrides: object = {}, app = t.app, who = admin): Promise<ContactMessage> {
  sent += 1;
  const body = {
    name: 'Ana Cruz',
    email: 'ana.cruz@example.org',
    subject: `Exam booking ${sent}`,
    message: 'How do I book the NCLEX?\nAnd when?',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`contact failed: ${response.statusCode} ${response.body}`);
  const listed = (await requestAs(app, who, 'GET', '/api/admin/contact-messages')).json() as ContactInbox;
  const message = listed.messages.find((m) => m.subject === body.subject);
  if (!message) throw new Error('the message is not in the inbox');
  return message;
}
const inbox = async (query = '', app = t.app, who = admin): Promise<ContactInbox> => {
  const response = await requestAs(app, who, 'GET', `/api/admin/contact-messages${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const mark = (who: SignedIn | null, id: string, body: object) =>
  requestAs(t.app, who, 'PUT', `/api/admin/contact-messages/${id}/read`, body);
const reply = (who: SignedIn | null, id: string, body: object, app = t.app) =>
  requestAs(app, who, 'POST', `/api/admin/contact-messages/${id}/replies`, body);
const repliesOf = (id: string, app = t.app) =>
  app.db.select().from(contactReplies).where(eq(contactReplies.messageId, id));
const auditOf = (id: string, app = t.app) => app.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('the admin’s inbox (issue 12): admins only', () => {
  it('signed out 401; student, instructor and trainer 403 with the Access Restricted sentence, on every route', async () => {
    const message = await send();
    const calls = [
      (who: SignedIn | null) => requestAs(t.app, who, 'GET', '/api/admin/contact-messages'),
      (who: SignedIn | null) => mark(who, message.id, { read: true }),
      (who: SignedIn | null) => reply(who, message.id, { message: 'Hello' }),
    ];
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      for (const [role, who] of others) {
        const response = await call(who);
        expect(response.statusCode, role).toBe(403);
        expect(response.json().error).toEqual({ code: 'forbidden', message: USER_MANAGEMENT_RESTRICTED });
      }
    }
    expect(await repliesOf(message.id)).toEqual([]);
    expect(t.mail.filter((mail) => mail.subject === `Re: ${message.subject}`)).toEqual([]);
    expect((await inbox()).messages.find((m) => m.id === message.id)?.readAt).toBeNull();
  });
});

describe('listing the inbox', () => {
  it('newest first, every message unread with no replies at first, exactly as sent', async () => {
    const first = await send({ message: '<b>Hi</b> there' });
    const second = await send();
    const page = await inbox();
    expect(page).toMatchObject({ page: 1, pageSize: INBOX_PAGE_SIZE });
    const ids = page.messages.map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(page.messages.find((m) => m.id === first.id)).toMatchObject({
      name: 'Ana Cruz',
      email: 'ana.cruz@example.org',
      message: '<b>Hi</b> there',
      readAt: null,
      replies: [],
    });
    const times = page.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages of INBOX_PAGE_SIZE with the total; `status=unread` keeps the unread; `unread` counts them all', async () => {
    const own = await createTestApp();
    try {
      const ownAdmin = await signedInAs(own.app, 'admin');
      const messages: ContactMessage[] = [];
      for (let i = 0; i < INBOX_PAGE_SIZE + 1; i++) messages.push(await send({}, own.app, ownAdmin));
      const first = await inbox('', own.app, ownAdmin);
      expect(first).toMatchObject({ total: INBOX_PAGE_SIZE + 1, unread: INBOX_PAGE_SIZE + 1 });
      expect(first.messages).toHaveLength(INBOX_PAGE_SIZE);
      const second = await inbox('?page=2', own.app, ownAdmin);
      expect(second.messages.map((m) => m.id)).toEqual([messages[0]?.id]);

      const read = messages.slice(0, 3);
      for (const message of read) {
        const response = await requestAs(own.app, ownAdmin, 'PUT', `/api/admin/contact-messages/${message.id}/read`, {
          read: true,
        });
        expect(response.statusCode).toBe(200);
      }
      const unread = await inbox('?status=unread', own.app, ownAdmin);
      expect(unread).toMatchObject({ total: INBOX_PAGE_SIZE - 2, unread: INBOX_PAGE_SIZE - 2 });
      expect(unread.messages.every((m) => m.readAt === null)).toBe(true);
      expect(unread.messages.some((m) => read.some((r) => r.id === m.id))).toBe(false);
      expect(await inbox('?status=all', own.app, ownAdmin)).toMatchObject({
        total: INBOX_PAGE_SIZE + 1,
        unread: INBOX_PAGE_SIZE - 2,
      });
    } finally {
      await own.close();
    }
  });

  it('refuses an unknown status or a bad page (400)', async () => {
    const status = await requestAs(t.app, admin, 'GET', '/api/admin/contact-messages?status=read');
    expect(status.statusCode).toBe(400);
    expect(status.json().error.message).toBe('Choose all or unread.');
    for (const value of ['0', String(MAX_PAGE + 1), '1e18']) {
      const page = await requestAs(t.app, admin, 'GET', `/api/admin/contact-messages?page=${value}`);
      expect(page.statusCode, value).toBe(400);
      expect(page.json().error.message).toBe(PAGE_MESSAGE);
    }
  });
});

describe('marking a message read or unread', () => {
  it('read: readAt is now, and stays the first time when marked read again; unread: null again', async () => {
    const message = await send();
    const unreadBefore = (await inbox()).unread;
    const read = await mark(admin, message.id, { read: true });
    expect(read.statusCode).toBe(200);
    const readAt = t.clock.now().toISOString();
    expect(read.json().message).toMatchObject({ id: message.id, readAt });
    expect((await inbox()).unread).toBe(unreadBefore - 1);

    t.clock.advance(3600);
    expect((await mark(admin, message.id, { read: true })).json().message.readAt).toBe(readAt);

    const unread = await mark(admin, message.id, { read: false });
    expect(unread.statusCode).toBe(200);
    expect(unread.json().message.readAt).toBeNull();
    expect((await inbox()).unread).toBe(unreadBefore);
  });

  it('an unknown or malformed id: 404 with the sentence; a body without `read`: 400', async () => {
    for (const id of [unknownId, 'not-a-uuid']) {
      const response = await mark(admin, id, { read: true });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toEqual({ code: 'contact_message_not_found', message: CONTACT_MESSAGE_NOT_FOUND });
    }
    const message = await send();
    for (const body of [{}, { read: 'yes' }, { read: true, extra: 1 }]) {
      expect((await mark(admin, message.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await mark(admin, message.id, {})).json().error.message).toBe('Say whether the message is read.');
  });
});

describe('replying by email', () => {
  it('emails the sender "Re: <subject>" with the reply and a quote, then stores it, marks the message read and audits it', async () => {
    const message = await send({ subject: 'Exam booking', message: 'How do I book the NCLEX?\nAnd when?' });
    t.clock.advance(60);
    const response = await reply(admin, message.id, { message: '  Hello Ana, book it with Pearson VUE.  ' });
    expect(response.statusCode).toBe(201);
    const now = t.clock.now().toISOString();
    const answered = response.json().message;
    expect(answered).toMatchObject({ id: message.id, readAt: now });
    expect(answered.replies).toEqual([
      {
        id: expect.any(String),
        adminName: 'Grace Mensah',
        message: 'Hello Ana, book it with Pearson VUE.',
        sentAt: now,
      },
    ]);

    const mail = t.mail.filter((m) => m.subject === 'Re: Exam booking');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('ana.cruz@example.org');
    expect(mail[0]?.text).toMatch(/^Hello Ana, book it with Pearson VUE\.\n\nOn .+, Ana Cruz wrote to Nightingale:\n/);
    expect(mail[0]?.text).toContain('> How do I book the NCLEX?\n> And when?');

    expect((await inbox()).messages.find((m) => m.id === message.id)).toEqual(answered);
    const [entry] = await auditOf(message.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'contact_message.replied',
      subjectType: 'contact_message',
      subjectUserId: null,
      summary: "Replied to 'Exam booking' from Ana Cruz",
      before: null,
      after: { to: 'ana.cruz@example.org', subject: 'Re: Exam booking', reply: 'Hello Ana, book it with Pearson VUE.' },
    });
    expect(entry?.createdAt.toISOString()).toBe(now);
  });

  it('a second reply is kept after the first; a message already read keeps when it was read', async () => {
    const message = await send();
    await mark(admin, message.id, { read: true });
    const readAt = t.clock.now().toISOString();
    t.clock.advance(60);
    await reply(admin, message.id, { message: 'First answer' });
    t.clock.advance(60);
    const second = (await reply(admin, message.id, { message: 'Second answer' })).json().message;
    expect(second.readAt).toBe(readAt);
    expect(second.replies.map((r: { message: string }) => r.message)).toEqual(['First answer', 'Second answer']);
  });

  it('quotes at most the first 500 characters of a long message', async () => {
    const long = `${'a'.repeat(600)}`;
    const message = await send({ message: long, subject: 'Long one' });
    await reply(admin, message.id, { message: 'Thanks' });
    const text = t.mail.find((m) => m.subject === 'Re: Long one')?.text ?? '';
    expect(text).toContain(`> ${'a'.repeat(500)}…`);
    expect(text).not.toContain('a'.repeat(501));
  });

  it('a blank or over-long reply: 400 "Please write a reply before sending.", nothing sent or stored', async () => {
    const message = await send({ subject: 'Blank reply' });
    for (const body of [{ message: '   ' }, { message: '\u200B' }, {}]) {
      const response = await reply(admin, message.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe(REPLY_REQUIRED);
    }
    const long = await reply(admin, message.id, { message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The reply must be at most 5000 characters.');
    expect(await repliesOf(message.id)).toEqual([]);
    expect(t.mail.some((m) => m.subject === 'Re: Blank reply')).toBe(false);
  });

  it('an unknown or malformed id: 404, nothing sent', async () => {
    const before = t.mail.length;
    for (const id of [unknownId, 'not-a-uuid']) {
      const response = await reply(admin, id, { message: 'Hello' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe(CONTACT_MESSAGE_NOT_FOUND);
    }
    expect(t.mail.length).toBe(before);
  });

  it('when the email cannot be sent: 502 with a sentence, and nothing stored (no reply, still unread, no audit entry)', async () => {
    const failing = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP server unreachable');
        },
      },
    });
    try {
      const failingAdmin = await signedInAs(failing.app, 'admin');
      const message = await send({ subject: 'Undeliverable' }, failing.app, failingAdmin);
      const response = await reply(failingAdmin, message.id, { message: 'Hello' }, failing.app);
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({ code: 'reply_not_sent', message: REPLY_NOT_SENT });
      expect(REPLY_NOT_SENT).toBe('The reply could not be sent by email. Please try again in a few minutes.');
      expect(await repliesOf(message.id, failing.app)).toEqual([]);
      expect(await auditOf(message.id, failing.app)).toEqual([]);
      const [row] = await failing.app.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
      expect(row?.readAt).toBeNull();
    } finally {
      await failing.close();
    }
  });
});
