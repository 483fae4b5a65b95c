import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_CHANGED,
  DOCUMENT_NOT_OPENED,
  DOCUMENT_NOT_PENDING,
  REJECTION_REASON_MAX,
  REJECTION_REASON_REQUIRED,
} from '../../../shared/documents/documents';
import { ADMIN_REVIEW_RESTRICTED, type Role } from '../../../shared/roles';
import { auditLog, documentOpenings, studentDocuments } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import {
  attach,
  draftDocument,
  enrolledStudents,
  openedFile,
  openFile,
  overview,
  pendingDocument,
  review,
  reviewedDocument,
  submit,
  uploadDocumentFile,
} from '../../testing/documents';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { releasedTogether } from '../../testing/users';
import { QUEUED_DOCUMENT_NOT_FOUND } from './document-errors';

let t: TestApp;
let admin: SignedIn;
let secondAdmin: SignedIn;
let others: [Role, SignedIn][];
beforeAll(async () => {
  t = await createTestApp();
  const [grace, second, student, instructor, trainer] = await Promise.all([
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'trainer'),
  ]);
  admin = grace;
  secondAdmin = second;
  others = [
    ['student', student],
    ['instructor', instructor],
    ['trainer', trainer],
  ];
});
afterAll(async () => {
  await t.close();
});

const error = (code: string, message: string) => ({ error: { code, message } });
/** A new student (Test Buyer) enrolled in the NCLEX-RN Pathway: United States. */
const student = async () => {
  const [who] = (await enrolledStudents(t.app, 1)) as [SignedIn];
  return who;
};
const auditOf = (documentId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, documentId));
const storedRow = async (documentId: string) =>
  (await t.database.db.select().from(studentDocuments).where(eq(studentDocuments.id, documentId)))[0];

describe('the admins’ routes: admins only (ADMIN_REVIEW_RESTRICTED), before the input is checked', () => {
  it('signed out 401; students, instructors and trainers 403 with the Access Restricted sentence; the document unchanged', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'passport');
    const routes = (who: SignedIn | null) => [
      requestAs(t.app, who, 'GET', '/api/admin/documents'),
      requestAs(t.app, who, 'GET', '/api/admin/documents?status=nonsense'),
      requestAs(t.app, who, 'GET', `/api/admin/documents/${pending.id}/file`),
      review(t.app, who, pending.id, { decision: 'verify', fileId: pending.file.id }),
      review(t.app, who, pending.id, { decision: 'bogus' }),
    ];
    for (const response of await Promise.all(routes(null))) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
    for (const [role, who] of others) {
      for (const response of await Promise.all(routes(who))) {
        expect(response.statusCode, role).toBe(403);
        expect(response.json()).toEqual(error('forbidden', ADMIN_REVIEW_RESTRICTED));
      }
    }
    // The document's own student is no admin either.
    expect((await review(t.app, me, pending.id, { decision: 'verify', fileId: pending.file.id })).statusCode).toBe(403);
    expect((await overview(t.app, me)).documents).toEqual([pending]);
    expect(await auditOf(pending.id)).toEqual([]);
  });
});

describe('verify and reject (issue 13: the student sees the outcome)', () => {
  it('verify: 200 uploaded, reviewed now by the admin; audit document.reviewed; the student is emailed', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'passport');
    await openedFile(t.app, admin, pending.id);
    t.clock.advance(3600);
    const mailBefore = t.mail.length;
    const response = await review(t.app, admin, pending.id, { decision: 'verify', fileId: pending.file.id });
    expect(response.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(response.json().document).toEqual({
      ...pending,
      status: 'uploaded',
      reviewedAt: now,
      rejectionReason: null,
    });
    expect((await overview(t.app, me)).documents).toEqual([response.json().document]);
    expect((await storedRow(pending.id))?.reviewedById).toBe(admin.id);

    const [entry] = await auditOf(pending.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'document.reviewed',
      subjectType: 'student_document',
      subjectUserId: me.id,
      summary: 'Verified the Passport of Test Buyer',
      before: { kind: 'passport', status: 'pending', fileId: pending.file.id },
      after: { kind: 'passport', status: 'uploaded', fileId: pending.file.id, rejectionReason: null },
      reason: null,
    });
    expect(entry?.createdAt.toISOString()).toBe(now);

    expect(t.mail.slice(mailBefore)).toEqual([
      {
        to: me.email,
        subject: 'Your Passport has been verified',
        text: expect.stringContaining('http://localhost:3000/documents'),
        // Issue 25 item 6: a notification email, with its one-click unsubscribe.
        headers: expect.objectContaining({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
      },
    ]);
  });

  it('reject, the file not opened (a rejection needs no opening): 200 rejected with the trimmed reason; audit with the reason; the email gives the reason and the link', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'nursing-license');
    const mailBefore = t.mail.length;
    const reason = 'The scan is cut off at the bottom edge. Please upload the whole page.';
    const response = await review(t.app, admin, pending.id, {
      decision: 'reject',
      fileId: pending.file.id,
      reason: `  ${reason}\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().document).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      reviewedAt: t.clock.now().toISOString(),
    });
    const [entry] = await auditOf(pending.id);
    expect(entry).toMatchObject({
      action: 'document.reviewed',
      summary: 'Rejected the Nursing License of Test Buyer',
      after: { status: 'rejected', rejectionReason: reason },
      reason,
    });
    const [mail] = t.mail.slice(mailBefore);
    expect(mail).toMatchObject({ to: me.email, subject: 'Your Nursing License needs a new upload' });
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('http://localhost:3000/documents');
  });

  it('a rejection needs a reason: missing or blank is 400 with REJECTION_REASON_REQUIRED; over-long 400; nothing changed, no email, no audit', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'transcripts');
    const mailBefore = t.mail.length;
    for (const body of [
      { decision: 'reject', fileId: pending.file.id },
      { decision: 'reject', fileId: pending.file.id, reason: '   \n ' },
    ]) {
      const response = await review(t.app, admin, pending.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(error('invalid_request', REJECTION_REASON_REQUIRED));
    }
    const long = await review(t.app, admin, pending.id, {
      decision: 'reject',
      fileId: pending.file.id,
      reason: 'x'.repeat(REJECTION_REASON_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect((await review(t.app, admin, pending.id, { decision: 'approve', fileId: pending.file.id })).statusCode).toBe(
      400,
    );
    expect((await overview(t.app, me)).documents).toEqual([pending]);
    expect(t.mail.length).toBe(mailBefore);
    expect(await auditOf(pending.id)).toEqual([]);
  });

  it('only a pending document can be reviewed: a draft, a verified or a rejected one is 409 document_not_pending', async () => {
    const me = await student();
    const draft = await draftDocument(t.app, me, 'passport');
    const verified = await reviewedDocument(t.app, admin, await pendingDocument(t.app, me, 'transcripts'), {
      decision: 'verify',
    });
    const rejected = await reviewedDocument(t.app, admin, await pendingDocument(t.app, me, 'english-test'), {
      decision: 'reject',
      reason: 'Expired score report.',
    });
    const mailBefore = t.mail.length;
    for (const document of [draft, verified, rejected]) {
      for (const body of [{ decision: 'verify' }, { decision: 'reject', reason: 'Changed my mind.' }]) {
        const response = await review(t.app, secondAdmin, document.id, { fileId: document.file.id, ...body });
        expect(response.statusCode, `${document.status} ${body.decision}`).toBe(409);
        expect(response.json()).toEqual(error('document_not_pending', DOCUMENT_NOT_PENDING));
      }
    }
    expect((await overview(t.app, me)).documents).toEqual([draft, verified, rejected]);
    expect(t.mail.length).toBe(mailBefore);
    expect(await auditOf(draft.id)).toEqual([]);
  });

  it('a file the student replaced after the admin opened it: 409 document_changed, whether resubmitted or still a draft', async () => {
    const me = await student();
    const opened = await pendingDocument(t.app, me, 'passport', 'first');
    await openedFile(t.app, admin, opened.id);
    const replacement = await uploadDocumentFile(t.app, me, 'second');
    expect((await attach(t.app, me, 'passport', replacement.id)).statusCode).toBe(200);
    const draftAgain = await review(t.app, admin, opened.id, { decision: 'verify', fileId: opened.file.id });
    expect(draftAgain.statusCode).toBe(409);
    expect(draftAgain.json()).toEqual(error('document_changed', DOCUMENT_CHANGED));
    const resubmitted = (await submit(t.app, me, 'passport')).json().document;
    const stale = await review(t.app, admin, opened.id, { decision: 'verify', fileId: opened.file.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(error('document_changed', DOCUMENT_CHANGED));
    expect((await overview(t.app, me)).documents).toEqual([resubmitted]);
    expect(await auditOf(opened.id)).toEqual([]);
    // The file now on file can be verified, once opened.
    await openedFile(t.app, admin, opened.id);
    const fresh = await review(t.app, admin, opened.id, { decision: 'verify', fileId: replacement.id });
    expect(fresh.statusCode).toBe(200);
  });

  it('an unknown or malformed document id: 404 document_not_found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'passport']) {
      const response = await review(t.app, admin, id, {
        decision: 'verify',
        fileId: '00000000-0000-4000-8000-000000000000',
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(error('document_not_found', QUEUED_DOCUMENT_NOT_FOUND));
    }
  });

  it('a failed email is logged, not an error: the review stands', async () => {
    const failing = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const [grace, me] = [
        await signedInAs(failing.app, 'admin'),
        (await enrolledStudents(failing.app, 1))[0] as SignedIn,
      ];
      const pending = await pendingDocument(failing.app, me, 'passport');
      await openedFile(failing.app, grace, pending.id);
      const response = await review(failing.app, grace, pending.id, { decision: 'verify', fileId: pending.file.id });
      expect(response.statusCode).toBe(200);
      expect((await overview(failing.app, me)).documents[0]?.status).toBe('uploaded');
    } finally {
      await failing.close();
    }
  });

  it('a review racing a replacement: one wins; the other is refused with its 409, never both', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'nursing-diploma', 'opened');
    await openedFile(t.app, admin, pending.id);
    const replacement = await uploadDocumentFile(t.app, me, 'replacement');
    const [reviewed, replaced] = await releasedTogether(t.database.db, [me.id], () => [
      review(t.app, admin, pending.id, { decision: 'verify', fileId: pending.file.id }),
      attach(t.app, me, 'nursing-diploma', replacement.id),
    ]);
    const outcome = [reviewed?.statusCode, replaced?.statusCode];
    const [document] = (await overview(t.app, me)).documents;
    if (outcome[0] === 200) {
      expect(replaced?.json().error.code).toBe('document_verified_locked');
      expect(document).toMatchObject({ status: 'uploaded', file: pending.file });
    } else {
      expect(outcome).toEqual([409, 200]);
      expect(reviewed?.json().error.code).toBe('document_changed');
      expect(document).toMatchObject({ status: 'draft', file: replacement });
    }
  });

  it('two admins reviewing at once: one decides, the other is 409 document_not_pending; one audit entry', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'english-test');
    await openedFile(t.app, admin, pending.id);
    const responses = await releasedTogether(t.database.db, [me.id], () => [
      review(t.app, admin, pending.id, { decision: 'verify', fileId: pending.file.id }),
      review(t.app, secondAdmin, pending.id, { decision: 'reject', fileId: pending.file.id, reason: 'Blurred.' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(pending.id)).toHaveLength(1);
  });
});

describe('verify only a file the admin opened (issue 23: the server decides)', () => {
  const openingsOf = (documentId: string) =>
    t.database.db.select().from(documentOpenings).where(eq(documentOpenings.documentId, documentId));

  it('not opened: 409 document_not_opened, nothing changed; another admin’s opening does not count; opened: 200', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'passport');
    await openedFile(t.app, secondAdmin, pending.id);
    const mailBefore = t.mail.length;
    const refused = await review(t.app, admin, pending.id, { decision: 'verify', fileId: pending.file.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(error('document_not_opened', DOCUMENT_NOT_OPENED));
    expect((await overview(t.app, me)).documents).toEqual([pending]);
    expect((await storedRow(pending.id))?.reviewedById).toBeNull();
    expect(await auditOf(pending.id)).toEqual([]);
    expect(t.mail.length).toBe(mailBefore);

    t.clock.advance(60);
    await openedFile(t.app, admin, pending.id);
    expect(await openingsOf(pending.id)).toContainEqual({
      documentId: pending.id,
      adminId: admin.id,
      fileId: pending.file.id,
      openedAt: t.clock.now(),
    });
    const verified = await review(t.app, admin, pending.id, { decision: 'verify', fileId: pending.file.id });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().document.status).toBe('uploaded');
  });

  it('an older file opened, then the student replaces it and resubmits: 409 document_not_opened until the new file is opened', async () => {
    const me = await student();
    const first = await pendingDocument(t.app, me, 'transcripts', 'first');
    await openedFile(t.app, admin, first.id);
    const replacement = await uploadDocumentFile(t.app, me, 'second');
    expect((await attach(t.app, me, 'transcripts', replacement.id)).statusCode).toBe(200);
    const resubmitted = (await submit(t.app, me, 'transcripts')).json().document;
    // The opening of the old file went with it.
    expect(await openingsOf(first.id)).toEqual([]);
    const refused = await review(t.app, admin, first.id, { decision: 'verify', fileId: replacement.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(error('document_not_opened', DOCUMENT_NOT_OPENED));
    expect((await overview(t.app, me)).documents).toEqual([resubmitted]);
    expect(await auditOf(first.id)).toEqual([]);

    const opened = await openFile(t.app, admin, first.id);
    expect(opened.body).toContain('second');
    const verified = await review(t.app, admin, first.id, { decision: 'verify', fileId: replacement.id });
    expect(verified.statusCode).toBe(200);
  });

  it('the file asked by someone who may not open it (signed out, a student) records no opening', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'english-test');
    expect((await openFile(t.app, me, pending.id)).statusCode).toBe(403);
    expect((await openFile(t.app, null, pending.id)).statusCode).toBe(401);
    expect(await openingsOf(pending.id)).toEqual([]);
  });
});

describe('a review meeting the student’s account deletion', () => {
  it('both end cleanly: the deletion succeeds, the review is 200 (before it) or 404 (after it); no document is left', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'passport');
    await openedFile(t.app, admin, pending.id);
    const [reviewed, deleted] = await releasedTogether(t.database.db, [me.id], () => [
      review(t.app, admin, pending.id, { decision: 'verify', fileId: pending.file.id }),
      requestAs(t.app, secondAdmin, 'DELETE', `/api/admin/users/${me.id}`),
    ]);
    expect(deleted?.statusCode, deleted?.body).toBe(204);
    expect([200, 404]).toContain(reviewed?.statusCode);
    expect(await storedRow(pending.id)).toBeUndefined();
  });
});

describe('GET /api/admin/documents/:documentId/file: admins open any student’s file', () => {
  it('the current file with the store’s headers; 404 for an unknown id or a deleted document', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'passport', 'for the admin');
    const response = await requestAs(t.app, admin, 'GET', `/api/admin/documents/${pending.id}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.body).toContain('for the admin');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await requestAs(t.app, admin, 'GET', `/api/admin/documents/${id}/file`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(error('document_not_found', QUEUED_DOCUMENT_NOT_FOUND));
    }
    expect((await requestAs(t.app, me, 'DELETE', '/api/documents/passport')).statusCode).toBe(204);
    expect((await requestAs(t.app, admin, 'GET', `/api/admin/documents/${pending.id}/file`)).statusCode).toBe(404);
  });
});
