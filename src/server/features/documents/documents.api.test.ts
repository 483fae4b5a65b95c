import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_FILE_NOT_FOUND,
  DOCUMENT_NOT_DRAFT,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_NOT_ON_LIST,
  DOCUMENT_VERIFIED_LOCKED,
} from '../../../shared/documents/documents';
import {
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeMessage,
  MAX_UPLOAD_BYTES,
} from '../../../shared/files/file-kinds';
import { storedFiles, studentDocuments } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import {
  attach,
  download,
  draftDocument,
  enrolledStudents,
  fileStored,
  overview,
  pendingDocument,
  remove,
  reviewedDocument,
  submit,
  uploadDocumentFile,
} from '../../testing/documents';
import { pdfBytes, pngBytes, upload, uploadPdf } from '../../testing/files';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { releasedTogether } from '../../testing/users';

let t: TestApp;
let admin: SignedIn;
let trainer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, trainer] = await Promise.all([signedInAs(t.app, 'admin'), signedInAs(t.app, 'trainer')]);
});
afterAll(async () => {
  await t.close();
});

/** One new student enrolled in the NCLEX-RN Pathway: United States (passport, diploma, transcripts, licence, English test). */
const student = async () => (await enrolledStudents(t.app, 1))[0] as SignedIn;
const error = (code: string, message: string) => ({ error: { code, message } });
const documentRows = (userId: string) =>
  t.database.db.select().from(studentDocuments).where(eq(studentDocuments.userId, userId));
const uploadsOf = (userId: string) =>
  t.database.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, userId));

describe('every student route needs a session', () => {
  it('signed out: 401 "Please sign in to continue." on each, before its input is checked', async () => {
    const requests = [
      requestAs(t.app, null, 'GET', '/api/documents'),
      attach(t.app, null, 'passport', 'not-a-file'),
      requestAs(t.app, null, 'PUT', '/api/documents/passport/file', { wrong: true }),
      submit(t.app, null, 'passport'),
      remove(t.app, null, 'passport'),
      download(t.app, null, 'passport'),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(error('not_signed_in', 'Please sign in to continue.'));
    }
  });

  it('any signed-in role has a document centre of its own: trainers and admins too', async () => {
    for (const who of [trainer, admin]) {
      expect(await overview(t.app, who)).toEqual({ programId: null, requiredKinds: [], documents: [] });
    }
  });
});

describe('GET /api/documents: the checklist of the student’s programme', () => {
  it('before choosing a programme: no programme, nothing required, no documents', async () => {
    const [fresh] = await enrolledStudents(t.app, 1, null);
    expect(await overview(t.app, fresh as SignedIn)).toEqual({ programId: null, requiredKinds: [], documents: [] });
  });

  it('the programme’s required kinds in checklist order; Canada adds employment verification', async () => {
    const [us] = await enrolledStudents(t.app, 1, 'nclex-rn-us');
    const [canada] = await enrolledStudents(t.app, 1, 'nclex-rn-canada');
    expect(await overview(t.app, us as SignedIn)).toMatchObject({
      programId: 'nclex-rn-us',
      requiredKinds: ['passport', 'nursing-diploma', 'transcripts', 'nursing-license', 'english-test'],
    });
    expect((await overview(t.app, canada as SignedIn)).requiredKinds).toEqual([
      'passport',
      'nursing-diploma',
      'transcripts',
      'nursing-license',
      'english-test',
      'employment-verification',
    ]);
  });
});

describe('the document state machine (src/shared/documents/document-status.ts)', () => {
  it('attach -> draft, uploaded now, with the file’s metadata; the overview lists it', async () => {
    const me = await student();
    const file = await uploadDocumentFile(t.app, me, 'passport photo page');
    t.clock.advance(60);
    const response = await attach(t.app, me, 'passport', file.id);
    expect(response.statusCode).toBe(200);
    const document = response.json().document;
    expect(document).toEqual({
      id: expect.any(String),
      kind: 'passport',
      status: 'draft',
      file,
      uploadedAt: t.clock.now().toISOString(),
      submittedAt: null,
      reviewedAt: null,
      rejectionReason: null,
    });
    expect((await overview(t.app, me)).documents).toEqual([document]);
  });

  it('submit -> pending, submitted now', async () => {
    const me = await student();
    const draft = await draftDocument(t.app, me, 'passport');
    t.clock.advance(120);
    const response = await submit(t.app, me, 'passport');
    expect(response.statusCode).toBe(200);
    expect(response.json().document).toEqual({ ...draft, status: 'pending', submittedAt: t.clock.now().toISOString() });
  });

  it('only a draft can be submitted: a pending one again is 409 document_not_draft, unchanged', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'passport');
    t.clock.advance(60);
    const again = await submit(t.app, me, 'passport');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(error('document_not_draft', DOCUMENT_NOT_DRAFT));
    expect((await overview(t.app, me)).documents).toEqual([pending]);
  });

  it('submitting a document not on file: 404 document_not_found', async () => {
    const me = await student();
    const response = await submit(t.app, me, 'transcripts');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(error('document_not_found', DOCUMENT_NOT_FOUND));
  });

  it('replacing a pending document -> draft: submission cleared, new upload date, the old file deleted', async () => {
    const me = await student();
    const pending = await pendingDocument(t.app, me, 'nursing-diploma', 'first scan');
    t.clock.advance(3600);
    const newFile = await uploadDocumentFile(t.app, me, 'second scan');
    const response = await attach(t.app, me, 'nursing-diploma', newFile.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().document).toEqual({
      ...pending,
      status: 'draft',
      file: newFile,
      uploadedAt: t.clock.now().toISOString(),
      submittedAt: null,
    });
    expect(await fileStored(t.app, pending.file.id)).toBe(false);
    expect((await requestAs(t.app, me, 'GET', `/api/files/${pending.file.id}`)).statusCode).toBe(404);
    expect((await download(t.app, me, 'nursing-diploma')).body).toContain('second scan');
  });

  it('replacing a draft -> draft with the new file; the old file deleted', async () => {
    const me = await student();
    const draft = await draftDocument(t.app, me, 'transcripts', 'draft one');
    const second = await uploadDocumentFile(t.app, me, 'draft two');
    const response = await attach(t.app, me, 'transcripts', second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().document).toMatchObject({ id: draft.id, status: 'draft', file: second });
    expect(await fileStored(t.app, draft.file.id)).toBe(false);
  });

  it('verify -> uploaded; a verified document is locked: replace and delete are 409 document_verified_locked, nothing changed', async () => {
    const me = await student();
    const verified = await reviewedDocument(t.app, admin, await pendingDocument(t.app, me, 'passport'), {
      decision: 'verify',
    });
    expect(verified).toMatchObject({ status: 'uploaded', reviewedAt: t.clock.now().toISOString() });
    const other = await uploadDocumentFile(t.app, me, 'a later scan');
    const replaced = await attach(t.app, me, 'passport', other.id);
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toEqual(error('document_verified_locked', DOCUMENT_VERIFIED_LOCKED));
    const deleted = await remove(t.app, me, 'passport');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual(error('document_verified_locked', DOCUMENT_VERIFIED_LOCKED));
    expect((await submit(t.app, me, 'passport')).statusCode).toBe(409);
    expect((await overview(t.app, me)).documents).toEqual([verified]);
    expect(await fileStored(t.app, verified.file.id)).toBe(true);
    // The refused upload, attached to nothing, is deleted: no orphan stays in the file store.
    expect(await fileStored(t.app, other.id)).toBe(false);
    expect((await attach(t.app, me, 'transcripts', other.id)).statusCode).toBe(400);
  });

  it('reject -> rejected with the reason; replacing it -> draft, the review and reason cleared, the old file deleted', async () => {
    const me = await student();
    const rejected = await reviewedDocument(t.app, admin, await pendingDocument(t.app, me, 'nursing-license'), {
      decision: 'reject',
      reason: 'The scan is cut off at the bottom edge.',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'The scan is cut off at the bottom edge.' });
    expect((await submit(t.app, me, 'nursing-license')).statusCode).toBe(409);
    t.clock.advance(600);
    const again = await uploadDocumentFile(t.app, me, 'whole page');
    const response = await attach(t.app, me, 'nursing-license', again.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().document).toEqual({
      id: rejected.id,
      kind: 'nursing-license',
      status: 'draft',
      file: again,
      uploadedAt: t.clock.now().toISOString(),
      submittedAt: null,
      reviewedAt: null,
      rejectionReason: null,
    });
    const [row] = await documentRows(me.id);
    expect(row?.reviewedById).toBeNull();
    expect(await fileStored(t.app, rejected.file.id)).toBe(false);
    expect((await submit(t.app, me, 'nursing-license')).json().document.status).toBe('pending');
  });

  it('delete (draft, pending or rejected) -> 204, the document and its file gone; again: 404', async () => {
    const me = await student();
    const draft = await draftDocument(t.app, me, 'passport');
    const pending = await pendingDocument(t.app, me, 'transcripts');
    const rejected = await reviewedDocument(t.app, admin, await pendingDocument(t.app, me, 'english-test'), {
      decision: 'reject',
      reason: 'Unreadable.',
    });
    for (const document of [draft, pending, rejected]) {
      const response = await remove(t.app, me, document.kind);
      expect(response.statusCode, document.kind).toBe(204);
      expect(response.body).toBe('');
      expect(await fileStored(t.app, document.file.id)).toBe(false);
    }
    expect((await overview(t.app, me)).documents).toEqual([]);
    const again = await remove(t.app, me, 'passport');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(error('document_not_found', DOCUMENT_NOT_FOUND));
  });

  it('download: the student’s own file, with its type and the store’s safe headers; 404 for a kind not on file', async () => {
    const me = await student();
    const png = await upload(t.app, me, 'document', { filename: 'passport.png', data: pngBytes() });
    await attach(t.app, me, 'passport', png.json().file.id);
    const response = await download(t.app, me, 'passport');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.rawPayload.equals(pngBytes())).toBe(true);
    const none = await download(t.app, me, 'transcripts');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(error('document_not_found', DOCUMENT_NOT_FOUND));
  });
});

describe('what may be attached: a kind on the checklist, the student’s own unused document upload', () => {
  it('no programme: 400 document_not_on_list; no document stored, and the refused upload deleted (no orphan file)', async () => {
    const [fresh] = (await enrolledStudents(t.app, 1, null)) as [SignedIn];
    const file = await uploadDocumentFile(t.app, fresh);
    const response = await attach(t.app, fresh, 'passport', file.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(error('document_not_on_list', DOCUMENT_NOT_ON_LIST));
    expect(await documentRows(fresh.id)).toEqual([]);
    expect(await fileStored(t.app, file.id)).toBe(false);
    expect(await uploadsOf(fresh.id)).toEqual([]);
  });

  it('a kind the programme does not require: 400 document_not_on_list; no document stored, the refused upload deleted', async () => {
    const [pn] = (await enrolledStudents(t.app, 1, 'nclex-pn-us')) as [SignedIn];
    const file = await uploadDocumentFile(t.app, pn);
    const response = await attach(t.app, pn, 'nursing-license', file.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(error('document_not_on_list', DOCUMENT_NOT_ON_LIST));
    expect(await documentRows(pn.id)).toEqual([]);
    expect(await fileStored(t.app, file.id)).toBe(false);
  });

  it('after changing programme: the former programme’s documents stay listed; submitting or replacing one is 400, deleting it works', async () => {
    const me = await student();
    const draft = await draftDocument(t.app, me, 'nursing-license');
    expect(
      (await requestAs(t.app, me, 'PUT', '/api/programs/enrolment', { programId: 'nclex-pn-us' })).statusCode,
    ).toBe(200);
    const listed = await overview(t.app, me);
    expect(listed.requiredKinds).not.toContain('nursing-license');
    expect(listed.documents).toEqual([draft]);
    const submitted = await submit(t.app, me, 'nursing-license');
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json()).toEqual(error('document_not_on_list', DOCUMENT_NOT_ON_LIST));
    const replaced = await attach(t.app, me, 'nursing-license', (await uploadDocumentFile(t.app, me)).id);
    expect(replaced.statusCode).toBe(400);
    expect((await overview(t.app, me)).documents).toEqual([draft]);
    expect((await remove(t.app, me, 'nursing-license')).statusCode).toBe(204);
  });

  it('an unknown kind is 404 document_not_found on every student route', async () => {
    const me = await student();
    const file = await uploadDocumentFile(t.app, me);
    for (const response of [
      await attach(t.app, me, 'birth-certificate', file.id),
      await submit(t.app, me, 'birth-certificate'),
      await remove(t.app, me, 'birth-certificate'),
      await download(t.app, me, 'birth-certificate'),
      await attach(t.app, me, 'PASSPORT', file.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(error('document_not_found', DOCUMENT_NOT_FOUND));
    }
    expect(await documentRows(me.id)).toEqual([]);
  });

  it('another student’s upload, a training material’s upload, an unknown or malformed id: 400 document_file_not_found, nothing changed', async () => {
    const [me, other] = (await enrolledStudents(t.app, 2)) as [SignedIn, SignedIn];
    const draft = await draftDocument(t.app, me, 'passport');
    const theirs = await uploadDocumentFile(t.app, other);
    const material = await uploadPdf(t.app, trainer, { purpose: 'material' });
    const myMaterialPurpose = await uploadPdf(t.app, admin, { purpose: 'material' });
    for (const fileId of [
      theirs.id,
      material.id,
      myMaterialPurpose.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      const response = await attach(t.app, me, 'passport', fileId);
      expect(response.statusCode, fileId).toBe(400);
      expect(response.json()).toEqual(error('document_file_not_found', DOCUMENT_FILE_NOT_FOUND));
    }
    expect((await attach(t.app, me, 'passport', '')).statusCode).toBe(400);
    expect((await overview(t.app, me)).documents).toEqual([draft]);
    // Someone else's upload, or another purpose's, is never deleted by a refused attach.
    for (const file of [theirs, material, myMaterialPurpose, draft.file]) {
      expect(await fileStored(t.app, file.id), file.id).toBe(true);
    }
    // Refused for not being on the list: still not deleted, not being this student's document upload.
    expect((await attach(t.app, me, 'employment-verification', theirs.id)).statusCode).toBe(400);
    expect(await fileStored(t.app, theirs.id)).toBe(true);
  });

  it('an upload already attached to a document (this one or another): 400 document_file_not_found', async () => {
    const me = await student();
    const draft = await draftDocument(t.app, me, 'passport');
    for (const kind of ['passport', 'transcripts']) {
      const response = await attach(t.app, me, kind, draft.file.id);
      expect(response.statusCode, kind).toBe(400);
      expect(response.json()).toEqual(error('document_file_not_found', DOCUMENT_FILE_NOT_FOUND));
    }
    // Refused for another reason (not on the list): an attached upload is never deleted either.
    expect((await attach(t.app, me, 'employment-verification', draft.file.id)).statusCode).toBe(400);
    expect((await overview(t.app, me)).documents).toEqual([draft]);
    expect(await fileStored(t.app, draft.file.id)).toBe(true);
    expect((await download(t.app, me, 'passport')).statusCode).toBe(200);
  });
});

describe('§5 upload guidelines: refused uploads change nothing', () => {
  it('an HTML file, a renamed executable, an empty file and one over 10 MB are refused; the document stays as it was', async () => {
    const me = await student();
    const draft = await draftDocument(t.app, me, 'passport');
    const before = (await uploadsOf(me.id)).length;
    const refusals = [
      {
        file: { filename: 'passport.pdf', data: Buffer.from('<!doctype html><script>alert(1)</script>') },
        status: 400,
        body: error('file_type_not_allowed', fileTypeMessage('document')),
      },
      {
        file: { filename: 'passport.pdf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) },
        status: 400,
        body: error('file_type_not_allowed', fileTypeMessage('document')),
      },
      {
        file: { filename: 'passport.png', data: Buffer.alloc(0) },
        status: 400,
        body: error('empty_file', EMPTY_FILE_MESSAGE),
      },
      {
        file: { filename: 'passport.pdf', data: Buffer.concat([pdfBytes(), Buffer.alloc(MAX_UPLOAD_BYTES)]) },
        status: 413,
        body: error('file_too_large', FILE_TOO_LARGE_MESSAGE),
      },
    ];
    for (const refusal of refusals) {
      const response = await upload(t.app, me, 'document', refusal.file);
      expect(response.statusCode, refusal.file.filename).toBe(refusal.status);
      expect(response.json()).toEqual(refusal.body);
    }
    expect((await uploadsOf(me.id)).length).toBe(before);
    expect((await overview(t.app, me)).documents).toEqual([draft]);
  });
});

describe('ownership: another student’s documents are never found', () => {
  it('student B cannot see, submit, replace, delete or download A’s documents; A’s file id is 404 for B', async () => {
    const [a, b] = (await enrolledStudents(t.app, 2)) as [SignedIn, SignedIn];
    const draft = await draftDocument(t.app, a, 'passport', 'A passport');
    const pending = await pendingDocument(t.app, a, 'transcripts', 'A transcripts');
    expect((await overview(t.app, b)).documents).toEqual([]);
    const notFound = error('document_not_found', DOCUMENT_NOT_FOUND);
    for (const response of [
      await submit(t.app, b, 'passport'),
      await remove(t.app, b, 'passport'),
      await remove(t.app, b, 'transcripts'),
      await download(t.app, b, 'passport'),
      await download(t.app, b, 'transcripts'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    // B attaching A's upload is refused; B's own upload makes B's own document, not a change to A's.
    expect((await attach(t.app, b, 'passport', draft.file.id)).statusCode).toBe(400);
    expect((await attach(t.app, b, 'passport', (await uploadDocumentFile(t.app, b, 'B passport')).id)).statusCode).toBe(
      200,
    );
    for (const fileId of [draft.file.id, pending.file.id]) {
      const response = await requestAs(t.app, b, 'GET', `/api/files/${fileId}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('A passport');
    }
    expect((await overview(t.app, a)).documents).toEqual([draft, pending]);
    expect((await download(t.app, a, 'passport')).body).toContain('A passport');
    expect((await download(t.app, b, 'passport')).body).toContain('B passport');
  });
});

describe('races: row locks decide actions that meet', () => {
  it('two first attaches of one kind at once: both answer 200, one document remains, the other’s upload is deleted', async () => {
    const me = await student();
    const [one, two] = [await uploadDocumentFile(t.app, me, 'one'), await uploadDocumentFile(t.app, me, 'two')];
    const responses = await releasedTogether(t.database.db, [me.id], () => [
      attach(t.app, me, 'passport', one.id),
      attach(t.app, me, 'passport', two.id),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const rows = await documentRows(me.id);
    expect(rows).toHaveLength(1);
    const kept = rows[0]?.fileId;
    const lost = kept === one.id ? two.id : one.id;
    expect([one.id, two.id]).toContain(kept);
    expect(await fileStored(t.app, lost)).toBe(false);
  });

  it('one upload attached to two kinds at once: one wins, the other is 400 document_file_not_found', async () => {
    const me = await student();
    const file = await uploadDocumentFile(t.app, me);
    const responses = await releasedTogether(t.database.db, [me.id], () => [
      attach(t.app, me, 'passport', file.id),
      attach(t.app, me, 'transcripts', file.id),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(await documentRows(me.id)).toHaveLength(1);
    // The loser's refusal does not delete the upload the winner attached.
    expect(await fileStored(t.app, file.id)).toBe(true);
  });
});

describe('issue 12: deleting the account removes the documents and their files', () => {
  it('an admin deletes a student: every document row and its file is gone; the others’ stay', async () => {
    const [leaving, staying] = (await enrolledStudents(t.app, 2)) as [SignedIn, SignedIn];
    const documents = [
      await draftDocument(t.app, leaving, 'passport'),
      await pendingDocument(t.app, leaving, 'transcripts'),
      await reviewedDocument(t.app, admin, await pendingDocument(t.app, leaving, 'nursing-diploma'), {
        decision: 'verify',
      }),
    ];
    const kept = await draftDocument(t.app, staying, 'passport');
    expect((await requestAs(t.app, admin, 'DELETE', `/api/admin/users/${leaving.id}`)).statusCode).toBe(204);
    expect(await documentRows(leaving.id)).toEqual([]);
    for (const document of documents) expect(await fileStored(t.app, document.file.id)).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(studentDocuments)
        .where(and(eq(studentDocuments.userId, staying.id), eq(studentDocuments.id, kept.id))),
    ).toHaveLength(1);
    expect(await fileStored(t.app, kept.file.id)).toBe(true);
  });
});
