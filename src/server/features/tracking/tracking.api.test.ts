import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import type { DocumentStatus } from '../../../shared/documents/documents';
import type { ProgramId } from '../../../shared/programs/programs';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import {
  APPLICATION_STEPS,
  STEP_DATE_REQUIRED,
  STEP_FOLLOWS_RECORDS,
  STUDENT_NOT_FOUND,
  type StepKey,
  type Timeline,
  type TimelineStep,
} from '../../../shared/tracking/tracking';
import { applicationSteps, auditLog, programEnrolments, storedFiles, studentDocuments, users } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { pdfBytes } from '../../testing/files';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { calendarDate } from './record-steps';
import { STEP_NOT_FOUND } from './steps';

let t: TestApp;
let student: SignedIn;
let instructor: SignedIn;
let trainer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [student, instructor, trainer, admin] = await Promise.all([
    signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const nonAdmins = (): [string, SignedIn][] => [
  ['student', student],
  ['instructor', instructor],
  ['trainer', trainer],
];

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.parse('2026-03-02T09:00:00.000Z') + offset * DAY_MS);
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

async function timelineOf(who: SignedIn, userId?: string): Promise<Timeline> {
  const response = await requestAs(t.app, who, 'GET', userId ? `/api/admin/tracking/${userId}` : '/api/tracking');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const stepOf = (timeline: Timeline, key: StepKey): TimelineStep => {
  const step = timeline.steps.find((candidate) => candidate.key === key);
  if (!step) throw new Error(`no step ${key}`);
  return step;
};
const statuses = (timeline: Timeline) =>
  Object.fromEntries(timeline.steps.map((step) => [step.key, [step.status, step.completedOn]]));
const setStep = (who: SignedIn | null, userId: string, step: string, body: object) =>
  requestAs(t.app, who, 'PUT', `/api/admin/tracking/${userId}/steps/${step}`, body);
const stepRows = (userId: string) =>
  t.database.db.select().from(applicationSteps).where(eq(applicationSteps.userId, userId));
const auditOf = (userId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, userId)).orderBy(auditLog.createdAt);
const accountCreatedOn = async (userId: string) => {
  const [row] = await t.database.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no user');
  // In the student's zone (a new account's default), as the timeline dates it: near midnight UTC
  // the UTC date is another day.
  return calendarDate(row.createdAt, DEFAULT_SETTINGS.timezone);
};

/** Enrols `userId` in `programId` at `at`, as the programs feature stores it. */
async function enrol(userId: string, programId: ProgramId, at: Date) {
  await t.database.db.insert(programEnrolments).values({ userId, programId, enrolledAt: at });
}

/** Puts a document of `kind` on file for `userId`, with its file, as the documents feature stores it. */
async function addDocument(
  userId: string,
  kind: DocumentKind,
  status: DocumentStatus,
  dates: { uploadedAt?: Date; submittedAt?: Date; reviewedAt?: Date } = {},
) {
  const data = pdfBytes(`${userId} ${kind}`);
  const [file] = await t.database.db
    .insert(storedFiles)
    .values({
      ownerId: userId,
      purpose: 'document',
      name: `${kind}.pdf`,
      contentType: 'application/pdf',
      extension: 'pdf',
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    })
    .returning({ id: storedFiles.id });
  if (!file) throw new Error('no file');
  await t.database.db.insert(studentDocuments).values({
    userId,
    kind,
    status,
    fileId: file.id,
    uploadedAt: dates.uploadedAt ?? day(-30),
    submittedAt: status === 'draft' ? null : (dates.submittedAt ?? day(-20)),
    reviewedAt: status === 'uploaded' || status === 'rejected' ? (dates.reviewedAt ?? day(-10)) : null,
    reviewedById: status === 'uploaded' || status === 'rejected' ? admin.id : null,
    rejectionReason: status === 'rejected' ? 'The scan is blurred.' : null,
  });
}

/** nclex-pn-us asks for these four. */
const PN_KINDS: DocumentKind[] = ['passport', 'nursing-diploma', 'transcripts', 'english-test'];

describe('issue 13 tracking: who may use which route', () => {
  it('signed out: every route answers 401 and nothing is stored', async () => {
    for (const [method, url] of [
      ['GET', '/api/tracking'],
      ['GET', `/api/admin/tracking/${student.id}`],
      ['PUT', `/api/admin/tracking/${student.id}/steps/exam-passed`],
    ] as const) {
      const response = await requestAs(t.app, null, method, url, method === 'PUT' ? { status: 'pending' } : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
    expect(await stepRows(student.id)).toEqual([]);
  });

  it('every signed-in role reads its own timeline: the ten steps in order (issue 26 added the programme fee), named for the viewer', async () => {
    for (const who of [student, instructor, trainer, admin]) {
      const timeline = await timelineOf(who);
      expect(timeline.student.id).toBe(who.id);
      expect(timeline.student.email).toBe(who.email);
      expect(timeline.steps.map((step) => step.key)).toEqual(APPLICATION_STEPS.map((step) => step.key));
    }
    expect((await timelineOf(student)).student.name).toBe('Amara Okafor');
  });

  it('403 ADMIN_REVIEW_RESTRICTED for anyone but an admin on the admin routes; a student editing steps changes nothing', async () => {
    for (const [role, who] of nonAdmins()) {
      const read = await requestAs(t.app, who, 'GET', `/api/admin/tracking/${student.id}`);
      expect(read.statusCode, role).toBe(403);
      expect(read.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
      const write = await setStep(who, student.id, 'credentials-evaluation', {
        status: 'completed',
        completedOn: '2026-03-01',
      });
      expect(write.statusCode, role).toBe(403);
      expect(write.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
      // Refused before the body is read: a broken body still answers 403.
      expect((await setStep(who, student.id, 'nonsense', { status: 'nonsense' })).statusCode).toBe(403);
    }
    expect(await stepRows(student.id)).toEqual([]);
    expect(stepOf(await timelineOf(student), 'credentials-evaluation').status).toBe('pending');
  });

  it('an admin reads any account’s timeline; 404 STUDENT_NOT_FOUND for an unknown or deleted one', async () => {
    const timeline = await timelineOf(admin, student.id);
    expect(timeline.student).toEqual({ id: student.id, name: 'Amara Okafor', email: student.email });
    const unknown = await requestAs(t.app, admin, 'GET', '/api/admin/tracking/no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'student_not_found', message: STUDENT_NOT_FOUND });

    const gone = await signedInAs(t.app, 'student');
    await t.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    const deleted = await requestAs(t.app, admin, 'GET', `/api/admin/tracking/${gone.id}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.code).toBe('student_not_found');
    const write = await setStep(admin, gone.id, 'exam-passed', { status: 'pending' });
    expect(write.statusCode).toBe(404);
    expect(write.json().error.code).toBe('student_not_found');
    expect(await stepRows(gone.id)).toEqual([]);
  });
});

describe('issue 13 tracking: the records steps follow the account, the programme and the documents', () => {
  it('no programme: account created (on its creation date), program selected in progress, documents pending, support steps pending', async () => {
    const who = await signedInAs(t.app, 'student');
    const timeline = await timelineOf(who);
    expect(statuses(timeline)).toEqual({
      'account-created': ['completed', await accountCreatedOn(who.id)],
      'program-selected': ['in-progress', null],
      'programme-fee-paid': ['pending', null],
      'documents-submitted': ['pending', null],
      'documents-verified': ['pending', null],
      'credentials-evaluation': ['pending', null],
      'board-application': ['pending', null],
      'authorization-to-test': ['pending', null],
      'exam-scheduled': ['pending', null],
      'exam-passed': ['pending', null],
    });
    for (const step of timeline.steps) {
      expect(step).toMatchObject({ dueOn: null, note: null, updatedAt: null, updatedBy: null });
      expect(step.source).toBe(APPLICATION_STEPS.find((definition) => definition.key === step.key)?.source);
    }
  });

  it('documents without a programme leave both document steps pending', async () => {
    const who = await signedInAs(t.app, 'student');
    for (const kind of PN_KINDS) await addDocument(who.id, kind, 'uploaded');
    const timeline = await timelineOf(who);
    expect(stepOf(timeline, 'documents-submitted').status).toBe('pending');
    expect(stepOf(timeline, 'documents-verified').status).toBe('pending');
  });

  it('enrolled: program selected completed on the enrolment date; documents submitted in progress, verified pending', async () => {
    const who = await signedInAs(t.app, 'student');
    await enrol(who.id, 'nclex-pn-us', day(-40));
    const timeline = await timelineOf(who);
    expect(stepOf(timeline, 'program-selected')).toMatchObject({ status: 'completed', completedOn: dateOf(day(-40)) });
    expect(stepOf(timeline, 'documents-submitted')).toMatchObject({ status: 'in-progress', completedOn: null });
    expect(stepOf(timeline, 'documents-verified')).toMatchObject({ status: 'pending', completedOn: null });
  });

  it('drafts only: submitted in progress, verified pending; some submitted: both in progress', async () => {
    const who = await signedInAs(t.app, 'student');
    await enrol(who.id, 'nclex-pn-us', day(-40));
    await addDocument(who.id, 'passport', 'draft');
    let timeline = await timelineOf(who);
    expect(stepOf(timeline, 'documents-submitted').status).toBe('in-progress');
    expect(stepOf(timeline, 'documents-verified').status).toBe('pending');

    await addDocument(who.id, 'transcripts', 'pending');
    await addDocument(who.id, 'english-test', 'pending');
    timeline = await timelineOf(who);
    expect(stepOf(timeline, 'documents-submitted')).toMatchObject({ status: 'in-progress', completedOn: null });
    expect(stepOf(timeline, 'documents-verified')).toMatchObject({ status: 'in-progress', completedOn: null });
  });

  it('every required kind submitted (pending or verified): submitted completed on the latest submission; verified in progress', async () => {
    const who = await signedInAs(t.app, 'student');
    await enrol(who.id, 'nclex-pn-us', day(-40));
    await addDocument(who.id, 'passport', 'uploaded', { submittedAt: day(-25), reviewedAt: day(-24) });
    await addDocument(who.id, 'nursing-diploma', 'pending', { submittedAt: day(-3) });
    await addDocument(who.id, 'transcripts', 'pending', { submittedAt: day(-7) });
    await addDocument(who.id, 'english-test', 'pending', { submittedAt: day(-5) });
    const timeline = await timelineOf(who);
    expect(stepOf(timeline, 'documents-submitted')).toMatchObject({
      status: 'completed',
      completedOn: dateOf(day(-3)),
    });
    expect(stepOf(timeline, 'documents-verified')).toMatchObject({ status: 'in-progress', completedOn: null });
  });

  it('every required kind verified: both completed, verified on the latest review; other kinds do not count', async () => {
    const who = await signedInAs(t.app, 'student');
    await enrol(who.id, 'nclex-pn-us', day(-40));
    for (const [index, kind] of PN_KINDS.entries()) {
      await addDocument(who.id, kind, 'uploaded', { submittedAt: day(-20 + index), reviewedAt: day(-10 + index) });
    }
    // Not on the PN checklist: a draft of it changes nothing.
    await addDocument(who.id, 'nursing-license', 'draft');
    const timeline = await timelineOf(who);
    expect(stepOf(timeline, 'documents-submitted')).toMatchObject({
      status: 'completed',
      completedOn: dateOf(day(-17)),
    });
    expect(stepOf(timeline, 'documents-verified')).toMatchObject({ status: 'completed', completedOn: dateOf(day(-7)) });
  });

  it('a rejected document: submitted back to in progress, verified in progress', async () => {
    const who = await signedInAs(t.app, 'student');
    await enrol(who.id, 'nclex-pn-us', day(-40));
    for (const kind of PN_KINDS.slice(0, 3)) await addDocument(who.id, kind, 'uploaded');
    await addDocument(who.id, 'english-test', 'rejected');
    const timeline = await timelineOf(who);
    expect(stepOf(timeline, 'documents-submitted')).toMatchObject({ status: 'in-progress', completedOn: null });
    expect(stepOf(timeline, 'documents-verified')).toMatchObject({ status: 'in-progress', completedOn: null });
  });

  it('changing to a programme with a longer checklist reopens the steps (Canada asks for employment verification)', async () => {
    const who = await signedInAs(t.app, 'student');
    await enrol(who.id, 'nclex-rn-canada', day(-40));
    for (const kind of [...PN_KINDS, 'nursing-license'] as DocumentKind[]) await addDocument(who.id, kind, 'uploaded');
    const timeline = await timelineOf(who);
    expect(stepOf(timeline, 'documents-submitted').status).toBe('in-progress');
    expect(stepOf(timeline, 'documents-verified').status).toBe('in-progress');
  });
});

describe('issue 13 tracking: an admin sets the steps', () => {
  it('a support step: completed needs a date (400); with one it is stored, audited and shown to the student', async () => {
    const who = await signedInAs(t.app, 'student', { firstName: 'Joy', lastName: 'Dela Cruz' });
    const noDate = await setStep(admin, who.id, 'credentials-evaluation', { status: 'completed' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.message).toBe(STEP_DATE_REQUIRED);
    expect(
      (await setStep(admin, who.id, 'credentials-evaluation', { status: 'completed', completedOn: '' })).statusCode,
    ).toBe(400);
    expect(await stepRows(who.id)).toEqual([]);

    t.clock.advance(60);
    const response = await setStep(admin, who.id, 'credentials-evaluation', {
      status: 'completed',
      completedOn: '2026-02-27',
      dueOn: '',
      note: '  CGFNS report received.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const step: TimelineStep = response.json().step;
    expect(step).toMatchObject({
      key: 'credentials-evaluation',
      source: 'support',
      status: 'completed',
      completedOn: '2026-02-27',
      dueOn: null,
      note: 'CGFNS report received.',
      updatedAt: t.clock.now().toISOString(),
      updatedBy: 'Grace Mensah',
    });
    expect(stepOf(await timelineOf(admin, who.id), 'credentials-evaluation')).toEqual(step);
    // The student sees the step, not which admin set it or when.
    expect(stepOf(await timelineOf(who), 'credentials-evaluation')).toEqual({
      ...step,
      updatedAt: null,
      updatedBy: null,
    });

    const [entry] = await auditOf(who.id);
    expect(entry).toMatchObject({
      action: 'application_step.updated',
      actorId: admin.id,
      subjectType: 'application_step',
      subjectUserId: who.id,
      before: null,
      after: { status: 'completed', completedOn: '2026-02-27', dueOn: null, note: 'CGFNS report received.' },
    });
    expect(entry?.summary).toBe(
      "Changed 'Credentials evaluation' of Joy Dela Cruz: status to completed, completion date to 2026-02-27 and note added",
    );
  });

  it('GET /api/tracking: the student never learns which admin set a step or when; the admin route tells', async () => {
    const who = await signedInAs(t.app, 'student');
    for (const [key, body] of [
      ['exam-passed', { status: 'in-progress', note: 'Results due in two days.' }],
      ['documents-verified', { dueOn: '2026-03-20' }],
    ] as const) {
      expect((await setStep(admin, who.id, key, body)).statusCode).toBe(200);
    }
    const own = await timelineOf(who);
    for (const step of own.steps) expect(step, step.key).toMatchObject({ updatedAt: null, updatedBy: null });
    expect(stepOf(own, 'exam-passed')).toMatchObject({ status: 'in-progress', note: 'Results due in two days.' });
    expect(stepOf(own, 'documents-verified')).toMatchObject({ dueOn: '2026-03-20' });
    expect(JSON.stringify(own)).not.toContain('Grace Mensah');
    const theirs = await timelineOf(admin, who.id);
    for (const key of ['exam-passed', 'documents-verified'] as const) {
      expect(stepOf(theirs, key)).toMatchObject({ updatedAt: t.clock.now().toISOString(), updatedBy: 'Grace Mensah' });
    }
  });

  it('a field left out keeps its value, on a support step and a records step; "" clears the due date and the note', async () => {
    const who = await signedInAs(t.app, 'student');
    const full = { dueOn: '2026-04-15', note: 'Send the form by post.' };
    expect((await setStep(admin, who.id, 'board-application', { status: 'in-progress', ...full })).statusCode).toBe(
      200,
    );
    expect((await setStep(admin, who.id, 'account-created', full)).statusCode).toBe(200);

    const statusOnly = await setStep(admin, who.id, 'board-application', {
      status: 'completed',
      completedOn: '2026-03-01',
    });
    expect(statusOnly.json().step).toMatchObject({ status: 'completed', completedOn: '2026-03-01', ...full });
    const dueOnly = await setStep(admin, who.id, 'account-created', { dueOn: '2026-05-01' });
    expect(dueOnly.json().step).toMatchObject({ dueOn: '2026-05-01', note: full.note });
    const noteOnly = await setStep(admin, who.id, 'account-created', { note: 'Done at sign-up.' });
    expect(noteOnly.json().step).toMatchObject({ dueOn: '2026-05-01', note: 'Done at sign-up.' });
    const nothing = await setStep(admin, who.id, 'board-application', {});
    expect(nothing.json().step).toMatchObject({ status: 'completed', completedOn: '2026-03-01', ...full });

    const cleared = await setStep(admin, who.id, 'board-application', { dueOn: '', note: '' });
    expect(cleared.json().step).toMatchObject({
      status: 'completed',
      completedOn: '2026-03-01',
      dueOn: null,
      note: null,
    });
    expect((await setStep(admin, who.id, 'account-created', { dueOn: '' })).json().step).toMatchObject({
      dueOn: null,
      note: 'Done at sign-up.',
    });
    const rows = await stepRows(who.id);
    expect(rows.find((row) => row.step === 'board-application')).toMatchObject({ dueOn: null, note: null });
    expect(rows.find((row) => row.step === 'account-created')).toMatchObject({
      status: null,
      completedOn: null,
      dueOn: null,
      note: 'Done at sign-up.',
    });
  });

  it('the audit summary says what changed: status, completion date, due date, note', async () => {
    const who = await signedInAs(t.app, 'student', { firstName: 'Lea', lastName: 'Santos' });
    const changes: [string, object][] = [
      ['exam-scheduled', { status: 'in-progress', dueOn: '2026-05-01' }],
      ['exam-scheduled', { dueOn: '2026-05-08' }],
      ['exam-scheduled', { note: 'Bring your ID.' }],
      ['exam-scheduled', { note: 'Bring two IDs.', dueOn: '' }],
      ['exam-scheduled', { note: '' }],
      ['exam-scheduled', { status: 'completed', completedOn: '2026-05-08' }],
      ['exam-scheduled', { status: 'completed', completedOn: '2026-05-09' }],
      ['exam-scheduled', { status: 'pending' }],
      ['exam-scheduled', {}],
      ['documents-submitted', { dueOn: '2026-03-07', note: 'All of them, please.' }],
    ];
    for (const [key, body] of changes) {
      t.clock.advance(1);
      expect((await setStep(admin, who.id, key, body)).statusCode, JSON.stringify(body)).toBe(200);
    }
    const step = "'Exam scheduled' of Lea Santos";
    expect((await auditOf(who.id)).map((entry) => entry.summary)).toEqual([
      `Changed ${step}: status to in progress and due date to 2026-05-01`,
      `Changed ${step}: due date to 2026-05-08`,
      `Changed ${step}: note added`,
      `Changed ${step}: due date removed and note changed`,
      `Changed ${step}: note removed`,
      `Changed ${step}: status to completed and completion date to 2026-05-08`,
      `Changed ${step}: completion date to 2026-05-09`,
      `Changed ${step}: status to pending and completion date removed`,
      `Saved ${step} unchanged`,
      "Changed 'Documents submitted' of Lea Santos: due date to 2026-03-07 and note added",
    ]);
  });

  it("'' is stored as null; a step not completed keeps no completion date; each change is audited with before and after", async () => {
    const who = await signedInAs(t.app, 'student');
    const first = await setStep(admin, who.id, 'board-application', {
      status: 'in-progress',
      completedOn: '2026-01-01',
      dueOn: '2026-04-15',
      note: 'Application sent to the New York board.',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().step).toMatchObject({ status: 'in-progress', completedOn: null, dueOn: '2026-04-15' });

    t.clock.advance(60);
    const second = await setStep(admin, who.id, 'board-application', { status: 'pending', dueOn: '', note: '' });
    expect(second.json().step).toMatchObject({ status: 'pending', completedOn: null, dueOn: null, note: null });
    const [row] = await stepRows(who.id);
    expect(row).toMatchObject({ status: 'pending', completedOn: null, dueOn: null, note: null, updatedById: admin.id });

    const entries = await auditOf(who.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      before: {
        status: 'in-progress',
        completedOn: null,
        dueOn: '2026-04-15',
        note: 'Application sent to the New York board.',
      },
      after: { status: 'pending', completedOn: null, dueOn: null, note: null },
    });
  });

  it('a support step without a status keeps its status and takes the due date and note', async () => {
    const who = await signedInAs(t.app, 'student');
    await setStep(admin, who.id, 'exam-scheduled', { status: 'completed', completedOn: '2026-02-20' });
    const response = await setStep(admin, who.id, 'exam-scheduled', { dueOn: '2026-05-01', note: 'Bring your ID.' });
    expect(response.json().step).toMatchObject({
      status: 'completed',
      completedOn: '2026-02-20',
      dueOn: '2026-05-01',
      note: 'Bring your ID.',
    });
  });

  it('400 STEP_FOLLOWS_RECORDS: a records step refuses a status or a completion date, but takes a due date and a note', async () => {
    const who = await signedInAs(t.app, 'student');
    for (const body of [
      { status: 'completed', completedOn: '2026-03-01' },
      { status: 'pending' },
      { completedOn: '2026-03-01' },
    ]) {
      const refused = await setStep(admin, who.id, 'documents-submitted', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual({ code: 'step_follows_records', message: STEP_FOLLOWS_RECORDS });
    }
    expect(await stepRows(who.id)).toEqual([]);
    expect(await auditOf(who.id)).toEqual([]);

    const response = await setStep(admin, who.id, 'documents-submitted', {
      dueOn: '2026-03-07',
      note: 'Please submit all documents by this date.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().step).toMatchObject({
      source: 'records',
      status: 'pending',
      completedOn: null,
      dueOn: '2026-03-07',
      note: 'Please submit all documents by this date.',
    });
    const [row] = await stepRows(who.id);
    expect(row).toMatchObject({ status: null, completedOn: null, dueOn: '2026-03-07' });
    // The records still decide: enrolling moves the step, the due date stays.
    await enrol(who.id, 'nclex-pn-us', day(-1));
    expect(stepOf(await timelineOf(who), 'documents-submitted')).toMatchObject({
      status: 'in-progress',
      dueOn: '2026-03-07',
    });
  });

  it('404 for an unknown step or student; 400 a date that is not a real calendar date; nothing stored', async () => {
    const who = await signedInAs(t.app, 'student');
    const unknownStep = await setStep(admin, who.id, 'nclex-party', { status: 'pending' });
    expect(unknownStep.statusCode).toBe(404);
    expect(unknownStep.json().error).toEqual({ code: 'step_not_found', message: STEP_NOT_FOUND });
    const unknownStudent = await setStep(admin, 'no-such-user', 'exam-passed', { status: 'pending' });
    expect(unknownStudent.statusCode).toBe(404);
    expect(unknownStudent.json().error).toEqual({ code: 'student_not_found', message: STUDENT_NOT_FOUND });
    for (const body of [
      { status: 'completed', completedOn: '2026-02-30' },
      { dueOn: 'tomorrow' },
      { status: 'done' },
      { note: 'x'.repeat(1001) },
      { status: 'pending', extra: true },
    ]) {
      expect((await setStep(admin, who.id, 'exam-passed', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stepRows(who.id)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(applicationSteps)
      .where(and(eq(applicationSteps.userId, 'no-such-user')));
    expect(rows).toEqual([]);
  });

  it('two admins setting the same new step at once: both succeed, one row, two audit entries', async () => {
    const who = await signedInAs(t.app, 'student');
    const other = await signedInAs(t.app, 'admin');
    const results = await Promise.all([
      setStep(admin, who.id, 'authorization-to-test', { status: 'in-progress', note: 'A' }),
      setStep(other, who.id, 'authorization-to-test', { status: 'in-progress', note: 'B' }),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await stepRows(who.id)).toHaveLength(1);
    const entries = await auditOf(who.id);
    expect(entries).toHaveLength(2);
    expect(entries.filter((entry) => entry.before === null)).toHaveLength(1);
  });
});
