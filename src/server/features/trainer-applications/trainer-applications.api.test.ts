import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import {
  DECLINE_COMMENT_REQUIRED,
  EXPERIENCE_REQUIRED,
  QUALIFICATIONS_REQUIRED,
  STAFF_CANNOT_APPLY,
  type TrainerApplication,
} from '../../../shared/trainer-applications/applications';
import { auditLog, trainerApplications, users } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

const db = () => t.app.database.db;
const body = {
  qualifications: 'RN, BSN; Texas licence 123456',
  experience: 'Six years on a cardiac ward, three as a clinical instructor.',
  note: 'I would like to teach pharmacology.',
};
const apply = (who: SignedIn | null, payload: object = body) =>
  requestAs(t.app, who, 'POST', '/api/trainer-applications', payload);
const decide = (who: SignedIn | null, id: string, payload: object) =>
  requestAs(t.app, who, 'POST', `/api/admin/trainer-applications/${id}/decision`, payload);
const mine = async (who: SignedIn) =>
  (await requestAs(t.app, who, 'GET', '/api/trainer-applications/mine')).json()
    .application as TrainerApplication | null;
const roleOf = async (id: string) =>
  (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('issue 23: applying to become a trainer', () => {
  it('a student applies: 201 pending, shown as theirs; a second application while pending is refused', async () => {
    const student = await signedInAs(t.app, 'student', { firstName: 'Ama', lastName: 'Mensah' });
    expect(await mine(student)).toBeNull();
    const response = await apply(student);
    expect(response.statusCode).toBe(201);
    expect(response.json().application).toMatchObject({
      userId: student.id,
      applicantName: 'Ama Mensah',
      status: 'pending',
      qualifications: body.qualifications,
      decidedAt: null,
    });
    expect(await mine(student)).toMatchObject({ status: 'pending' });
    const again = await apply(student);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'trainer_application_pending',
      message: 'You already have an application under review. You will see the decision on this page.',
    });
    expect(
      await db().select().from(trainerApplications).where(eq(trainerApplications.userId, student.id)),
    ).toHaveLength(1);
  });

  it('refusals: signed out 401, blank fields 400 with the sentence, a trainer 409; nothing stored', async () => {
    const student = await signedInAs(t.app, 'student');
    expect((await apply(null)).statusCode).toBe(401);
    const blank = await apply(student, { qualifications: '  ', experience: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(QUALIFICATIONS_REQUIRED);
    expect((await apply(student, { qualifications: 'RN' })).json().error.message).toContain(EXPERIENCE_REQUIRED);
    const already = await apply(trainer);
    expect(already.statusCode).toBe(409);
    expect(already.json().error.code).toBe('already_trainer');
    expect(await mine(student)).toBeNull();
  });

  it('a non-admin cannot list or decide: 401 signed out, 403 with the sentence; nothing changes', async () => {
    const student = await signedInAs(t.app, 'student');
    const { application } = (await apply(student)).json();
    expect((await requestAs(t.app, null, 'GET', '/api/admin/trainer-applications')).statusCode).toBe(401);
    for (const who of [student, trainer]) {
      const list = await requestAs(t.app, who, 'GET', '/api/admin/trainer-applications');
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
      const decided = await decide(who, application.id, { decision: 'approved' });
      expect(decided.statusCode).toBe(403);
    }
    expect((await decide(null, application.id, { decision: 'approved' })).statusCode).toBe(401);
    expect(await roleOf(student.id)).toBe('student');
    expect(await mine(student)).toMatchObject({ status: 'pending' });
  });

  it('approval grants the trainer role (with a referral code) and writes an audit entry naming the admin', async () => {
    const student = await signedInAs(t.app, 'student', { firstName: 'Kofi', lastName: 'Boateng' });
    const { application } = (await apply(student)).json();
    const pending = (await requestAs(t.app, admin, 'GET', '/api/admin/trainer-applications?status=pending')).json()
      .applications as TrainerApplication[];
    expect(pending.map((a) => a.id)).toContain(application.id);
    const approved = await decide(admin, application.id, { decision: 'approved', comment: 'Welcome aboard.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().application).toMatchObject({
      status: 'approved',
      decisionComment: 'Welcome aboard.',
      decidedAt: t.clock.now().toISOString(),
    });
    const [account] = await db().select().from(users).where(eq(users.id, student.id));
    expect(account).toMatchObject({ role: 'trainer' });
    expect(account?.referralCode).toMatch(/\S/);
    // The new trainer opens the trainer tools at once.
    expect((await requestAs(t.app, student, 'GET', '/api/materials/mine')).statusCode).toBe(200);
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectId, application.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'trainer_application.decided',
        subjectUserId: student.id,
        summary: 'Approved the trainer application of Kofi Boateng: role student -> trainer',
        before: { status: 'pending', role: 'student' },
        after: { status: 'approved', role: 'trainer' },
        reason: 'Welcome aboard.',
      }),
    ]);
    const again = await decide(admin, application.id, { decision: 'declined', comment: 'No.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This application was already approved.');
  });

  it('a decline needs a comment; declined, the student keeps her role, reads the comment and may apply again', async () => {
    const student = await signedInAs(t.app, 'student');
    const { application } = (await apply(student)).json();
    const bare = await decide(admin, application.id, { decision: 'declined', comment: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toContain(DECLINE_COMMENT_REQUIRED);
    const declined = await decide(admin, application.id, {
      decision: 'declined',
      comment: 'Add your licence number, then apply again.',
    });
    expect(declined.statusCode).toBe(200);
    expect(await roleOf(student.id)).toBe('student');
    expect(await mine(student)).toMatchObject({
      status: 'declined',
      decisionComment: 'Add your licence number, then apply again.',
    });
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectId, application.id));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.id, after: { status: 'declined', role: 'student' } }),
    ]);
    expect((await apply(student)).statusCode).toBe(201);
    expect((await decide(admin, 'not-an-id', { decision: 'approved' })).statusCode).toBe(404);
  });

  it('an application id of the wrong form is refused with the shared id sentence (400)', async () => {
    const response = await decide(admin, 'not%20an%20id', { decision: 'approved' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      'The application id may hold only letters, digits, hyphens and underscores. Check the link and try again.',
    );
  });

  it('an instructor or an admin may not apply (their tools would be lost): 409 with the sentence, nothing stored', async () => {
    const instructor = await signedInAs(t.app, 'instructor');
    for (const who of [instructor, admin]) {
      const refused = await apply(who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ code: 'staff_cannot_apply', message: STAFF_CANNOT_APPLY });
      expect(await mine(who)).toBeNull();
    }
    expect(await roleOf(instructor.id)).toBe('instructor');
  });

  it('approval is refused when the applicant became an instructor since applying; nothing changes, a decline still works', async () => {
    const student = await signedInAs(t.app, 'student');
    const { application } = (await apply(student)).json();
    await db().update(users).set({ role: 'instructor' }).where(eq(users.id, student.id));
    const refused = await decide(admin, application.id, { decision: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('staff_cannot_apply');
    expect(await roleOf(student.id)).toBe('instructor');
    expect(await mine(student)).toMatchObject({ status: 'pending' });
    expect(await db().select().from(auditLog).where(eq(auditLog.subjectId, application.id))).toEqual([]);
    const declined = await decide(admin, application.id, {
      decision: 'declined',
      comment: 'You teach as an instructor; ask for a role change instead.',
    });
    expect(declined.statusCode).toBe(200);
    expect(await roleOf(student.id)).toBe('instructor');
  });
});
