import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConversationSummary,
  NOTE_REQUIRED,
  REPLY_NOT_SENT,
  REPLY_NOT_SENT_NO_EMAIL,
  type SupportConversation,
  type SupportInbox,
} from '../../../shared/conversations/conversations';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import { auditLog, supportMessages, supportNotes } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { enrolledStudents, pendingDocument } from '../../testing/documents';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, student] = await Promise.all([
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
    signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

let sent = 0;
/** Sends the contact form (signed out unless `who`) one minute after the last action; returns the subject used. */
async function contact(
  overrides: { name?: string; email?: string; message?: string } = {},
  app = t.app,
  who: SignedIn | null = null,
) {
  sent += 1;
  t.clock.advance(60);
  const subject = `Contact question ${sent}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    payload: {
      name: 'Ana Cruz',
      email: 'ana.cruz@example.org',
      message: 'How do I book the NCLEX?',
      subject,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`contact failed: ${response.statusCode} ${response.body}`);
  return subject;
}
async function queue(status = 'all', app = t.app, who = admin): Promise<SupportInbox> {
  const response = await requestAs(app, who, 'GET', `/api/admin/conversations?status=${status}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function inQueue(subject: string, app = t.app, who = admin): Promise<ConversationSummary> {
  const found = (await queue('all', app, who)).conversations.find((c) => c.subject === subject);
  if (!found) throw new Error(`${subject} is not in the queue`);
  return found;
}
async function supportView(id: string): Promise<SupportConversation> {
  const response = await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const answer = (id: string, message: string, app = t.app, who = admin) => {
  t.clock.advance(60);
  return requestAs(app, who, 'POST', `/api/admin/conversations/${id}/messages`, { message });
};
const studentReply = (id: string, body: object, who = student) => {
  t.clock.advance(60);
  return requestAs(t.app, who, 'POST', `/api/conversations/${id}/messages`, body);
};
async function start(subject: string, who = student) {
  t.clock.advance(60);
  const response = await requestAs(t.app, who, 'POST', '/api/conversations', {
    subject,
    message: 'How do I upload my transcripts?',
  });
  expect(response.statusCode).toBe(201);
  return response.json().conversation as ConversationSummary;
}

describe('issue 23 one support queue: a contact message becomes a conversation', () => {
  it('a contact message typed signed out with an account’s email is a visitor’s: nobody writes into another account’s conversations', async () => {
    const subject = await contact({ name: 'Not Amara', email: student.email });
    const listed = await inQueue(subject);
    expect(listed.student).toEqual({ id: null, name: 'Not Amara', email: student.email });
    const mine = (await requestAs(t.app, student, 'GET', '/api/conversations')).json().conversations;
    expect(mine.map((c: ConversationSummary) => c.id)).not.toContain(listed.id);
  });

  it('a registered student’s contact message (sent signed in, with her email) joins her conversations, and she reads the reply there', async () => {
    const subject = await contact({ name: 'Amara O.', email: student.email.toUpperCase() }, t.app, student);
    const listed = await inQueue(subject);
    expect(listed).toMatchObject({
      source: 'contact',
      waitingForReply: true,
      student: { id: student.id, name: 'Amara Okafor', email: student.email },
    });
    const mine = (await requestAs(t.app, student, 'GET', '/api/conversations')).json().conversations;
    expect(mine.map((c: ConversationSummary) => c.id)).toContain(listed.id);

    const mailBefore = t.mail.length;
    expect((await answer(listed.id, 'Book it on the Pearson VUE site.')).statusCode).toBe(201);
    const mail = t.mail.slice(mailBefore);
    expect(mail).toEqual([expect.objectContaining({ to: student.email, subject: `Re: ${subject}` })]);
    const opened = await requestAs(t.app, student, 'GET', `/api/conversations/${listed.id}`);
    expect(opened.json().conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'How do I book the NCLEX?',
      'Book it on the Pearson VUE site.',
    ]);
  });

  it('a visitor’s is answered by email: the mailer sends the reply (quoting her message) to her address, and it is recorded in the thread and the audit log', async () => {
    const subject = await contact({ name: 'Tomás Silva', email: 'tomas.silva@example.org', message: 'Group price?' });
    const listed = await inQueue(subject);
    expect(listed.student).toEqual({ id: null, name: 'Tomás Silva', email: 'tomas.silva@example.org' });
    const mailBefore = t.mail.length;
    const response = await answer(listed.id, 'Yes: 20% off for ten or more.');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatchObject({ fromSupport: true, authorName: 'Grace, Nightingale Support' });
    const [mail, ...more] = t.mail.slice(mailBefore);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'tomas.silva@example.org', subject: `Re: ${subject}` });
    expect(mail?.text).toContain('Yes: 20% off for ten or more.');
    expect(mail?.text).toContain('> Group price?');
    const thread = (await supportView(listed.id)).conversation;
    expect(thread).toMatchObject({ waitingForReply: false });
    expect(thread.messages.map((m) => [m.authorName, m.body])).toEqual([
      ['Tomás Silva', 'Group price?'],
      ['Grace, Nightingale Support', 'Yes: 20% off for ten or more.'],
    ]);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, listed.id));
    expect(audit.map((entry) => entry.action)).toEqual(['contact_message.replied']);
  });

  it('502 REPLY_NOT_SENT when the visitor’s email cannot be sent: nothing stored, still waiting', async () => {
    const failing = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('smtp down');
        },
      },
    });
    try {
      const failingAdmin = await signedInAs(failing.app, 'admin');
      const subject = await contact({}, failing.app);
      const listed = await inQueue(subject, failing.app, failingAdmin);
      const response = await answer(listed.id, 'Hello', failing.app, failingAdmin);
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({ code: 'reply_not_sent', message: REPLY_NOT_SENT });
      const messages = await failing.app.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, listed.id));
      expect(messages).toHaveLength(1);
      expect((await inQueue(subject, failing.app, failingAdmin)).waitingForReply).toBe(true);
    } finally {
      await failing.close();
    }
  });

  it('without email configured (no SMTP_URL, no outbox), a visitor’s reply is refused 502 saying so, nothing stored; a student’s is stored (she reads it in her Communication Center)', async () => {
    const unconfigured = await createTestApp({
      mailer: 'configured',
      config: { smtpUrl: undefined, mailOutboxDir: undefined },
    });
    try {
      const [grace, amara] = await Promise.all([
        signedInAs(unconfigured.app, 'admin'),
        signedInAs(unconfigured.app, 'student'),
      ]);
      const subject = await contact({}, unconfigured.app);
      const visitor = await inQueue(subject, unconfigured.app, grace);
      const refused = await answer(visitor.id, 'Hello', unconfigured.app, grace);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error).toEqual({ code: 'reply_not_sent', message: REPLY_NOT_SENT_NO_EMAIL });
      const stored = await unconfigured.app.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, visitor.id));
      expect(stored).toHaveLength(1);
      expect(await unconfigured.app.db.select().from(auditLog).where(eq(auditLog.subjectId, visitor.id))).toEqual([]);
      expect((await inQueue(subject, unconfigured.app, grace)).waitingForReply).toBe(true);

      const started = await requestAs(unconfigured.app, amara, 'POST', '/api/conversations', {
        subject: 'Transcript upload',
        message: 'How do I upload my transcripts?',
      });
      expect(started.statusCode).toBe(201);
      const conversationId = started.json().conversation.id;
      unconfigured.clock.advance(60);
      expect((await answer(conversationId, 'Upload one PDF.', unconfigured.app, grace)).statusCode).toBe(201);
      const mine = await requestAs(unconfigured.app, amara, 'GET', `/api/conversations/${conversationId}`);
      expect(mine.json().conversation.messages.map((m: { body: string }) => m.body)).toEqual([
        'How do I upload my transcripts?',
        'Upload one PDF.',
      ]);
    } finally {
      await unconfigured.close();
    }
  });

  it('with the development outbox (MAIL_OUTBOX_DIR), a visitor’s reply counts as emailed: written there and stored', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nightingale-outbox-'));
    const outbox = await createTestApp({ mailer: 'configured', config: { smtpUrl: undefined, mailOutboxDir: dir } });
    try {
      const grace = await signedInAs(outbox.app, 'admin');
      const subject = await contact({ email: 'tomas.silva@example.org' }, outbox.app);
      const visitor = await inQueue(subject, outbox.app, grace);
      expect((await answer(visitor.id, 'Hello Tomás', outbox.app, grace)).statusCode).toBe(201);
      const files = await readdir(dir);
      const written = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
      expect(written.filter((text) => text.includes('To: tomas.silva@example.org'))).toEqual([
        expect.stringContaining('Hello Tomás'),
      ]);
    } finally {
      await outbox.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('issue 23 one support queue: close and reopen', () => {
  it('a student’s "thank you" to a closed conversation is kept but does not reopen it; "I still need help" does', async () => {
    const conversation = await start('Transcript upload');
    expect((await answer(conversation.id, 'Upload one PDF.')).statusCode).toBe(201);
    t.clock.advance(60);
    const closed = await requestAs(t.app, admin, 'POST', `/api/admin/conversations/${conversation.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().conversation).toMatchObject({ waitingForReply: false, closedAt: expect.any(String) });

    expect((await studentReply(conversation.id, { message: 'Thank you!' })).statusCode).toBe(201);
    const afterThanks = (await supportView(conversation.id)).conversation;
    expect(afterThanks).toMatchObject({ waitingForReply: false, closedAt: closed.json().conversation.closedAt });
    expect(afterThanks.messages.at(-1)?.body).toBe('Thank you!');
    expect((await queue('waiting')).conversations.map((c) => c.id)).not.toContain(conversation.id);
    expect((await queue('closed')).conversations.map((c) => c.id)).toContain(conversation.id);

    expect((await studentReply(conversation.id, { message: 'It failed again.', reopen: true })).statusCode).toBe(201);
    expect((await supportView(conversation.id)).conversation).toMatchObject({ waitingForReply: true, closedAt: null });
    expect((await queue('waiting')).conversations.map((c) => c.id)).toContain(conversation.id);
  });

  it('staff reopen: open again, waiting when the student wrote last; the queue lists waiting, then open, then closed', async () => {
    const fresh = await createTestApp();
    try {
      const [grace, amara] = await Promise.all([signedInAs(fresh.app, 'admin'), signedInAs(fresh.app, 'student')]);
      const post = (url: string, body?: object) => {
        fresh.clock.advance(60);
        return requestAs(fresh.app, grace, 'POST', url, body);
      };
      const open = async (subject: string) => {
        fresh.clock.advance(60);
        const response = await requestAs(fresh.app, amara, 'POST', '/api/conversations', { subject, message: 'Hi' });
        return response.json().conversation.id as string;
      };
      const closedOne = await open('Closed one');
      const answeredOne = await open('Answered one');
      const waitingOne = await open('Waiting one');
      await post(`/api/admin/conversations/${answeredOne}/messages`, { message: 'Done.' });
      await post(`/api/admin/conversations/${closedOne}/close`);
      const all = (await requestAs(fresh.app, grace, 'GET', '/api/admin/conversations?status=all')).json();
      expect(all.conversations.map((c: ConversationSummary) => c.subject)).toEqual([
        'Waiting one',
        'Answered one',
        'Closed one',
      ]);
      const open_ = (await requestAs(fresh.app, grace, 'GET', '/api/admin/conversations?status=open')).json();
      expect(open_.conversations.map((c: ConversationSummary) => c.subject)).toEqual(['Waiting one', 'Answered one']);

      const reopened = await post(`/api/admin/conversations/${closedOne}/reopen`);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().conversation).toMatchObject({ closedAt: null, waitingForReply: true });
      expect((await post(`/api/admin/conversations/${waitingOne}/close`)).statusCode).toBe(200);
      expect((await post(`/api/admin/conversations/${waitingOne}/reopen`)).json().conversation.waitingForReply).toBe(
        true,
      );
    } finally {
      await fresh.close();
    }
  });

  it('only admins close and reopen: 401 signed out, 403 ADMIN_REVIEW_RESTRICTED for a student; 404 for none', async () => {
    const conversation = await start('Not yours to close');
    for (const action of ['close', 'reopen']) {
      const url = `/api/admin/conversations/${conversation.id}/${action}`;
      expect((await requestAs(t.app, null, 'POST', url)).statusCode).toBe(401);
      const refused = await requestAs(t.app, student, 'POST', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
    }
    const none = await requestAs(
      t.app,
      admin,
      'POST',
      '/api/admin/conversations/00000000-0000-4000-8000-000000000000/close',
    );
    expect(none.statusCode).toBe(404);
    expect((await supportView(conversation.id)).conversation.closedAt).toBeNull();
  });
});

describe('issue 23 one support queue: internal notes', () => {
  it('staff read the note beside the thread; the student’s answers never contain it', async () => {
    const conversation = await start('Visa question');
    const secret = 'Internal: check her VisaScreen status before answering';
    const unreadCount = async () => (await requestAs(t.app, student, 'GET', '/api/conversations/unread-count')).json();
    const unreadBefore = await unreadCount();
    const added = await requestAs(t.app, admin, 'POST', `/api/admin/conversations/${conversation.id}/notes`, {
      message: `  ${secret}  `,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().note).toMatchObject({ body: secret, authorName: 'Grace Mensah' });
    expect((await supportView(conversation.id)).notes.map((note) => note.body)).toEqual([secret]);
    expect((await supportView(conversation.id)).conversation.messages).toHaveLength(1);

    const studentAnswers = [
      await requestAs(t.app, student, 'GET', '/api/conversations'),
      await requestAs(t.app, student, 'GET', `/api/conversations/${conversation.id}`),
      await studentReply(conversation.id, { message: 'Any news?' }),
    ];
    for (const response of studentAnswers) {
      expect(response.statusCode).toBeLessThan(300);
      expect(response.body).not.toContain('VisaScreen');
    }
    expect(await unreadCount()).toEqual(unreadBefore);
  });

  it('400 NOTE_REQUIRED when blank; 403 for a student; nothing stored', async () => {
    const conversation = await start('Blank note');
    const url = `/api/admin/conversations/${conversation.id}/notes`;
    const blank = await requestAs(t.app, admin, 'POST', url, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(`${NOTE_REQUIRED}`);
    expect((await requestAs(t.app, student, 'POST', url, { message: 'Sneaky' })).statusCode).toBe(403);
    const notes = await t.app.db.select().from(supportNotes).where(eq(supportNotes.conversationId, conversation.id));
    expect(notes).toEqual([]);
  });
});

describe('issue 23 one support queue: the student’s programme and documents beside the thread', () => {
  it('staff see her programme and documents (their services); a visitor has none; students are refused', async () => {
    const [enrolled] = await enrolledStudents(t.app, 1, 'nclex-rn-us');
    if (!enrolled) throw new Error('no student');
    await pendingDocument(t.app, enrolled, 'nursing-license');
    const conversation = await start('Beside the thread', enrolled);
    const context = await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${conversation.id}/student`);
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({
      enrolment: { programId: 'nclex-rn-us' },
      documents: [{ kind: 'nursing-license', status: 'pending' }],
    });

    const visitor = await inQueue(await contact({ email: 'visitor.only@example.org' }));
    const none = await requestAs(t.app, admin, 'GET', `/api/admin/conversations/${visitor.id}/student`);
    expect(none.json()).toEqual({ enrolment: null, documents: [] });
    const refused = await requestAs(t.app, enrolled, 'GET', `/api/admin/conversations/${conversation.id}/student`);
    expect(refused.statusCode).toBe(403);
  });
});
