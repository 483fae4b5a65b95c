import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditLog } from '../../../shared/audit/audit-log';
import type { Material } from '../../../shared/materials/materials';
import { MAX_PAGE, PAGE_MESSAGE } from '../../../shared/pagination';
import { USER_MANAGEMENT_RESTRICTED } from '../../../shared/user-management/users';
import { auditLog, users } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { book, createSessionAs } from '../../testing/trainer-tools';
import { CANCELLATION_REASON } from '../trainer-sessions/service';

let t: TestApp;
let admin: SignedIn;
let secondAdmin: SignedIn;
let maria: SignedIn;
let amara: SignedIn;
let instructor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, secondAdmin, maria, amara, instructor] = await Promise.all([
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
    signedInAs(t.app, 'admin', { firstName: 'Kofi', lastName: 'Boateng' }),
    signedInAs(t.app, 'trainer', { firstName: 'Maria', lastName: 'Santos' }),
    signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
    signedInAs(t.app, 'instructor'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const log = async (query = '', who = admin, app = t.app): Promise<AuditLog> => {
  const response = await requestAs(app, who, 'GET', `/api/admin/audit-log${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const entryFor = async (subjectId: string): Promise<AuditEntry | undefined> =>
  (await log()).entries.find((entry) => entry.subjectId === subjectId);

async function submitMaterial(title: string): Promise<Material> {
  const response = await requestAs(t.app, maria, 'POST', '/api/materials', { title });
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json().material;
}
const review = (who: SignedIn, material: Material, body: object) =>
  requestAs(t.app, who, 'POST', `/api/admin/materials/${material.id}/review`, {
    expectedVersion: material.version,
    ...body,
  });

describe('the audit log (issue 12): admins only', () => {
  it('signed out 401; student, instructor and trainer 403 with the Access Restricted sentence; admins 200', async () => {
    expect((await requestAs(t.app, null, 'GET', '/api/admin/audit-log')).statusCode).toBe(401);
    for (const who of [amara, instructor, maria]) {
      const response = await requestAs(t.app, who, 'GET', '/api/admin/audit-log');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'forbidden', message: USER_MANAGEMENT_RESTRICTED });
    }
    expect(await log()).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE });
  });

  it('refuses a bad page, 0 or past MAX_PAGE (400)', async () => {
    for (const page of ['0', String(MAX_PAGE + 1), '1e18']) {
      const response = await requestAs(t.app, admin, 'GET', `/api/admin/audit-log?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().error.message).toBe(PAGE_MESSAGE);
    }
  });
});

describe('what the audit log records', () => {
  it('a content review (§4): who, the trainer, status and comments before and after, one sentence', async () => {
    const material = await submitMaterial('Fluid Balance');
    t.clock.advance(60);
    expect(
      (await review(admin, material, { status: 'approved', adminComments: ' Clear and accurate. ' })).statusCode,
    ).toBe(200);
    expect(await entryFor(material.id)).toMatchObject({
      action: 'material.reviewed',
      actor: { id: admin.id, name: 'Grace Mensah' },
      subjectUser: { id: maria.id, name: 'Maria Santos' },
      subjectType: 'material',
      summary: "Approved 'Fluid Balance' by Maria Santos",
      before: { title: 'Fluid Balance', status: 'pending', adminComments: null },
      after: { title: 'Fluid Balance', status: 'approved', adminComments: 'Clear and accurate.' },
      reason: 'Clear and accurate.',
      createdAt: t.clock.now().toISOString(),
    });

    const rejected = await submitMaterial('Shock States');
    await review(secondAdmin, rejected, { status: 'rejected', adminComments: '' });
    expect(await entryFor(rejected.id)).toMatchObject({
      actor: { name: 'Kofi Boateng' },
      summary: "Rejected 'Shock States' by Maria Santos",
      after: { status: 'rejected', adminComments: null },
      reason: null,
    });
  });

  it('a refused review (409) records nothing', async () => {
    const material = await submitMaterial('Reviewed once');
    await review(admin, material, { status: 'approved' });
    expect((await review(secondAdmin, material, { status: 'rejected' })).statusCode).toBe(409);
    const entries = (await log()).entries.filter((entry) => entry.subjectId === material.id);
    expect(entries).toHaveLength(1);
  });

  it('an admin’s refund: the admin, the buyer, the amount, the course and the reason; a refused one records nothing', async () => {
    const course = await createCourseAs(t.app, maria, { title: 'Pharmacology Made Simple', priceCents: 4999 });
    const { purchase } = (await buy(t.app, amara, course.id)).json();
    t.clock.advance(60);
    const refund = () =>
      requestAs(t.app, admin, 'POST', `/api/admin/purchases/${purchase.id}/refund`, { reason: 'Bought by mistake' });
    expect((await refund()).statusCode).toBe(200);
    expect(await entryFor(purchase.id)).toMatchObject({
      action: 'purchase.refunded',
      actor: { id: admin.id, name: 'Grace Mensah' },
      subjectUser: { id: amara.id, name: 'Amara Okafor' },
      subjectType: 'purchase',
      summary: "Refunded $49.99 to Amara Okafor for 'Pharmacology Made Simple'",
      before: { status: 'completed', amountCents: 4999, itemTitle: 'Pharmacology Made Simple' },
      after: { status: 'refunded', amountCents: 4999, itemTitle: 'Pharmacology Made Simple' },
      reason: 'Bought by mistake',
      createdAt: t.clock.now().toISOString(),
    });
    expect((await refund()).statusCode).toBe(409);
    expect((await log()).entries.filter((entry) => entry.subjectId === purchase.id)).toHaveLength(1);
  });

  it('refunds made by a trainer cancelling a session: the trainer as who refunded, each buyer', async () => {
    const session = await createSessionAs(t.app, maria, {
      title: 'Cardiac Rhythms Q&A',
      priceCents: 5000,
      maxStudents: 2,
    });
    const { purchase } = (await book(t.app, amara, session.id)).json();
    t.clock.advance(60);
    expect((await requestAs(t.app, maria, 'POST', `/api/trainer/sessions/${session.id}/cancel`)).statusCode).toBe(200);
    expect(await entryFor(purchase.id)).toMatchObject({
      action: 'purchase.refunded',
      actor: { id: maria.id, name: 'Maria Santos' },
      subjectUser: { id: amara.id, name: 'Amara Okafor' },
      summary: "Refunded $50.00 to Amara Okafor for 'Cardiac Rhythms Q&A'",
      reason: CANCELLATION_REASON,
    });
  });

  it('a board message deleted and a contact message replied to, each with its sentence', async () => {
    const posted = await requestAs(t.app, amara, 'POST', '/api/board/messages', { authorName: 'Amara', message: 'Hi' });
    const messageId = posted.json().message.id;
    expect((await requestAs(t.app, admin, 'DELETE', `/api/board/messages/${messageId}`)).statusCode).toBe(204);
    expect(await entryFor(messageId)).toMatchObject({
      action: 'board_message.deleted',
      subjectUser: { id: amara.id, name: 'Amara Okafor' },
      summary: 'Deleted a board message by Amara Okafor',
      before: { authorName: 'Amara Okafor', authorEmail: null, message: 'Hi' },
      after: null,
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Ana Cruz', email: 'ana@example.org', subject: 'Exam booking', message: 'When?' },
    });
    const queue = (await requestAs(t.app, admin, 'GET', '/api/admin/conversations?status=all')).json();
    const contact = queue.conversations.find((m: { subject: string }) => m.subject === 'Exam booking');
    const replied = await requestAs(t.app, admin, 'POST', `/api/admin/conversations/${contact.id}/messages`, {
      message: 'In May.',
    });
    expect(replied.statusCode).toBe(201);
    expect(await entryFor(contact.id)).toMatchObject({
      action: 'contact_message.replied',
      subjectUser: null,
      summary: "Replied to 'Exam booking' from Ana Cruz",
    });
  });
});

describe('listing the audit log', () => {
  it('newest first, AUDIT_PAGE_SIZE a page, with the total', async () => {
    const own = await createTestApp();
    try {
      const [ownAdmin, author] = await Promise.all([signedInAs(own.app, 'admin'), signedInAs(own.app, 'student')]);
      const ids: string[] = [];
      for (let i = 0; i < AUDIT_PAGE_SIZE + 1; i++) {
        own.clock.advance(60);
        const response = await requestAs(own.app, author, 'POST', '/api/board/messages', {
          authorName: 'A',
          message: `Message ${i}`,
        });
        const id = response.json().message.id;
        ids.push(id);
        expect((await requestAs(own.app, ownAdmin, 'DELETE', `/api/board/messages/${id}`)).statusCode).toBe(204);
      }
      const first = await log('', ownAdmin, own.app);
      expect(first.total).toBe(AUDIT_PAGE_SIZE + 1);
      expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
      expect(first.entries[0]?.subjectId).toBe(ids.at(-1));
      const times = first.entries.map((entry) => Date.parse(entry.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const second = await log('?page=2', ownAdmin, own.app);
      expect(second.entries.map((entry) => entry.subjectId)).toEqual([ids[0]]);
      expect(second).toMatchObject({ page: 2, total: AUDIT_PAGE_SIZE + 1 });
    } finally {
      await own.close();
    }
  });

  it('filters by user: the entries where they acted or were acted on, and nothing else', async () => {
    const own = await createTestApp();
    try {
      const [first, second, author, bystander] = await Promise.all([
        signedInAs(own.app, 'admin'),
        signedInAs(own.app, 'admin'),
        signedInAs(own.app, 'student'),
        signedInAs(own.app, 'student'),
      ]);
      const postAndDelete = async (poster: SignedIn, remover: SignedIn) => {
        own.clock.advance(60);
        const posted = await requestAs(own.app, poster, 'POST', '/api/board/messages', {
          authorName: 'A',
          message: 'x',
        });
        const id = posted.json().message.id;
        await requestAs(own.app, remover, 'DELETE', `/api/board/messages/${id}`);
        return id;
      };
      const byFirstOfAuthor = await postAndDelete(author, first);
      const bySecondOfAuthor = await postAndDelete(author, second);
      const bySecondOfBystander = await postAndDelete(bystander, second);
      // The admin's own message, deleted by the other admin: the first admin is the user acted on.
      const bySecondOfFirst = await postAndDelete(first, second);
      const subjects = async (userId: string) =>
        (await log(`?userId=${encodeURIComponent(userId)}`, first, own.app)).entries.map((entry) => entry.subjectId);

      expect(await subjects(author.id)).toEqual([bySecondOfAuthor, byFirstOfAuthor]);
      expect(await subjects(first.id)).toEqual([bySecondOfFirst, byFirstOfAuthor]);
      expect(await subjects(second.id)).toEqual([bySecondOfFirst, bySecondOfBystander, bySecondOfAuthor]);
      expect(await subjects(bystander.id)).toEqual([bySecondOfBystander]);
      expect(await subjects('no-such-user')).toEqual([]);
      expect((await log(`?userId=${author.id}`, first, own.app)).total).toBe(2);
      expect((await log('', first, own.app)).total).toBe(4);
    } finally {
      await own.close();
    }
  });

  it('names people as the users table has them now, so a renamed or anonymised account shows its new name', async () => {
    const own = await createTestApp();
    try {
      const [ownAdmin, author] = await Promise.all([
        signedInAs(own.app, 'admin'),
        signedInAs(own.app, 'student', { firstName: 'Ngozi', lastName: 'Adeyemi' }),
      ]);
      const posted = await requestAs(own.app, author, 'POST', '/api/board/messages', { authorName: 'N', message: 'x' });
      await requestAs(own.app, ownAdmin, 'DELETE', `/api/board/messages/${posted.json().message.id}`);
      await own.app.db.update(users).set({ firstName: 'Deleted', lastName: 'user' }).where(eq(users.id, author.id));
      const [entry] = (await log('', ownAdmin, own.app)).entries;
      expect(entry?.subjectUser).toEqual({ id: author.id, name: 'Deleted user' });
      expect((await own.app.db.select().from(auditLog)).length).toBe(1);
    } finally {
      await own.close();
    }
  });
});
