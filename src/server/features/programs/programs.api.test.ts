import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROGRAM_COMING_SOON,
  PROGRAM_NOT_FOUND,
  PROGRAMS,
  type ProgramsResponse,
} from '../../../shared/programs/programs';
import { programEnrolments } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let student: SignedIn;
let trainer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [student, trainer, admin] = await Promise.all([
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const list = async (who: SignedIn | null): Promise<ProgramsResponse> => {
  const response = await requestAs(t.app, who, 'GET', '/api/programs');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const enrol = (who: SignedIn | null, programId: unknown) =>
  requestAs(t.app, who, 'PUT', '/api/programs/enrolment', { programId });
const storedEnrolment = async (userId: string) =>
  (await t.database.db.select().from(programEnrolments).where(eq(programEnrolments.userId, userId)))[0];

describe('§2 Program Selection: GET /api/programs', () => {
  it('§9 anyone, signed out too, reads the four programmes with fees 365, 200, 525 and 425 USD; no enrolment', async () => {
    const visitor = await list(null);
    expect(visitor.programs.map((program) => [program.id, program.feeUsd, program.status])).toEqual([
      ['nclex-rn-us', 365, 'available'],
      ['nclex-pn-us', 200, 'available'],
      ['nclex-rn-canada', 525, 'available'],
      ['visascreen', 425, 'coming-soon'],
    ]);
    expect(visitor.programs).toEqual(PROGRAMS);
    expect(visitor.enrolment).toBeNull();
  });

  it('a signed-in user sees their own enrolment, no one else’s', async () => {
    const mine = await signedInAs(t.app, 'student');
    expect((await enrol(mine, 'nclex-pn-us')).statusCode).toBe(200);
    expect((await list(mine)).enrolment).toEqual({ programId: 'nclex-pn-us', enrolledAt: t.clock.now().toISOString() });
    expect((await list(admin)).enrolment).toBeNull();
    expect((await list(null)).enrolment).toBeNull();
  });
});

describe('§2 PUT /api/programs/enrolment', () => {
  it('signed out: 401 "Please sign in to continue.", before the body is checked; nothing stored', async () => {
    const response = await enrol(null, 'nclex-rn-us');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'not_signed_in', message: 'Please sign in to continue.' });
    expect((await enrol(null, 42)).statusCode).toBe(401);
  });

  it('enrols the student in an available programme at now; GET shows it', async () => {
    const response = await enrol(student, 'nclex-rn-us');
    expect(response.statusCode).toBe(200);
    const enrolment = { programId: 'nclex-rn-us', enrolledAt: t.clock.now().toISOString() };
    expect(response.json()).toEqual({ enrolment });
    expect((await list(student)).enrolment).toEqual(enrolment);
  });

  it('the same programme again: 200, unchanged (enrolledAt kept)', async () => {
    const who = await signedInAs(t.app, 'student');
    const first = (await enrol(who, 'nclex-rn-us')).json().enrolment;
    t.clock.advance(3600);
    const again = await enrol(who, 'nclex-rn-us');
    expect(again.statusCode).toBe(200);
    expect(again.json().enrolment).toEqual(first);
    expect((await storedEnrolment(who.id))?.enrolledAt.toISOString()).toBe(first.enrolledAt);
  });

  it('changing programme is allowed at any time: the new programme, enrolled at now', async () => {
    const who = await signedInAs(t.app, 'student');
    await enrol(who, 'nclex-rn-us');
    t.clock.advance(86_400);
    const changed = await enrol(who, 'nclex-rn-canada');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().enrolment).toEqual({ programId: 'nclex-rn-canada', enrolledAt: t.clock.now().toISOString() });
    expect((await storedEnrolment(who.id))?.programId).toBe('nclex-rn-canada');
  });

  it('trainers and admins may enrol too (any signed-in user)', async () => {
    expect((await enrol(trainer, 'nclex-pn-us')).statusCode).toBe(200);
    expect((await enrol(admin, 'nclex-rn-canada')).statusCode).toBe(200);
  });

  it('§4 a coming-soon programme is refused: 400 program_coming_soon; nothing stored, the enrolment kept', async () => {
    const fresh = await signedInAs(t.app, 'student');
    const refused = await enrol(fresh, 'visascreen');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'program_coming_soon', message: PROGRAM_COMING_SOON });
    expect(await storedEnrolment(fresh.id)).toBeUndefined();

    const enrolled = await signedInAs(t.app, 'student');
    await enrol(enrolled, 'nclex-pn-us');
    expect((await enrol(enrolled, 'visascreen')).statusCode).toBe(400);
    expect((await storedEnrolment(enrolled.id))?.programId).toBe('nclex-pn-us');
  });

  it('an unknown programme is refused: 400 program_not_found; blank, missing or not text: 400 too; nothing stored', async () => {
    const who = await signedInAs(t.app, 'student');
    const unknown = await enrol(who, 'nclex-rn-mars');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({ code: 'program_not_found', message: PROGRAM_NOT_FOUND });
    for (const bad of ['', 42, null, 'x'.repeat(65)]) {
      const response = await enrol(who, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().error.message).toBe(PROGRAM_NOT_FOUND);
    }
    expect((await requestAs(t.app, who, 'PUT', '/api/programs/enrolment', {})).statusCode).toBe(400);
    expect(
      (await requestAs(t.app, who, 'PUT', '/api/programs/enrolment', { programId: 'nclex-rn-us', extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await storedEnrolment(who.id)).toBeUndefined();
  });

  it('two choices at once end with one of them, never an error', async () => {
    const who = await signedInAs(t.app, 'student');
    const responses = await Promise.all([enrol(who, 'nclex-rn-us'), enrol(who, 'nclex-pn-us')]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(['nclex-rn-us', 'nclex-pn-us']).toContain((await storedEnrolment(who.id))?.programId);
  });
});
