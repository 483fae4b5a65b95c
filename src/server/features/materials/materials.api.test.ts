import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_URL_INVALID,
  FILE_URL_OR_UPLOAD,
  MATERIAL_LOGIN_REQUIRED,
  MATERIAL_TITLE_REQUIRED,
  type Material,
  type MaterialBody,
} from '../../../shared/materials/materials';
import { TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { pdfBytes, uploadPdf } from '../../testing/files';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listApprovedMaterialsOf, listMaterialsByIds } from './materials';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, student, instructor] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Maria', lastName: 'Santos' }),
    signedInAs(t.app, 'trainer', { firstName: 'James', lastName: 'Okafor' }),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'instructor'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const materialBody = (overrides: Partial<MaterialBody> = {}): MaterialBody => ({
  title: 'Cardiac Medications Cheat Sheet',
  materialType: 'document',
  description: 'Beta blockers, ACE inhibitors and digoxin at a glance.',
  content: 'Hold digoxin when the apical pulse is under 60.',
  fileUrl: '',
  ...overrides,
});

async function submit(who: SignedIn, overrides: Partial<MaterialBody> = {}): Promise<Material> {
  const response = await requestAs(t.app, who, 'POST', '/api/materials', materialBody(overrides));
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json().material;
}

const materialCount = async () => (await t.database.db.query.trainingMaterials.findMany()).length;

describe('§5 material submit', () => {
  it('a trainer submits: 201, pending, trimmed, the trainer named, editable, empty text and URL stored as null', async () => {
    const response = await requestAs(
      t.app,
      trainer,
      'POST',
      '/api/materials',
      materialBody({ title: '  Cardiac Drugs  ', description: '   ', content: '', fileUrl: '' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().material).toEqual({
      id: expect.any(String),
      title: 'Cardiac Drugs',
      description: null,
      content: null,
      materialType: 'document',
      fileUrl: null,
      file: null,
      fileHref: null,
      trainerId: trainer.id,
      trainerName: 'Maria Santos',
      status: 'pending',
      version: 1,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      approvedAt: null,
      adminComments: null,
      reviewedAt: null,
      resubmittedAt: null,
      previousAdminComments: null,
      canEdit: true,
    });
  });

  it('the material type defaults to document (§9) and a URL is kept', async () => {
    const response = await requestAs(t.app, trainer, 'POST', '/api/materials', {
      title: 'Lecture',
      fileUrl: 'https://example.org/lecture.pdf',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().material).toMatchObject({
      materialType: 'document',
      fileUrl: 'https://example.org/lecture.pdf',
    });
  });

  it('an admin may submit too (trainer tools: trainers and admins)', async () => {
    expect((await requestAs(t.app, admin, 'POST', '/api/materials', materialBody())).statusCode).toBe(201);
  });

  it.each([
    ['a blank title after trimming', { title: '   ' }, MATERIAL_TITLE_REQUIRED],
    ['an invisible title', { title: '\u200b' }, MATERIAL_TITLE_REQUIRED],
    ['no title', { title: undefined }, MATERIAL_TITLE_REQUIRED],
    ['a malformed URL', { fileUrl: 'not a url' }, FILE_URL_INVALID],
    ['a URL that is not http(s)', { fileUrl: 'javascript:alert(1)' }, FILE_URL_INVALID],
    ['an unknown material type', { materialType: 'podcast' as never }, 'The material type must be one of'],
    ['an over-long title', { title: 'x'.repeat(201) }, 'The title must be at most 200 characters.'],
  ])('%s: 400 with the sentence, nothing stored', async (_label, overrides, message) => {
    const before = await materialCount();
    const response = await requestAs(t.app, trainer, 'POST', '/api/materials', materialBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await materialCount()).toBe(before);
  });

  it('signed out: 401 with the §5 sentence; students and instructors: 403 with the restriction; nothing stored', async () => {
    const before = await materialCount();
    const signedOut = await requestAs(t.app, null, 'POST', '/api/materials', materialBody());
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(MATERIAL_LOGIN_REQUIRED);
    for (const who of [student, instructor]) {
      const refused = await requestAs(t.app, who, 'POST', '/api/materials', materialBody());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(TRAINER_TOOLS_RESTRICTED);
    }
    expect((await requestAs(t.app, null, 'GET', '/api/materials/mine')).json().error.message).toBe(
      MATERIAL_LOGIN_REQUIRED,
    );
    expect((await requestAs(t.app, student, 'GET', '/api/materials/mine')).statusCode).toBe(403);
    expect(await materialCount()).toBe(before);
  });
});

describe('§5 material submit with an uploaded file', () => {
  it('an upload of the trainer is attached: its metadata and where to download it', async () => {
    const file = await uploadPdf(t.app, trainer, { filename: 'Cardiac.pdf' });
    const material = await submit(trainer, { fileId: file.id });
    expect(material.file).toEqual(file);
    expect(material.fileHref).toBe(`/api/materials/${material.id}/file`);
    const download = await requestAs(t.app, trainer, 'GET', material.fileHref as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('inline; filename=Cardiac.pdf');
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(Buffer.compare(download.rawPayload, pdfBytes())).toBe(0);
    expect((await requestAs(t.app, admin, 'GET', material.fileHref as string)).statusCode).toBe(200);
  });

  it('both a URL and an upload: 400, nothing stored', async () => {
    const file = await uploadPdf(t.app, trainer);
    const before = await materialCount();
    const response = await requestAs(
      t.app,
      trainer,
      'POST',
      '/api/materials',
      materialBody({ fileUrl: 'https://example.org/a.pdf', fileId: file.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(FILE_URL_OR_UPLOAD);
    expect(await materialCount()).toBe(before);
  });

  it("another trainer's upload, a document upload, or an unknown id: 400 'The uploaded file was not found. Upload it again.'", async () => {
    const othersFile = await uploadPdf(t.app, otherTrainer);
    const documentFile = await uploadPdf(t.app, trainer, { purpose: 'document' });
    const before = await materialCount();
    for (const fileId of [othersFile.id, documentFile.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await requestAs(t.app, trainer, 'POST', '/api/materials', materialBody({ fileId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'material_file_not_found',
        message: 'The uploaded file was not found. Upload it again.',
      });
    }
    expect(await materialCount()).toBe(before);
  });

  it('an upload belongs to one material only: attaching it to a second is refused', async () => {
    const file = await uploadPdf(t.app, trainer);
    await submit(trainer, { fileId: file.id });
    const second = await requestAs(t.app, trainer, 'POST', '/api/materials', materialBody({ fileId: file.id }));
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('material_file_in_use');
  });

  it('one upload submitted twice at the same moment: one 201, one 400, attached once', async () => {
    const file = await uploadPdf(t.app, trainer);
    const answers = await Promise.all([
      requestAs(t.app, trainer, 'POST', '/api/materials', materialBody({ fileId: file.id })),
      requestAs(t.app, trainer, 'POST', '/api/materials', materialBody({ fileId: file.id })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const attached = await t.database.db.query.trainingMaterials.findMany({
      where: (m, { eq }) => eq(m.fileId, file.id),
    });
    expect(attached).toHaveLength(1);
  });

  it('a material without an upload has no file to download: 404', async () => {
    const material = await submit(trainer);
    expect((await requestAs(t.app, trainer, 'GET', `/api/materials/${material.id}/file`)).statusCode).toBe(404);
  });
});

describe('§2 My Materials: the trainer’s own only, newest first', () => {
  it("lists only the reader's materials, newest first (the prototype listed every trainer's)", async () => {
    const fresh = await signedInAs(t.app, 'trainer');
    expect((await requestAs(t.app, fresh, 'GET', '/api/materials/mine')).json()).toEqual({ materials: [] });
    const first = await submit(fresh, { title: 'First' });
    t.clock.advance(60);
    const second = await submit(fresh, { title: 'Second' });
    await submit(otherTrainer, { title: 'Not mine' });
    const response = await requestAs(t.app, fresh, 'GET', '/api/materials/mine');
    expect(response.statusCode).toBe(200);
    expect(response.json().materials.map((m: Material) => m.id)).toEqual([second.id, first.id]);
  });
});

describe('§2 editing a material: own only, only while pending', () => {
  it('the trainer edits a pending material: every field replaced, updatedAt moved, createdAt kept', async () => {
    const material = await submit(trainer);
    t.clock.advance(30);
    const file = await uploadPdf(t.app, trainer);
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/materials/${material.id}`,
      materialBody({ title: 'Renamed', materialType: 'quiz', description: '', content: 'New', fileId: file.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().material).toMatchObject({
      id: material.id,
      title: 'Renamed',
      materialType: 'quiz',
      description: null,
      content: 'New',
      file: { id: file.id },
      status: 'pending',
      createdAt: material.createdAt,
      updatedAt: t.clock.now().toISOString(),
      canEdit: true,
    });
    // Keeping its own upload on a later edit is not "already attached".
    const again = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/materials/${material.id}`,
      materialBody({ title: 'Renamed again', fileId: file.id }),
    );
    expect(again.statusCode).toBe(200);
  });

  it('a blank title on edit: 400 with the §5 sentence, the material unchanged', async () => {
    const material = await submit(trainer, { title: 'Kept' });
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/materials/${material.id}`,
      materialBody({ title: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MATERIAL_TITLE_REQUIRED);
    const mine = (await requestAs(t.app, trainer, 'GET', '/api/materials/mine')).json().materials as Material[];
    expect(mine.find((m) => m.id === material.id)?.title).toBe('Kept');
  });

  it('another trainer cannot read, edit or download it (404), nor can an admin edit it; a student is refused (403)', async () => {
    const file = await uploadPdf(t.app, trainer);
    const material = await submit(trainer, { fileId: file.id });
    const mine = (await requestAs(t.app, otherTrainer, 'GET', '/api/materials/mine')).json().materials as Material[];
    expect(mine.some((m) => m.id === material.id)).toBe(false);
    const edit = await requestAs(t.app, otherTrainer, 'PUT', `/api/materials/${material.id}`, materialBody());
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('material_not_found');
    expect((await requestAs(t.app, admin, 'PUT', `/api/materials/${material.id}`, materialBody())).statusCode).toBe(
      404,
    );
    expect((await requestAs(t.app, otherTrainer, 'GET', `/api/materials/${material.id}/file`)).statusCode).toBe(404);
    expect((await requestAs(t.app, otherTrainer, 'GET', `/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await requestAs(t.app, student, 'GET', `/api/materials/${material.id}/file`)).statusCode).toBe(403);
    expect((await requestAs(t.app, null, 'GET', `/api/materials/${material.id}/file`)).statusCode).toBe(401);
    expect((await requestAs(t.app, otherTrainer, 'PUT', '/api/materials/not-an-id', materialBody())).statusCode).toBe(
      404,
    );
  });

  it('a reviewed material cannot be edited: 409 with the sentence', async () => {
    const material = await submit(trainer);
    const review = await requestAs(t.app, admin, 'POST', `/api/admin/materials/${material.id}/review`, {
      expectedVersion: material.version,
      status: 'approved',
    });
    expect(review.statusCode).toBe(200);
    const edit = await requestAs(t.app, trainer, 'PUT', `/api/materials/${material.id}`, materialBody());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('This material has already been reviewed, so it can no longer be edited.');
    const mine = (await requestAs(t.app, trainer, 'GET', '/api/materials/mine')).json().materials as Material[];
    expect(mine.find((m) => m.id === material.id)).toMatchObject({ status: 'approved', canEdit: false });
  });

  it('issue 23: a rejected material is edited and resubmitted: pending at a new version, the comment kept, shown as a resubmission', async () => {
    const material = await submit(trainer, { title: 'Shock States' });
    const rejected = await requestAs(t.app, admin, 'POST', `/api/admin/materials/${material.id}/review`, {
      expectedVersion: material.version,
      status: 'rejected',
      adminComments: 'Add the vasopressor doses, then resubmit.',
    });
    expect(rejected.json().material).toMatchObject({ status: 'rejected', canEdit: false });
    const before = (await requestAs(t.app, trainer, 'GET', '/api/materials/mine')).json().materials as Material[];
    expect(before.find((m) => m.id === material.id)).toMatchObject({ status: 'rejected', canEdit: true });
    t.clock.advance(120);
    const edit = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/materials/${material.id}`,
      materialBody({ title: 'Shock States', content: 'Norepinephrine 0.05-0.5 mcg/kg/min.' }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().material).toMatchObject({
      status: 'pending',
      version: material.version + 1,
      approvedAt: null,
      adminComments: null,
      previousAdminComments: 'Add the vasopressor doses, then resubmit.',
      resubmittedAt: t.clock.now().toISOString(),
      content: 'Norepinephrine 0.05-0.5 mcg/kg/min.',
      canEdit: true,
    });
    const queue = (await requestAs(t.app, admin, 'GET', '/api/admin/materials?status=pending')).json()
      .materials as Material[];
    expect(queue.find((m) => m.id === material.id)).toMatchObject({
      resubmittedAt: t.clock.now().toISOString(),
      previousAdminComments: 'Add the vasopressor doses, then resubmit.',
    });
    const approved = await requestAs(t.app, admin, 'POST', `/api/admin/materials/${material.id}/review`, {
      expectedVersion: material.version + 1,
      status: 'approved',
    });
    expect(approved.json().material).toMatchObject({
      status: 'approved',
      previousAdminComments: 'Add the vasopressor doses, then resubmit.',
    });
  });
});

describe('for course lessons: listMaterialsByIds and listApprovedMaterialsOf', () => {
  it('by ids: any status, any trainer, in the order asked, unknown and malformed ids left out', async () => {
    const a = await submit(trainer, { title: 'A' });
    const b = await submit(otherTrainer, { title: 'B' });
    const materials = await listMaterialsByIds(t.database.db, [
      b.id,
      'nonsense',
      a.id.toUpperCase(),
      '00000000-0000-4000-8000-000000000000',
      b.id,
    ]);
    expect(materials.map((m) => m.title)).toEqual(['B', 'A']);
    expect(materials.every((m) => !m.canEdit)).toBe(true);
  });

  it("a trainer's approved materials only, newest first", async () => {
    const author = await signedInAs(t.app, 'trainer');
    const older = await submit(author, { title: 'Older' });
    t.clock.advance(60);
    const newer = await submit(author, { title: 'Newer' });
    const pending = await submit(author, { title: 'Pending' });
    for (const material of [older, newer]) {
      await requestAs(t.app, admin, 'POST', `/api/admin/materials/${material.id}/review`, {
        status: 'approved',
        expectedVersion: material.version,
      });
    }
    const approved = await listApprovedMaterialsOf(t.database.db, author.id);
    expect(approved.map((m) => m.id)).toEqual([newer.id, older.id]);
    expect(approved.some((m) => m.id === pending.id)).toBe(false);
  });
});
