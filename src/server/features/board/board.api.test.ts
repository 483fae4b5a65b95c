import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOARD_ACCOUNT_NAME_MISSING,
  BOARD_DELETE_FORBIDDEN,
  BOARD_DELETE_OWN_FORBIDDEN,
  BOARD_FIELDS_REQUIRED,
  BOARD_LOGIN_REQUIRED,
  BOARD_MESSAGE_NOT_FOUND,
  BOARD_PAGE_SIZE,
  BOARD_REPLIES_MAX,
  BOARD_THREAD_FULL,
  BOARD_THREAD_HAS_REPLIES,
  type BoardMessage,
  type BoardPage,
} from '../../../shared/board/messages';
import { MAX_PAGE, PAGE_MESSAGE } from '../../../shared/pagination';
import type { Role } from '../../../shared/roles';
import { auditLog, boardMessageReports, boardMessages } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { duringUncommittedDeletion } from '../../testing/users';
import { CANNOT_REPORT_OWN_MESSAGE, REPORT_LOGIN_REQUIRED } from './moderation';

let t: TestApp;
let student: SignedIn;
let otherStudent: SignedIn;
let instructor: SignedIn;
let trainer: SignedIn;
let admin: SignedIn;
let secondAdmin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [student, otherStudent, instructor, trainer, admin, secondAdmin] = await Promise.all([
    signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
    signedInAs(t.app, 'student', { firstName: 'Luis', lastName: 'Fernandez' }),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
    signedInAs(t.app, 'admin'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const roles = (): [Role, SignedIn][] => [
  ['student', student],
  ['instructor', instructor],
  ['trainer', trainer],
  ['admin', admin],
];
const nonAdmins = () => roles().filter(([role]) => role !== 'admin');

const post = (who: SignedIn | null, body: object, app = t.app) =>
  requestAs(app, who, 'POST', '/api/board/messages', body);
const list = async (who: SignedIn | null, page?: number, app = t.app): Promise<BoardPage> => {
  const response = await requestAs(app, who, 'GET', `/api/board/messages${page ? `?page=${page}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const remove = (who: SignedIn | null, id: string) => requestAs(t.app, who, 'DELETE', `/api/board/messages/${id}`);
const report = (who: SignedIn | null, id: string, body: object = {}) =>
  requestAs(t.app, who, 'POST', `/api/board/messages/${id}/report`, body);
const reply = (who: SignedIn | null, id: string, body: object, app = t.app) =>
  requestAs(app, who, 'POST', `/api/board/messages/${id}/replies`, body);
const dismiss = (who: SignedIn | null, id: string) =>
  requestAs(t.app, who, 'DELETE', `/api/board/messages/${id}/reports`);

/** Posts as `who` one minute after the last post, so the order is certain; returns the message. */
async function posted(who: SignedIn, message: string, extra: object = {}): Promise<BoardMessage> {
  t.clock.advance(60);
  const response = await post(who, { authorName: 'Test Author', message, ...extra });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  return response.json().message;
}
/** Replies as `who` to `messageId` one minute after the last post; returns the reply. */
async function replied(who: SignedIn, messageId: string, message: string): Promise<BoardMessage> {
  t.clock.advance(60);
  const response = await reply(who, messageId, { message });
  if (response.statusCode !== 201) throw new Error(`reply failed: ${response.statusCode} ${response.body}`);
  return response.json().message;
}
const stored = async () => t.database.db.select().from(boardMessages);
const storedRow = async (id: string) =>
  (await t.database.db.select().from(boardMessages).where(eq(boardMessages.id, id)))[0];
const auditOf = async (subjectId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

describe('§5/§7 reading the board', () => {
  it('anyone reads it: signed out and every role get 200 with the page, its size and the total', async () => {
    const message = await posted(student, 'Readable by all');
    for (const who of [null, ...roles().map(([, account]) => account)]) {
      const page = await list(who);
      expect(page).toMatchObject({ page: 1, pageSize: BOARD_PAGE_SIZE });
      expect(page.total).toBe((await stored()).length);
      expect(page.messages.some((m) => m.id === message.id)).toBe(true);
    }
  });

  it('§7 newest first, BOARD_PAGE_SIZE a page, total over every page; a page past the end is empty', async () => {
    const own = await createTestApp();
    try {
      const author = await signedInAs(own.app, 'student');
      for (let i = 1; i <= BOARD_PAGE_SIZE + 2; i++) {
        own.clock.advance(60);
        expect((await post(author, { authorName: 'Amara', message: `Message ${i}` }, own.app)).statusCode).toBe(201);
      }
      const first = await list(null, 1, own.app);
      expect(first.total).toBe(BOARD_PAGE_SIZE + 2);
      expect(first.messages).toHaveLength(BOARD_PAGE_SIZE);
      expect(first.messages[0]?.message).toBe(`Message ${BOARD_PAGE_SIZE + 2}`);
      expect(first.messages.at(-1)?.message).toBe('Message 3');
      const second = await list(author, 2, own.app);
      expect(second.messages.map((m) => m.message)).toEqual(['Message 2', 'Message 1']);
      expect(second).toMatchObject({ page: 2, total: BOARD_PAGE_SIZE + 2 });
      expect((await list(null, 3, own.app)).messages).toEqual([]);
      const times = first.messages.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    } finally {
      await own.close();
    }
  });

  it('refuses a page that is not a whole number from 1 to 10,000 (400), a huge one too (no offset overflow)', async () => {
    for (const page of ['0', '-1', '1.5', 'two', String(MAX_PAGE + 1), '1e18', '9223372036854775807']) {
      const response = await requestAs(t.app, null, 'GET', `/api/board/messages?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().error.message).toBe(PAGE_MESSAGE);
    }
    expect((await list(null, MAX_PAGE)).messages).toEqual([]);
  });

  it('marks the viewer’s own messages (`mine`); emails and reports are for admins only', async () => {
    const message = await posted(student, 'With my email', { authorEmail: 'Amara@Example.org' });
    await report(otherStudent, message.id, { reason: 'Off topic' });
    const find = async (who: SignedIn | null) => (await list(who)).messages.find((m) => m.id === message.id);
    expect(await find(student)).toMatchObject({ mine: true, authorEmail: null, reportCount: 0, reportReasons: [] });
    expect(await find(null)).toMatchObject({ mine: false, reportedByMe: false, authorEmail: null, reportCount: 0 });
    expect(await find(otherStudent)).toMatchObject({ mine: false, reportedByMe: true, reportCount: 0 });
    for (const [role, who] of nonAdmins()) {
      expect(await find(who), role).toMatchObject({ authorEmail: null, reportCount: 0, reportReasons: [] });
    }
    expect(await find(admin)).toMatchObject({
      mine: false,
      authorEmail: 'amara@example.org',
      reportCount: 1,
      reportReasons: ['Off topic'],
    });
  });
});

describe('§5 posting a message', () => {
  it('signed out: 401 "Please log in to post a message", before the fields are checked; nothing stored', async () => {
    const before = (await stored()).length;
    for (const body of [{ authorName: 'Amara', message: 'Hello' }, { authorName: ' ', message: '' }, {}]) {
      const response = await post(null, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'not_signed_in', message: BOARD_LOGIN_REQUIRED });
    }
    expect((await stored()).length).toBe(before);
  });

  it('every signed-in role posts under the account’s name (whatever the body says), trimmed, with the role’s badge; an empty email stored as null (issue 27 item 6)', async () => {
    const names: Record<Role, string> = {
      student: 'Amara Okafor',
      instructor: 'Test Instructor',
      trainer: 'Test Trainer',
      admin: 'Grace Mensah',
    };
    const badges: Record<Role, string | null> = { student: null, instructor: null, trainer: 'trainer', admin: 'admin' };
    for (const [role, who] of roles()) {
      t.clock.advance(60);
      const response = await post(who, {
        authorName: `  ${role} nurse  `,
        authorEmail: '  ',
        message: '  Hello board  ',
      });
      expect(response.statusCode, role).toBe(201);
      const { message } = response.json();
      expect(message).toMatchObject({
        authorName: names[role],
        authorBadge: badges[role],
        parentId: null,
        message: 'Hello board',
        createdAt: t.clock.now().toISOString(),
        mine: true,
        reportedByMe: false,
      });
      expect(await storedRow(message.id)).toMatchObject({
        authorId: who.id,
        authorName: names[role],
        authorBadge: badges[role],
        authorEmail: null,
        message: 'Hello board',
      });
    }
  });

  it('stores the email lowercased when given; no email field at all is fine too', async () => {
    const withEmail = await posted(student, 'Email given', { authorEmail: ' Amara.Okafor@Example.ORG ' });
    expect((await storedRow(withEmail.id))?.authorEmail).toBe('amara.okafor@example.org');
    const response = await post(student, { authorName: 'Amara', message: 'No email field' });
    expect(response.statusCode).toBe(201);
    expect((await storedRow(response.json().message.id))?.authorEmail).toBeNull();
  });

  it('a body naming someone else is ignored: the stored and shown name is the account’s, no badge borrowed (issue 27 item 6)', async () => {
    for (const authorName of ['Grace Mensah (Admin)', '   ', '', '\u200B', 'Maria Santos, Trainer']) {
      const message = await posted(student, `Named ${JSON.stringify(authorName)}`, { authorName });
      expect(message).toMatchObject({ authorName: 'Amara Okafor', authorBadge: null });
      expect(await storedRow(message.id)).toMatchObject({ authorName: 'Amara Okafor', authorBadge: null });
    }
    const noName = await posted(student, 'No name field at all', { authorName: undefined });
    expect(noName.authorName).toBe('Amara Okafor');
  });

  it('an account without a name cannot post or reply (spec "name required" applies to what is shown): 400 with a sentence, nothing stored', async () => {
    const nameless = await signedInAs(t.app, 'student', { firstName: ' ', lastName: '' });
    const thread = await posted(student, 'A thread the nameless account answers');
    const before = (await stored()).length;
    for (const response of [
      await post(nameless, { message: 'Hello' }),
      await requestAs(t.app, nameless, 'POST', `/api/board/messages/${thread.id}/replies`, { message: 'Hello' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'board_account_name_missing',
        message: BOARD_ACCOUNT_NAME_MISSING,
      });
    }
    expect((await stored()).length).toBe(before);
  });

  it('the message is required after trimming: 400 "Please fill in all required fields", nothing stored', async () => {
    const before = (await stored()).length;
    const blanks = [
      { authorName: 'Amara', message: ' \n\t ' },
      { authorName: '', message: '' },
      { message: '\u200B' },
      { authorName: 'Amara' },
    ];
    for (const body of blanks) {
      const response = await post(student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe(`${BOARD_FIELDS_REQUIRED}.`);
    }
    expect((await stored()).length).toBe(before);
  });

  it('refuses a malformed email, over-long text, control characters and unknown fields (400), nothing stored', async () => {
    const before = (await stored()).length;
    const cases: [object, string | null][] = [
      [{ authorName: 'Amara', authorEmail: 'not-an-email', message: 'Hi' }, 'Please enter a valid email address.'],
      [{ authorName: 'A'.repeat(101), message: 'Hi' }, 'Your name must be at most 100 characters.'],
      [{ authorName: 'Amara', message: 'x'.repeat(2001) }, 'Your message must be at most 2000 characters.'],
      [{ authorName: 'Amara', message: 'Hi\u0000there' }, 'Your message must not contain control characters.'],
      [{ authorName: 'Amara', message: 'Hi', authorId: admin.id }, null],
    ];
    for (const [body, text] of cases) {
      const response = await post(student, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (text) expect(response.json().error.message).toBe(text);
    }
    expect((await stored()).length).toBe(before);
    expect((await post(student, { authorName: 'Amara', message: 'Line one.\nLine two.' })).statusCode).toBe(201);
  });

  it('stores and returns text exactly as typed: HTML is text, never stripped or escaped', async () => {
    const text = '<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)>';
    const message = await posted(student, text, { authorName: '<i>Amara</i>' });
    expect(message.message).toBe(text);
    expect((await storedRow(message.id))?.message).toBe(text);
    const listed = (await list(null)).messages.find((m) => m.id === message.id);
    expect(listed).toMatchObject({ message: text, authorName: 'Amara Okafor' });
  });

  it('is rate limited per user: the third post in an hour is 429 with a clear sentence, nothing stored; others still post', async () => {
    const limited = await createTestApp({ config: { boardPostsPerHour: 2 } });
    try {
      const [poster, other] = await Promise.all([
        signedInAs(limited.app, 'student'),
        signedInAs(limited.app, 'student'),
      ]);
      const body = { authorName: 'Amara', message: 'Hello' };
      // Refused posts (signed out, blank fields) use up nothing.
      expect((await post(null, body, limited.app)).statusCode).toBe(401);
      expect((await post(poster, { authorName: 'Amara', message: ' ' }, limited.app)).statusCode).toBe(400);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await post(poster, body, limited.app)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      const refused = await post(poster, body, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'rate_limited',
        message: 'You have posted several messages in a short time. Please wait 60 minutes and try again.',
      });
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await post(other, body, limited.app)).statusCode).toBe(201);
      const rows = await limited.database.db.select().from(boardMessages);
      expect(rows.filter((row) => row.authorId === poster.id)).toHaveLength(2);
      expect(rows).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('a deleted account cannot post or report, even when its deletion commits during the request (issue 12)', () => {
  it('post and report while an admin’s deletion of the account is under way: 401 with the login sentence, nothing stored', async () => {
    const leaving = await signedInAs(t.app, 'student');
    const target = await posted(student, 'Someone may report this');
    const before = (await stored()).length;
    const [posting, reporting] = await duringUncommittedDeletion(t.database.db, leaving.id, () => [
      post(leaving, { authorName: 'Leaving', message: 'Posted as my account closes' }),
      report(leaving, target.id, { reason: 'Reported as my account closes' }),
    ]);
    expect(posting?.statusCode, posting?.body).toBe(401);
    expect(posting?.json().error).toEqual({ code: 'not_signed_in', message: BOARD_LOGIN_REQUIRED });
    expect(reporting?.statusCode, reporting?.body).toBe(401);
    expect(reporting?.json().error).toEqual({ code: 'not_signed_in', message: REPORT_LOGIN_REQUIRED });
    expect((await stored()).length).toBe(before);
    expect(
      await t.database.db.select().from(boardMessageReports).where(eq(boardMessageReports.reporterId, leaving.id)),
    ).toEqual([]);
  });
});

describe('§6 deleting a message: its author or an admin (issue 27 item 6)', () => {
  it('signed out 401; every other non-admin 403 with the sentence; the message stays', async () => {
    const message = await posted(student, 'Mine to keep');
    expect((await remove(null, message.id)).statusCode).toBe(401);
    for (const who of [otherStudent, instructor, trainer]) {
      const response = await remove(who, message.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'forbidden', message: BOARD_DELETE_OWN_FORBIDDEN });
    }
    expect(await storedRow(message.id)).toBeDefined();
    expect(await auditOf(message.id)).toEqual([]);
  });

  it('an author deletes her own message: 204, gone with its reports and her own replies; not an audit entry', async () => {
    const message = await posted(trainer, 'My own to delete');
    const addition = await replied(trainer, message.id, 'An addition of mine that goes with it');
    await report(student, message.id, { reason: 'Testing' });
    const response = await remove(trainer, message.id);
    expect(response.statusCode).toBe(204);
    expect(await storedRow(message.id)).toBeUndefined();
    expect(await storedRow(addition.id)).toBeUndefined();
    expect(await auditOf(message.id)).toEqual([]);
  });

  it('an author cannot take others’ replies with her thread: 409 with the sentence, nothing deleted; her reply goes, then the thread may', async () => {
    const question = await posted(student, 'Which lab values matter most?');
    const answer = await replied(trainer, question.id, 'Potassium first: it kills fastest.');
    const refused = await remove(student, question.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'board_thread_has_replies', message: BOARD_THREAD_HAS_REPLIES });
    expect(await storedRow(question.id)).toBeDefined();
    expect(await storedRow(answer.id)).toBeDefined();
    // Once the other reply is gone (its author deletes it), the thread is hers alone to delete.
    expect((await remove(trainer, answer.id)).statusCode).toBe(204);
    expect((await remove(student, question.id)).statusCode).toBe(204);
    expect(await storedRow(question.id)).toBeUndefined();
  });

  it('an admin deletes: 204, gone from the board with its reports, and the audit log keeps what it said and who wrote it', async () => {
    const message = await posted(student, 'To be removed', {
      authorName: 'Amara O.',
      authorEmail: 'amara@example.org',
    });
    await report(otherStudent, message.id, { reason: 'Spam' });
    t.clock.advance(60);
    const response = await remove(admin, message.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRow(message.id)).toBeUndefined();
    expect((await list(admin)).messages.some((m) => m.id === message.id)).toBe(false);
    const reports = await t.database.db
      .select()
      .from(boardMessageReports)
      .where(eq(boardMessageReports.messageId, message.id));
    expect(reports).toEqual([]);
    const [entry] = await auditOf(message.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'board_message.deleted',
      subjectType: 'board_message',
      subjectUserId: student.id,
      summary: 'Deleted a board message by Amara Okafor',
      before: { authorName: 'Amara Okafor', authorEmail: 'amara@example.org', message: 'To be removed', replyCount: 0 },
      after: null,
    });
    expect(entry?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('an unknown or already deleted id: 404 with the sentence; an id of the wrong form: 400; nothing recorded', async () => {
    const message = await posted(student, 'Twice');
    expect((await remove(admin, message.id)).statusCode).toBe(204);
    for (const id of [message.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await remove(admin, encodeURIComponent(id));
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toEqual({ code: 'board_message_not_found', message: BOARD_MESSAGE_NOT_FOUND });
    }
    const malformed = await remove(admin, encodeURIComponent("1' or '1'='1"));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_request');
    expect(await auditOf(message.id)).toHaveLength(1);
  });

  it('two admins deleting at the same moment: one 204, one 404, one audit entry', async () => {
    const message = await posted(student, 'Contested');
    const answers = await Promise.all([remove(admin, message.id), remove(secondAdmin, message.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    expect(await auditOf(message.id)).toHaveLength(1);
  });
});

describe('reporting a message (beyond the spec)', () => {
  it('signed out: 401, nothing stored', async () => {
    const message = await posted(student, 'Report me not');
    const response = await report(null, message.id, { reason: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please log in to report a message.');
    expect((await list(admin)).messages.find((m) => m.id === message.id)?.reportCount).toBe(0);
  });

  it('every signed-in role reports: 200 with the message marked reportedByMe; admins see the count and reasons', async () => {
    const message = await posted(otherStudent, 'Questionable');
    for (const [role, who] of roles()) {
      const response = await report(who, message.id, { reason: `  Reason of the ${role}  ` });
      expect(response.statusCode, role).toBe(200);
      expect(response.json().message).toMatchObject({ id: message.id, reportedByMe: true });
    }
    const seen = (await list(admin)).messages.find((m) => m.id === message.id);
    expect(seen?.reportCount).toBe(4);
    expect(seen?.reportReasons).toEqual(roles().map(([role]) => `Reason of the ${role}`));
  });

  it('is idempotent: reporting again is 200 and changes nothing (the first reason stays)', async () => {
    const message = await posted(otherStudent, 'Once only');
    expect((await report(student, message.id, { reason: 'First' })).statusCode).toBe(200);
    const again = await report(student, message.id, { reason: 'Second' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message.reportedByMe).toBe(true);
    const rows = await t.database.db
      .select()
      .from(boardMessageReports)
      .where(eq(boardMessageReports.messageId, message.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reason).toBe('First');
  });

  it('an empty reason is stored as none and not listed', async () => {
    const message = await posted(otherStudent, 'No reason given');
    expect((await report(student, message.id)).statusCode).toBe(200);
    expect((await list(admin)).messages.find((m) => m.id === message.id)).toMatchObject({
      reportCount: 1,
      reportReasons: [],
    });
  });

  it('one’s own message: 400 "You cannot report your own message."; unknown or malformed id: 404; long reason: 400', async () => {
    const message = await posted(student, 'My own');
    const own = await report(student, message.id, { reason: 'Oops' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toEqual({ code: 'cannot_report_own_message', message: CANNOT_REPORT_OWN_MESSAGE });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await report(otherStudent, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe(BOARD_MESSAGE_NOT_FOUND);
    }
    const long = await report(otherStudent, message.id, { reason: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The reason must be at most 300 characters.');
    const rows = await t.database.db
      .select()
      .from(boardMessageReports)
      .where(eq(boardMessageReports.messageId, message.id));
    expect(rows).toEqual([]);
  });
});

describe('admins see reported messages first (beyond the spec)', () => {
  it('admins: reported messages first, each group newest first; everyone else: newest first only', async () => {
    const own = await createTestApp();
    try {
      const [author, reporter, ownAdmin] = await Promise.all([
        signedInAs(own.app, 'student'),
        signedInAs(own.app, 'student'),
        signedInAs(own.app, 'admin'),
      ]);
      const ids: Record<string, string> = {};
      for (const name of ['oldest', 'reported-old', 'middle', 'reported-new', 'newest']) {
        own.clock.advance(60);
        ids[name] = (await post(author, { authorName: 'Amara', message: name }, own.app)).json().message.id;
      }
      for (const name of ['reported-old', 'reported-new']) {
        const response = await requestAs(own.app, reporter, 'POST', `/api/board/messages/${ids[name]}/report`, {});
        expect(response.statusCode).toBe(200);
      }
      const order = async (who: SignedIn | null) => (await list(who, 1, own.app)).messages.map((m) => m.message);
      expect(await order(ownAdmin)).toEqual(['reported-new', 'reported-old', 'newest', 'middle', 'oldest']);
      const newestFirst = ['newest', 'reported-new', 'middle', 'reported-old', 'oldest'];
      for (const who of [null, author, reporter]) expect(await order(who)).toEqual(newestFirst);

      // Dismissed reports: the message takes its place by time again.
      const dismissed = await requestAs(
        own.app,
        ownAdmin,
        'DELETE',
        `/api/board/messages/${ids['reported-old']}/reports`,
      );
      expect(dismissed.statusCode).toBe(204);
      expect(await order(ownAdmin)).toEqual(['reported-new', 'newest', 'middle', 'reported-old', 'oldest']);
    } finally {
      await own.close();
    }
  });
});

describe('dismissing reports (admins keep a reported message)', () => {
  it('signed out 401; other roles 403 with the sentence; the reports stay', async () => {
    const message = await posted(otherStudent, 'Reported, kept?');
    await report(student, message.id, { reason: 'Rude' });
    expect((await dismiss(null, message.id)).statusCode).toBe(401);
    for (const [role, who] of nonAdmins()) {
      const response = await dismiss(who, message.id);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error.message).toBe(BOARD_DELETE_FORBIDDEN);
    }
    expect((await list(admin)).messages.find((m) => m.id === message.id)?.reportCount).toBe(1);
  });

  it('an admin dismisses: 204, the message stays without reports, recorded in the audit log', async () => {
    const message = await posted(otherStudent, 'Reported, kept');
    await report(student, message.id, { reason: 'Rude' });
    await report(trainer, message.id, { reason: 'Off topic' });
    t.clock.advance(60);
    expect((await dismiss(admin, message.id)).statusCode).toBe(204);
    const seen = (await list(admin)).messages.find((m) => m.id === message.id);
    expect(seen).toMatchObject({ reportCount: 0, reportReasons: [], message: 'Reported, kept' });
    expect((await list(student)).messages.find((m) => m.id === message.id)?.reportedByMe).toBe(false);
    const [entry] = await auditOf(message.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'board_message.reports_dismissed',
      subjectType: 'board_message',
      subjectUserId: otherStudent.id,
      summary: 'Kept a board message by Luis Fernandez and dismissed its 2 reports',
      before: { reportCount: 2, reportReasons: ['Rude', 'Off topic'] },
      after: { reportCount: 0, reportReasons: [] },
    });
    // Nothing left to dismiss: 204 again, nothing more recorded.
    expect((await dismiss(admin, message.id)).statusCode).toBe(204);
    expect(await auditOf(message.id)).toHaveLength(1);
  });

  it('an unknown or malformed id: 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await dismiss(admin, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe(BOARD_MESSAGE_NOT_FOUND);
    }
  });
});

describe('replies in threads (issue 27 item 6)', () => {
  it('a reply carries the account’s name and badge, sits under its thread oldest first; threads keep the board’s order and count', async () => {
    const thread = await posted(student, 'What helps you remember insulin onset times?');
    const totalBefore = (await list(null)).total;
    const first = await replied(trainer, thread.id, 'Draw the three curves once a day for a week.');
    const second = await replied(otherStudent, thread.id, 'Flash cards, every morning.');
    expect(first).toMatchObject({
      authorName: 'Test Trainer',
      authorBadge: 'trainer',
      parentId: thread.id,
      mine: true,
    });
    expect(second).toMatchObject({ authorName: 'Luis Fernandez', authorBadge: null, parentId: thread.id });
    const page = await list(null);
    expect(page.total).toBe(totalBefore);
    expect(page.messages.some((m) => m.id === first.id)).toBe(false);
    const listed = page.messages.find((m) => m.id === thread.id);
    expect(listed?.replies.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(listed?.replies[0]).toMatchObject({
      authorBadge: 'trainer',
      message: 'Draw the three curves once a day for a week.',
    });
    expect(page.messages[0]?.id).toBe(thread.id);
    expect(await storedRow(first.id)).toMatchObject({ parentId: thread.id, authorId: trainer.id, authorEmail: null });
  });

  it('one level: a reply to a reply joins the thread of its first message', async () => {
    const thread = await posted(student, 'One level only');
    const answer = await replied(otherStudent, thread.id, 'First reply');
    const nested = await replied(student, answer.id, 'Answering the reply');
    expect(nested.parentId).toBe(thread.id);
    const listed = (await list(null)).messages.find((m) => m.id === thread.id);
    expect(listed?.replies.map((r) => r.id)).toEqual([answer.id, nested.id]);
  });

  it('bad input: signed out 401 before the fields; blank or over-long 400 with a sentence; a name or other field 400; a missing message 404; nothing stored', async () => {
    const thread = await posted(student, 'Careful replies');
    const before = (await stored()).length;
    const signedOut = await reply(null, thread.id, { message: '' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toEqual({ code: 'not_signed_in', message: BOARD_LOGIN_REQUIRED });
    const cases: [object, string | null][] = [
      [{ message: '  \n ' }, `${BOARD_FIELDS_REQUIRED}.`],
      [{}, `${BOARD_FIELDS_REQUIRED}.`],
      [{ message: 'x'.repeat(2001) }, 'Your message must be at most 2000 characters.'],
      [{ message: 'Hi', authorName: 'Grace Mensah (Admin)' }, null],
    ];
    for (const [body, text] of cases) {
      const response = await reply(otherStudent, thread.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      if (text) expect(response.json().error.message).toBe(text);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await reply(otherStudent, id, { message: 'Hello?' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toEqual({ code: 'board_message_not_found', message: BOARD_MESSAGE_NOT_FOUND });
    }
    expect((await stored()).length).toBe(before);
  });

  it(`a thread takes at most ${BOARD_REPLIES_MAX} replies: then 409 with a sentence, nothing stored`, async () => {
    const thread = await posted(student, 'A busy thread');
    const at = t.clock.now();
    await t.database.db.insert(boardMessages).values(
      Array.from({ length: BOARD_REPLIES_MAX }, (_, i) => ({
        authorId: otherStudent.id,
        authorName: 'Luis Fernandez',
        message: `Reply ${i}`,
        parentId: thread.id,
        createdAt: at,
        updatedAt: at,
      })),
    );
    const response = await reply(trainer, thread.id, { message: 'One too many' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'board_thread_full', message: BOARD_THREAD_FULL });
    expect((await list(null)).messages.find((m) => m.id === thread.id)?.replies).toHaveLength(BOARD_REPLIES_MAX);
  });

  it('authors delete their own replies; another’s reply is 403; an admin deletes any reply (audit); the thread stays', async () => {
    const thread = await posted(student, 'Thread with replies to delete');
    const own = await replied(otherStudent, thread.id, 'I will take this back');
    const others = await replied(trainer, thread.id, 'Not yours to delete');
    const forbidden = await remove(otherStudent, others.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toEqual({ code: 'forbidden', message: BOARD_DELETE_OWN_FORBIDDEN });
    expect((await remove(student, others.id)).statusCode).toBe(403);
    expect((await remove(otherStudent, own.id)).statusCode).toBe(204);
    expect(await auditOf(own.id)).toEqual([]);
    expect((await remove(admin, others.id)).statusCode).toBe(204);
    const [entry] = await auditOf(others.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      summary: 'Deleted a board reply by Test Trainer',
      before: { authorName: 'Test Trainer', message: 'Not yours to delete', parentId: thread.id },
    });
    const listed = (await list(null)).messages.find((m) => m.id === thread.id);
    expect(listed?.replies).toEqual([]);
  });

  it('an admin deleting a thread’s first message deletes its replies too, recorded with their count', async () => {
    const thread = await posted(student, 'A thread to remove');
    const replies = [
      await replied(otherStudent, thread.id, 'Reply one'),
      await replied(trainer, thread.id, 'Reply two'),
    ];
    await report(otherStudent, replies[1]?.id as string, { reason: 'Rude' });
    expect((await remove(admin, thread.id)).statusCode).toBe(204);
    for (const answer of replies) expect(await storedRow(answer.id)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(boardMessageReports)
        .where(eq(boardMessageReports.messageId, replies[1]?.id as string)),
    ).toEqual([]);
    const [entry] = await auditOf(thread.id);
    expect(entry).toMatchObject({
      summary: 'Deleted a board message by Amara Okafor and its 2 replies',
      before: { message: 'A thread to remove', replyCount: 2 },
    });
  });

  it('a reply and the deletion of its thread at the same moment: the reply is refused (404) or goes with the thread; no reply is left without its thread', async () => {
    for (let round = 0; round < 3; round++) {
      const thread = await posted(student, `Contested thread ${round}`);
      const [replying, deleting] = await Promise.all([
        reply(otherStudent, thread.id, { message: 'Racing the deletion' }),
        remove(admin, thread.id),
      ]);
      expect(deleting.statusCode).toBe(204);
      expect([201, 404]).toContain(replying.statusCode);
      const orphans = await t.database.db.select().from(boardMessages).where(eq(boardMessages.parentId, thread.id));
      expect(orphans).toEqual([]);
    }
  });

  it('another’s reply racing the author’s deletion of her thread: either the thread goes first (the reply 404) or the reply does (the deletion 409, both stay)', async () => {
    for (let round = 0; round < 3; round++) {
      const thread = await posted(student, `Author's contested thread ${round}`);
      const [replying, deleting] = await Promise.all([
        reply(otherStudent, thread.id, { message: 'Racing the author' }),
        remove(student, thread.id),
      ]);
      const outcome = [replying.statusCode, deleting.statusCode];
      expect([
        [404, 204],
        [201, 409],
      ]).toContainEqual(outcome);
      const left = await t.database.db.select().from(boardMessages).where(eq(boardMessages.parentId, thread.id));
      expect(left).toHaveLength(outcome[0] === 201 ? 1 : 0);
      expect(Boolean(await storedRow(thread.id))).toBe(outcome[0] === 201);
    }
  });

  it('reports cover replies: a user reports a reply (not her own); admins see its thread first with the reply’s reports', async () => {
    const thread = await posted(student, 'A thread whose reply gets reported');
    const answer = await replied(otherStudent, thread.id, 'Buy my notes, cheap');
    await posted(student, 'A newer thread, not reported');
    const own = await report(otherStudent, answer.id, { reason: 'Mine' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(CANNOT_REPORT_OWN_MESSAGE);
    const reported = await report(student, answer.id, { reason: 'Selling' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().message).toMatchObject({ id: answer.id, reportedByMe: true, parentId: thread.id });
    const reporterView = (await list(student)).messages.find((m) => m.id === thread.id);
    expect(reporterView?.replies[0]).toMatchObject({ reportedByMe: true, reportCount: 0 });
    const adminView = await list(admin);
    expect(adminView.messages[0]?.id).toBe(thread.id);
    expect(adminView.messages[0]).toMatchObject({ reportCount: 0 });
    expect(adminView.messages[0]?.replies[0]).toMatchObject({ reportCount: 1, reportReasons: ['Selling'] });
    expect((await dismiss(admin, answer.id)).statusCode).toBe(204);
    expect((await list(admin)).messages[0]?.id).not.toBe(thread.id);
  });

  it('rate limits cover replies: posts and replies count together per user; 429 with the sentence, nothing stored', async () => {
    const limited = await createTestApp({ config: { boardPostsPerHour: 2 } });
    try {
      const [poster, other] = await Promise.all([
        signedInAs(limited.app, 'student'),
        signedInAs(limited.app, 'student'),
      ]);
      const thread = (await post(other, { message: 'Start' }, limited.app)).json().message as BoardMessage;
      expect((await post(poster, { message: 'One post' }, limited.app)).statusCode).toBe(201);
      expect((await reply(poster, thread.id, { message: 'One reply' }, limited.app)).statusCode).toBe(201);
      const refused = await reply(poster, thread.id, { message: 'One reply too many' }, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect((await post(poster, { message: 'And a post' }, limited.app)).statusCode).toBe(429);
      const rows = await limited.database.db.select().from(boardMessages);
      expect(rows.filter((row) => row.authorId === poster.id)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('a deleted account’s posts and replies keep their text and lose name and badge (issue 12)', async () => {
    const leaving = await signedInAs(t.app, 'trainer', { firstName: 'Leaving', lastName: 'Trainer' });
    const thread = await posted(student, 'Thread for a leaving trainer');
    const answer = await replied(leaving, thread.id, 'My last reply');
    expect(answer.authorBadge).toBe('trainer');
    expect((await requestAs(t.app, admin, 'DELETE', `/api/admin/users/${leaving.id}`)).statusCode).toBeLessThan(300);
    expect(await storedRow(answer.id)).toMatchObject({
      authorName: 'Deleted user',
      authorBadge: null,
      message: 'My last reply',
    });
  });
});
