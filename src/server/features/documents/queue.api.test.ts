import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import {
  DOCUMENT_QUEUE_PAGE_SIZE,
  type DocumentQueue,
  type StudentDocument,
} from '../../../shared/documents/documents';
import { PAGE_MESSAGE } from '../../../shared/pagination';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { draftDocument, enrolledStudents, pendingDocument, reviewedDocument } from '../../testing/documents';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The admins' queue on a database of its own (the totals count every document): 22 pending
 * documents of five students, submitted one minute apart in an order that is not their upload
 * order, plus a draft, a verified and a rejected one.
 */
let t: TestApp;
let admin: SignedIn;
let students: SignedIn[];
/** The pending documents in the order they were submitted. */
const submitted: StudentDocument[] = [];
/** Every document in the order its current file was attached. */
const attached: StudentDocument[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, 'admin');
  students = await enrolledStudents(t.app, 5);
  const kinds: DocumentKind[] = ['passport', 'nursing-diploma', 'transcripts', 'nursing-license', 'english-test'];
  // Every student attaches all five, then the drafts are submitted in reverse, so the oldest
  // submission is the newest upload.
  const drafts: { who: SignedIn; document: StudentDocument }[] = [];
  for (const who of students) {
    for (const kind of kinds) {
      t.clock.advance(60);
      const document = await draftDocument(t.app, who, kind);
      drafts.push({ who, document });
      attached.push(document);
    }
  }
  const [draftStays, toVerify, toReject] = [drafts[0], drafts[1], drafts[2]];
  for (const { who, document } of drafts.slice(3).reverse()) {
    t.clock.advance(60);
    const response = await requestAs(t.app, who, 'POST', `/api/documents/${document.kind}/submit`);
    submitted.push(response.json().document);
    attached[attached.findIndex((d) => d.id === document.id)] = response.json().document;
  }
  if (!draftStays || !toVerify || !toReject) throw new Error('fixtures missing');
  const resubmit = async ({ who, document }: { who: SignedIn; document: StudentDocument }) => {
    await requestAs(t.app, who, 'DELETE', `/api/documents/${document.kind}`);
    attached.splice(
      attached.findIndex((d) => d.id === document.id),
      1,
    );
    t.clock.advance(60);
    const pending = await pendingDocument(t.app, who, document.kind);
    attached.push(pending);
    return pending;
  };
  const verified = await reviewedDocument(t.app, admin, await resubmit(toVerify), { decision: 'verify' });
  const rejected = await reviewedDocument(t.app, admin, await resubmit(toReject), {
    decision: 'reject',
    reason: 'Blurred.',
  });
  for (const [index, document] of attached.entries()) {
    if (document.id === verified.id) attached[index] = verified;
    if (document.id === rejected.id) attached[index] = rejected;
  }
  const changing = students[0];
  if (!changing) throw new Error('fixtures missing');
  await requestAs(t.app, changing, 'PUT', '/api/programs/enrolment', { programId: 'nclex-rn-canada' });
});
afterAll(async () => {
  await t.close();
});

const queue = async (query = ''): Promise<DocumentQueue> => {
  const response = await requestAs(t.app, admin, 'GET', `/api/admin/documents${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/admin/documents: the admins’ verification queue, 20 a page', () => {
  it('pending (the default): only pending documents, the oldest submitted first, with whose they are and the programme', async () => {
    const first = await queue();
    expect(first).toMatchObject({ total: submitted.length, page: 1, pageSize: DOCUMENT_QUEUE_PAGE_SIZE });
    expect(submitted.length).toBe(22);
    expect(first.items.map((item) => item.document)).toEqual(submitted.slice(0, DOCUMENT_QUEUE_PAGE_SIZE));
    const owner = students.find((who) => who.id === first.items[0]?.student.id);
    expect(first.items[0]).toMatchObject({
      student: { id: owner?.id, name: 'Test Buyer', email: owner?.email },
      programTitle: 'NCLEX-RN Pathway: United States',
    });
    const second = await queue('?status=pending&page=2');
    expect(second.items.map((item) => item.document)).toEqual(submitted.slice(DOCUMENT_QUEUE_PAGE_SIZE));
    expect((await queue('?page=3')).items).toEqual([]);
  });

  it('all: every document whatever its status, the newest upload first', async () => {
    const newestFirst = [...attached].reverse();
    const first = await queue('?status=all');
    expect(first.total).toBe(25);
    expect(first.items.map((item) => item.document)).toEqual(newestFirst.slice(0, DOCUMENT_QUEUE_PAGE_SIZE));
    expect(new Set(first.items.map((item) => item.document.status))).toEqual(
      new Set(['pending', 'uploaded', 'rejected']),
    );
    const second = await queue('?status=all&page=2');
    expect(second.items.map((item) => item.document)).toEqual(newestFirst.slice(DOCUMENT_QUEUE_PAGE_SIZE));
    expect(second.items.at(-1)?.document.status).toBe('draft');
  });

  it('the programme title is the student’s current programme’s (the first student changed to Canada after uploading)', async () => {
    const changed = students[0];
    const items = (await queue('?status=all')).items;
    const titles = (id: string | undefined, same: boolean) =>
      new Set(items.filter((item) => (item.student.id === id) === same).map((item) => item.programTitle));
    expect(titles(changed?.id, true)).toEqual(new Set(['NCLEX-RN Pathway: Canada']));
    expect(titles(changed?.id, false)).toEqual(new Set(['NCLEX-RN Pathway: United States']));
  });

  it('a bad filter or page is 400 with a sentence', async () => {
    const status = await requestAs(t.app, admin, 'GET', '/api/admin/documents?status=verified');
    expect(status.statusCode).toBe(400);
    expect(status.json().error.message).toBe('status must be pending or all.');
    for (const page of ['0', '-1', '1.5', 'two', '10001']) {
      const response = await requestAs(t.app, admin, 'GET', `/api/admin/documents?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().error.message).toBe(PAGE_MESSAGE);
    }
  });
});
