import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentQueue } from '../../../shared/documents/documents';
import { auditLog, programEnrolments, storedFiles, studentDocuments } from '../../db/schema';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createDemoLearners, findAccountUserByEmail } from '../account/service';
import { seedDemoUsers } from '../auth/service';
import { DEMO_REJECTION_REASON, seedDemoDocuments } from './demo-documents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
  await createDemoLearners(
    t.database.db,
    [
      ['Chinedu', 'Okonkwo'],
      ['Anjali', 'Menon'],
      ['Wanjiru', 'Kamau'],
    ],
    new Date(t.clock.now().getTime() - 150 * 86_400_000),
  );
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS).toISOString();

/** Every row the seed writes, to compare before and after a second run. */
const snapshot = async () => ({
  enrolments: await t.database.db.select().from(programEnrolments),
  documents: await t.database.db.select().from(studentDocuments),
  files: (await t.database.db.select({ id: storedFiles.id }).from(storedFiles)).length,
  audit: (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length,
});

describe('the document centre’s demo data (DEMO_DATA)', () => {
  it('does nothing without the demo accounts', async () => {
    const empty = await createTestApp();
    try {
      await seedDemoDocuments(empty.database.db, empty.clock.now());
      expect(await empty.database.db.select().from(studentDocuments)).toEqual([]);
      expect(await empty.database.db.select().from(programEnrolments)).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('Amara: NCLEX-RN US since 20 days ago; passport verified, diploma pending, transcripts draft, licence rejected, English test missing', async () => {
    await seedDemoDocuments(t.database.db, t.clock.now());
    const amara = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const programs = (await t.app.inject({ method: 'GET', url: '/api/programs', headers: { cookie: amara } })).json();
    expect(programs.enrolment).toEqual({ programId: 'nclex-rn-us', enrolledAt: daysAgo(20) });

    const overview = (await t.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: amara } })).json();
    expect(overview.programId).toBe('nclex-rn-us');
    const byKind = Object.fromEntries(overview.documents.map((d: { kind: string }) => [d.kind, d]));
    expect(Object.keys(byKind).sort()).toEqual(['nursing-diploma', 'nursing-license', 'passport', 'transcripts']);
    expect(byKind.passport).toMatchObject({
      status: 'uploaded',
      reviewedAt: daysAgo(17),
      file: { contentType: 'image/png' },
    });
    expect(byKind['nursing-diploma']).toMatchObject({ status: 'pending', submittedAt: daysAgo(2) });
    expect(byKind.transcripts).toMatchObject({ status: 'draft', submittedAt: null });
    expect(byKind['nursing-license']).toMatchObject({ status: 'rejected', rejectionReason: DEMO_REJECTION_REASON });
    expect(DEMO_REJECTION_REASON).toBe('The scan is cut off at the bottom edge. Please upload the whole page.');
    for (const kind of Object.keys(byKind)) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${kind}/file`,
        headers: { cookie: amara },
      });
      expect(file.statusCode, kind).toBe(200);
    }
    const rows = await t.database.db.select().from(studentDocuments);
    const grace = await signIn(t.app, 'grace.mensah@nightingale.test', 'Grace#Admin2026');
    const queue: DocumentQueue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/documents', headers: { cookie: grace } })
    ).json();
    // Reviewed by Grace, and audited as her reviews.
    const graceId = (await findAccountUserByEmail(t.database.db, 'grace.mensah@nightingale.test'))?.id;
    expect(rows.filter((row) => row.reviewedById).map((row) => row.reviewedById)).toEqual([graceId, graceId]);
    expect(
      (await t.database.db.select().from(auditLog)).filter((entry) => entry.action === 'document.reviewed'),
    ).toHaveLength(2);
    expect(queue.items.map((item) => [item.student.name, item.document.kind])).toEqual([
      ['Chinedu Okonkwo', 'nursing-diploma'],
      ['Anjali Menon', 'employment-verification'],
      ['Amara Okafor', 'nursing-diploma'],
      ['Wanjiru Kamau', 'transcripts'],
    ]);
    expect(queue.items.map((item) => item.programTitle)).toEqual([
      'NCLEX-RN Pathway: United States',
      'NCLEX-RN Pathway: Canada',
      'NCLEX-RN Pathway: United States',
      'NCLEX-PN Pathway: United States',
    ]);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${queue.items[0]?.document.id}/file`,
      headers: { cookie: grace },
    });
    expect(opened.headers['content-type']).toBe('application/pdf');
  });

  it('seeding twice changes nothing', async () => {
    const before = await snapshot();
    t.clock.advance(3 * DAY_MS);
    await seedDemoDocuments(t.database.db, t.clock.now());
    expect(await snapshot()).toEqual(before);
  });
});
