import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material, MaterialBody } from '../../../shared/materials/materials';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { uploadPdf } from '../../testing/files';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let secondAdmin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, secondAdmin, student] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Maria', lastName: 'Santos' }),
    signedInAs(t.app, 'trainer', { firstName: 'James', lastName: 'Okafor' }),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function submit(who: SignedIn, overrides: Partial<MaterialBody> = {}): Promise<Material> {
  const response = await requestAs(t.app, who, 'POST', '/api/materials', { title: 'Fluid Balance', ...overrides });
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json().material;
}

/** Reviews `material` as `who`, naming the version the admin opened (the material's own, unless `body` says). */
const review = (who: SignedIn | null, material: Material | string, body: object) => {
  const [id, version] = typeof material === 'string' ? [material, 1] : [material.id, material.version];
  return requestAs(t.app, who, 'POST', `/api/admin/materials/${id}/review`, { expectedVersion: version, ...body });
};

const listed = async (status?: string) => {
  const response = await requestAs(t.app, admin, 'GET', `/api/admin/materials${status ? `?status=${status}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json().materials as Material[];
};

describe('§4 review state machine: pending -> approved or rejected, only pending reviewable', () => {
  it('approval sets approved_at to now, stores the comments, the reviewer and the time', async () => {
    const material = await submit(trainer);
    t.clock.advance(3600);
    const response = await review(admin, material, { status: 'approved', adminComments: '  Clear and accurate.  ' });
    expect(response.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(response.json().material).toMatchObject({
      id: material.id,
      status: 'approved',
      approvedAt: now,
      reviewedAt: now,
      adminComments: 'Clear and accurate.',
      trainerName: 'Maria Santos',
      canEdit: false,
    });
    const row = await t.database.db.query.trainingMaterials.findFirst({ where: (m, { eq }) => eq(m.id, material.id) });
    expect(row?.reviewedById).toBe(admin.id);
  });

  it('rejection clears approved_at; empty comments are stored as none', async () => {
    const material = await submit(trainer);
    const response = await review(admin, material, { status: 'rejected', adminComments: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().material).toMatchObject({
      status: 'rejected',
      approvedAt: null,
      adminComments: null,
      reviewedAt: t.clock.now().toISOString(),
    });
  });

  it('approve then reject is refused: 409 with the sentence, the approval kept', async () => {
    const material = await submit(trainer);
    expect((await review(admin, material, { status: 'approved', adminComments: 'Good' })).statusCode).toBe(200);
    const again = await review(secondAdmin, material, { status: 'rejected', adminComments: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'material_not_pending',
      message: 'Only pending material can be reviewed; this one is already approved.',
    });
    const row = (await listed()).find((m) => m.id === material.id);
    expect(row).toMatchObject({ status: 'approved', adminComments: 'Good' });
    expect(row?.approvedAt).not.toBeNull();
  });

  it('a rejected material cannot be approved later: 409 already rejected', async () => {
    const material = await submit(trainer);
    await review(admin, material, { status: 'rejected' });
    const again = await review(admin, material, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only pending material can be reviewed; this one is already rejected.');
  });

  it('two admins reviewing at the same moment: one 200, one 409', async () => {
    const material = await submit(trainer);
    const answers = await Promise.all([
      review(admin, material, { status: 'approved' }),
      review(secondAdmin, material, { status: 'rejected' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().material;
    expect((await listed()).find((m) => m.id === material.id)?.status).toBe(winner.status);
  });

  it('an edit and a review at the same moment: exactly one wins, and the review never applies to an edit it did not see', async () => {
    const material = await submit(trainer, { title: 'Before' });
    const [edit, reviewed] = await Promise.all([
      requestAs(t.app, trainer, 'PUT', `/api/materials/${material.id}`, { title: 'After' }),
      review(admin, material, { status: 'approved' }),
    ]);
    expect([edit.statusCode, reviewed.statusCode].sort()).toEqual([200, 409]);
    const final = (await listed()).find((m) => m.id === material.id);
    if (reviewed.statusCode === 200) {
      expect(final).toMatchObject({ status: 'approved', title: 'Before' });
    } else {
      expect(reviewed.json().error.code).toBe('material_changed');
      expect(final).toMatchObject({ status: 'pending', title: 'After', version: material.version + 1 });
    }
  });

  it('refuses a review of a version the trainer has since edited (409), then accepts the current one', async () => {
    const material = await submit(trainer, { title: 'Harmless notes' });
    const edited = await requestAs(t.app, trainer, 'PUT', `/api/materials/${material.id}`, {
      title: 'Harmless notes',
      fileUrl: 'https://elsewhere.example.org/swapped.pdf',
    });
    expect(edited.json().material.version).toBe(material.version + 1);
    const stale = await review(admin, material, { status: 'approved' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'material_changed',
      message: 'The trainer changed this material after you opened it. Open it again to review what it says now.',
    });
    expect((await listed()).find((m) => m.id === material.id)).toMatchObject({ status: 'pending', approvedAt: null });
    const current = await review(admin, edited.json().material, { status: 'approved' });
    expect(current.statusCode).toBe(200);
    expect(current.json().material).toMatchObject({
      status: 'approved',
      fileUrl: 'https://elsewhere.example.org/swapped.pdf',
    });
  });

  it('bad bodies: an unknown status or a pending "review": 400', async () => {
    const material = await submit(trainer);
    for (const body of [{ status: 'pending' }, { status: 'maybe' }, {}]) {
      const response = await review(admin, material, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('status must be approved or rejected.');
    }
    const unnamed = await requestAs(t.app, admin, 'POST', `/api/admin/materials/${material.id}/review`, {
      status: 'approved',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toContain('expectedVersion must be the version of the material you opened.');
  });

  it('a material that does not exist: 404', async () => {
    expect((await review(admin, '00000000-0000-4000-8000-000000000000', { status: 'approved' })).statusCode).toBe(404);
    expect((await review(admin, 'nope', { status: 'approved' })).statusCode).toBe(404);
  });
});

describe('§2 admin review: administrators only', () => {
  it("non-admins get 403 with 'Access Restricted: This page is only available for administrators.', signed out 401; nothing changes", async () => {
    const material = await submit(trainer);
    for (const who of [trainer, otherTrainer, student]) {
      const listing = await requestAs(t.app, who, 'GET', '/api/admin/materials');
      expect(listing.statusCode).toBe(403);
      expect(listing.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
      const refused = await review(who, material, { status: 'approved' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
    }
    expect((await requestAs(t.app, null, 'GET', '/api/admin/materials')).statusCode).toBe(401);
    expect((await review(null, material, { status: 'approved' })).statusCode).toBe(401);
    expect((await listed()).find((m) => m.id === material.id)?.status).toBe('pending');
  });
});

describe('§2/§9 the review list: every trainer’s, status filter, newest first', () => {
  it('filters by status (all by default) and lists newest first across trainers', async () => {
    const a = await submit(trainer, { title: 'Oldest' });
    t.clock.advance(60);
    const b = await submit(otherTrainer, { title: 'Middle' });
    t.clock.advance(60);
    const c = await submit(trainer, { title: 'Newest' });
    await review(admin, a, { status: 'approved' });
    await review(admin, b, { status: 'rejected' });

    const all = await listed();
    const order = all.map((m) => m.id).filter((id) => [a.id, b.id, c.id].includes(id));
    expect(order).toEqual([c.id, b.id, a.id]);
    expect(all.map((m) => m.createdAt)).toEqual([...all.map((m) => m.createdAt)].sort().reverse());
    expect((await listed('all')).map((m) => m.id)).toEqual(all.map((m) => m.id));

    const pending = await listed('pending');
    expect(pending.every((m) => m.status === 'pending')).toBe(true);
    expect(pending.map((m) => m.id)).toContain(c.id);
    expect(pending.map((m) => m.id)).not.toContain(a.id);
    const approved = await listed('approved');
    expect(approved.every((m) => m.status === 'approved')).toBe(true);
    expect(approved.map((m) => m.id)).toContain(a.id);
    const rejected = await listed('rejected');
    expect(rejected.every((m) => m.status === 'rejected')).toBe(true);
    expect(rejected.map((m) => m.id)).toEqual(expect.arrayContaining([b.id]));
    expect(rejected.find((m) => m.id === b.id)?.trainerName).toBe('James Okafor');

    const bad = await requestAs(t.app, admin, 'GET', '/api/admin/materials?status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('status must be one of: all, pending, approved, rejected.');
  });

  it('the admin opens the uploaded file of any trainer’s material', async () => {
    const file = await uploadPdf(t.app, otherTrainer, { filename: 'Shock.pdf' });
    const material = await submit(otherTrainer, { fileId: file.id });
    const listedMaterial = (await listed('pending')).find((m) => m.id === material.id);
    expect(listedMaterial?.fileHref).toBe(`/api/materials/${material.id}/file`);
    const download = await requestAs(t.app, admin, 'GET', listedMaterial?.fileHref as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });
});

describe('§2 the trainer sees the outcome and the comments in My Materials', () => {
  it('status, approval time and comments appear in /mine; a rejected one may be edited and resubmitted (issue 23)', async () => {
    const material = await submit(trainer, { title: 'Renal Labs' });
    t.clock.advance(120);
    await review(admin, material, { status: 'rejected', adminComments: 'Please cite your sources.' });
    const mine = (await requestAs(t.app, trainer, 'GET', '/api/materials/mine')).json().materials as Material[];
    expect(mine.find((m) => m.id === material.id)).toMatchObject({
      status: 'rejected',
      adminComments: 'Please cite your sources.',
      approvedAt: null,
      reviewedAt: t.clock.now().toISOString(),
      canEdit: true,
    });
  });
});
