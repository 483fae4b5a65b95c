import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssignmentSummary,
  ClassDetail,
  ClassResults,
  ClassSummary,
  MyAssignments,
  MyInvitations,
  StartedAssignment,
} from '../../../shared/classes/schemas';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import type { QuestionContent } from '../../../shared/items/registry';
import { type SignedIn, signedInAs, uniqueEmail } from '../../testing/accounts';
import { examClient, rightResponse, wrongResponse } from '../../testing/exam-client';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let priya: SignedIn;
let otherInstructor: SignedIn;
let admin: SignedIn;
let amara: SignedIn;
let ben: SignedIn;
let outsider: SignedIn;
let customFormId: string;

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(t.clock.now().getTime() + offsetHours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [priya, otherInstructor, admin, amara, ben, outsider] = await Promise.all([
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
    signedInAs(t.app, 'student', { firstName: 'Ben', lastName: 'Carter' }),
    signedInAs(t.app, 'student', { firstName: 'Olive', lastName: 'Outsider' }),
  ]);
  const created = await examClient(t.app, priya.cookie).createCustomTest({
    title: 'Renal drill',
    subjects: [],
    clientNeeds: [],
    itemTypes: [],
    questionCount: 4,
    timeLimitMinutes: 30,
  });
  expect(created.statusCode).toBe(201);
  customFormId = created.json().id;
});
afterAll(async () => {
  await t.close();
});

async function newClass(who: SignedIn, name = 'NCLEX-RN Cohort'): Promise<ClassSummary> {
  const response = await requestAs(t.app, who, 'POST', '/api/classes', { name });
  expect(response.statusCode).toBe(201);
  return response.json();
}
async function join(who: SignedIn, code: string): Promise<void> {
  const response = await requestAs(t.app, who, 'POST', '/api/classes/join', { code });
  expect(response.statusCode).toBe(200);
}
async function assign(who: SignedIn, classId: string, body: Record<string, unknown>): Promise<AssignmentSummary> {
  const response = await requestAs(t.app, who, 'POST', `/api/classes/${classId}/assignments`, {
    formId: customFormId,
    title: 'Week 1 drill',
    opensAt: at(-1),
    dueAt: at(48),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const itemOf = (id: string): QuestionContent => t.bank.find((item) => item.id === id) as QuestionContent;

/** Starts the assignment for `who`, answers `right` items right and the rest wrong, submits. */
async function take(who: SignedIn, assignmentId: string, right: number): Promise<string> {
  const started = await requestAs(t.app, who, 'POST', `/api/classes/assignments/${assignmentId}/start`);
  expect(started.statusCode, started.body).toBe(200);
  const { attemptId }: StartedAssignment = started.json();
  const exams = examClient(t.app, who.cookie);
  const attempt: InProgressAttempt = (await exams.get(attemptId)).json();
  for (const [index, entry] of attempt.items.entries()) {
    const item = itemOf(entry.item.id);
    const answered = await exams.respond(attemptId, item.id, index < right ? rightResponse(item) : wrongResponse(item));
    expect(answered.statusCode).toBe(200);
  }
  expect((await exams.submit(attemptId)).statusCode).toBe(200);
  return attemptId;
}

describe('issue 28 item 5: classes are their instructor’s and admins’ only', () => {
  it('an instructor creates a class with an 8-character join code and lists it', async () => {
    const created = await newClass(priya, 'Spring cohort');
    expect(created.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const list = await requestAs(t.app, priya, 'GET', '/api/classes');
    expect(list.json().classes.map((row: ClassSummary) => row.id)).toContain(created.id);
  });

  it('another instructor gets 404 on her class; an admin sees it; a student gets 403 on management', async () => {
    const created = await newClass(priya);
    const other = await requestAs(t.app, otherInstructor, 'GET', `/api/classes/${created.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('class_not_found');
    expect((await requestAs(t.app, otherInstructor, 'GET', `/api/classes/${created.id}/results`)).statusCode).toBe(404);
    expect((await requestAs(t.app, otherInstructor, 'GET', '/api/classes')).json().classes).not.toContainEqual(
      expect.objectContaining({ id: created.id }),
    );
    expect((await requestAs(t.app, admin, 'GET', `/api/classes/${created.id}`)).statusCode).toBe(200);
    const student = await requestAs(t.app, amara, 'POST', '/api/classes', { name: 'Mine' });
    expect(student.statusCode).toBe(403);
    expect(student.json().error.message).toBe(
      'Only instructors and admins manage classes. Join a class with its code instead.',
    );
    expect((await requestAs(t.app, amara, 'GET', `/api/classes/${created.id}`)).statusCode).toBe(403);
  });

  it('renames, changes the join code (the old one joins nothing) and archives', async () => {
    const created = await newClass(priya, 'Before');
    const renamed = await requestAs(t.app, priya, 'PATCH', `/api/classes/${created.id}`, { name: 'After' });
    expect(renamed.json().name).toBe('After');
    const recoded = (await requestAs(t.app, priya, 'POST', `/api/classes/${created.id}/join-code`)).json();
    expect(recoded.joinCode).not.toBe(created.joinCode);
    const old = await requestAs(t.app, ben, 'POST', '/api/classes/join', { code: created.joinCode });
    expect(old.statusCode).toBe(400);
    const archived = await requestAs(t.app, priya, 'POST', `/api/classes/${created.id}/archive`);
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await requestAs(t.app, ben, 'POST', '/api/classes/join', { code: recoded.joinCode })).statusCode).toBe(400);
  });

  it('refuses an empty class name with a sentence', async () => {
    const response = await requestAs(t.app, priya, 'POST', '/api/classes', { name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Give the class name.');
  });
});

describe('issue 28 item 5: joining a class', () => {
  it('a student joins by code (case and spaces forgiven); an unknown code is 400 class_code_unknown', async () => {
    const created = await newClass(priya);
    await join(amara, ` ${created.joinCode.toLowerCase().slice(0, 4)}-${created.joinCode.slice(4).toLowerCase()} `);
    const detail: ClassDetail = (await requestAs(t.app, priya, 'GET', `/api/classes/${created.id}`)).json();
    expect(detail.members.map((member) => member.name)).toEqual(['Amara Okafor']);
    const unknown = await requestAs(t.app, amara, 'POST', '/api/classes/join', { code: 'ZZZZZZZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'class_code_unknown',
      message: 'No class has this code. Check the 8 letters and digits your instructor gave you and try again.',
    });
  });

  it('an instructor, an admin or a trainer trying to join is 403', async () => {
    const created = await newClass(priya);
    const trainer = await signedInAs(t.app, 'trainer');
    for (const who of [otherInstructor, admin, trainer]) {
      const response = await requestAs(t.app, who, 'POST', '/api/classes/join', { code: created.joinCode });
      expect(response.statusCode).toBe(403);
    }
  });

  it('an invitation by email sends the join link; the student signed in with that email sees it and joins', async () => {
    const created = await newClass(priya, 'Invited cohort');
    const email = uniqueEmail('invited');
    const before = t.mail.length;
    const invited = await requestAs(t.app, priya, 'POST', `/api/classes/${created.id}/invitations`, {
      emails: [email.toUpperCase(), amara.email],
    });
    expect(invited.statusCode).toBe(200);
    const sent = t.mail.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([email, amara.email]);
    expect(sent[0]?.subject).toBe('Join the class Invited cohort on Nightingale');
    expect(sent[0]?.text).toContain(`/join-class?code=${created.joinCode}`);

    const student = await signedInAs(t.app, 'student', { email });
    const mine: MyInvitations = (await requestAs(t.app, student, 'GET', '/api/classes/my-invitations')).json();
    expect(mine.invitations.map((invitation) => invitation.className)).toEqual(['Invited cohort']);
    const otherPerson = await requestAs(
      t.app,
      ben,
      'POST',
      `/api/classes/invitations/${mine.invitations[0]?.id}/accept`,
    );
    expect(otherPerson.statusCode).toBe(404);
    const accepted = await requestAs(
      t.app,
      student,
      'POST',
      `/api/classes/invitations/${mine.invitations[0]?.id}/accept`,
    );
    expect(accepted.json()).toEqual({ classId: created.id, className: 'Invited cohort' });
    expect((await requestAs(t.app, student, 'GET', '/api/classes/my-invitations')).json().invitations).toEqual([]);
    const detail: ClassDetail = (await requestAs(t.app, priya, 'GET', `/api/classes/${created.id}`)).json();
    expect(detail.members.map((member) => member.userId)).toContain(student.id);
    expect(detail.invitations.find((invitation) => invitation.email === email)?.acceptedAt).not.toBeNull();
  });

  it('refuses an invalid address with a sentence and invites nobody', async () => {
    const created = await newClass(priya);
    const before = t.mail.length;
    const response = await requestAs(t.app, priya, 'POST', `/api/classes/${created.id}/invitations`, {
      emails: ['amara@school.edu', 'not-an-email'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Enter valid email addresses');
    expect(t.mail.length).toBe(before);
  });
});

describe('issue 28 item 5: assignments', () => {
  it('lists what she may assign: built-in quizzes, the adaptive exam and her own custom tests only', async () => {
    const created = await newClass(priya);
    const forms = (await requestAs(t.app, priya, 'GET', `/api/classes/${created.id}/assignable-forms`)).json().forms;
    const ids = forms.map((form: { id: string }) => form.id);
    expect(ids).toEqual(expect.arrayContaining(['quick-practice', 'adaptive-rn', customFormId]));
    const theirs = (
      await requestAs(
        t.app,
        otherInstructor,
        'GET',
        `/api/classes/${(await newClass(otherInstructor)).id}/assignable-forms`,
      )
    ).json().forms;
    expect(theirs.map((form: { id: string }) => form.id)).not.toContain(customFormId);
  });

  it('refuses a due date not after the opening and another instructor’s custom test, nothing added', async () => {
    const created = await newClass(priya);
    const dates = await requestAs(t.app, priya, 'POST', `/api/classes/${created.id}/assignments`, {
      formId: customFormId,
      title: 'Backwards',
      opensAt: at(10),
      dueAt: at(5),
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.message).toContain('The due date must be after the opening date.');
    const otherClass = await newClass(otherInstructor);
    const notHers = await requestAs(t.app, otherInstructor, 'POST', `/api/classes/${otherClass.id}/assignments`, {
      formId: customFormId,
      title: 'Borrowed',
      opensAt: at(-1),
      dueAt: at(5),
    });
    expect(notHers.statusCode).toBe(400);
    expect(notHers.json().error.code).toBe('form_not_assignable');
    const detail: ClassDetail = (await requestAs(t.app, priya, 'GET', `/api/classes/${created.id}`)).json();
    expect(detail.assignments).toEqual([]);
    const edit = await assign(priya, created.id, {});
    const badEdit = await requestAs(t.app, priya, 'PATCH', `/api/classes/${created.id}/assignments/${edit.id}`, {
      opensAt: at(3),
      dueAt: at(3),
    });
    expect(badEdit.statusCode).toBe(400);
    const goodEdit = await requestAs(t.app, priya, 'PATCH', `/api/classes/${created.id}/assignments/${edit.id}`, {
      opensAt: at(-2),
      dueAt: at(72),
    });
    expect(goodEdit.json().dueAt).toBe(at(72));
  });

  it('a member starts her assignment (her instructor’s custom test), resumes it, and sees it; a non-member gets 404', async () => {
    const created = await newClass(priya);
    await join(amara, created.joinCode);
    const assignment = await assign(priya, created.id, {});
    const first = await requestAs(t.app, amara, 'POST', `/api/classes/assignments/${assignment.id}/start`);
    expect(first.statusCode).toBe(200);
    const again = await requestAs(t.app, amara, 'POST', `/api/classes/assignments/${assignment.id}/start`);
    expect(again.json().attemptId).toBe(first.json().attemptId);
    expect(first.json().formKind).toBe('custom');
    const mine: MyAssignments = (await requestAs(t.app, amara, 'GET', '/api/classes/my-assignments')).json();
    const entry = mine.assignments.find((row) => row.id === assignment.id);
    expect(entry).toMatchObject({ state: 'open', attempt: { id: first.json().attemptId, status: 'in_progress' } });
    const stranger = await requestAs(t.app, outsider, 'POST', `/api/classes/assignments/${assignment.id}/start`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('assignment_not_found');
  });

  it('refuses a start before the opening and after the due date (409 with a sentence)', async () => {
    const created = await newClass(priya);
    await join(ben, created.joinCode);
    const later = await assign(priya, created.id, { title: 'Later quiz', opensAt: at(5), dueAt: at(10) });
    const early = await requestAs(t.app, ben, 'POST', `/api/classes/assignments/${later.id}/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^Later quiz opens on .+\. Come back then to start it\.$/);
    const past = await assign(priya, created.id, { title: 'Past quiz', opensAt: at(-10), dueAt: at(-5) });
    const late = await requestAs(t.app, ben, 'POST', `/api/classes/assignments/${past.id}/start`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('assignment_not_open');
    const states = (await requestAs(t.app, ben, 'GET', '/api/classes/my-assignments')).json() as MyAssignments;
    expect(states.assignments.find((row) => row.id === later.id)?.state).toBe('upcoming');
    expect(states.assignments.find((row) => row.id === past.id)?.state).toBe('overdue');
  });
});

describe('issue 28 item 5: archiving', () => {
  it('an archived assignment or class leaves the student’s list; an archived class takes nothing new (409)', async () => {
    const created = await newClass(priya, 'To archive');
    const gil = await signedInAs(t.app, 'student', { firstName: 'Gil', lastName: 'Archive' });
    await join(gil, created.joinCode);
    const kept = await assign(priya, created.id, { title: 'Kept' });
    const dropped = await assign(priya, created.id, { title: 'Dropped' });
    const gone = await requestAs(t.app, priya, 'DELETE', `/api/classes/${created.id}/assignments/${dropped.id}`);
    expect(gone.statusCode).toBe(204);
    const titles = async () =>
      ((await requestAs(t.app, gil, 'GET', '/api/classes/my-assignments')).json() as MyAssignments).assignments.map(
        (row) => row.title,
      );
    expect(await titles()).toEqual(['Kept']);
    expect((await requestAs(t.app, gil, 'POST', `/api/classes/assignments/${dropped.id}/start`)).statusCode).toBe(404);
    await requestAs(t.app, priya, 'POST', `/api/classes/${created.id}/archive`);
    expect(await titles()).toEqual([]);
    const late = await requestAs(t.app, priya, 'POST', `/api/classes/${created.id}/assignments`, {
      formId: customFormId,
      title: 'Too late',
      opensAt: at(-1),
      dueAt: at(5),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('class_archived');
    expect(
      (await requestAs(t.app, priya, 'GET', `/api/classes/${created.id}/results`)).json().assignments,
    ).toHaveLength(1);
    expect((await requestAs(t.app, gil, 'POST', `/api/classes/assignments/${kept.id}/start`)).statusCode).toBe(404);
  });

  it('an admin’s list holds every instructor’s classes', async () => {
    const mine = await newClass(priya, 'Priya’s');
    const theirs = await newClass(otherInstructor, 'Another’s');
    const ids = (
      (await requestAs(t.app, admin, 'GET', '/api/classes')).json() as { classes: ClassSummary[] }
    ).classes.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });
});

describe('issue 28 item 5: results read current members only', () => {
  it('shows takers, scores by client need, items with point-biserial, and who needs help first; never a non-member', async () => {
    const created = await newClass(priya, 'Results cohort');
    const carla = await signedInAs(t.app, 'student', { firstName: 'Carla', lastName: 'Diaz' });
    const dora = await signedInAs(t.app, 'student', { firstName: 'Dora', lastName: 'Evans' });
    const eve = await signedInAs(t.app, 'student', { firstName: 'Eve', lastName: 'Removed' });
    for (const who of [carla, dora, eve]) await join(who, created.joinCode);
    const assignment = await assign(priya, created.id, { title: 'Graded drill' });
    await take(carla, assignment.id, 4);
    await take(dora, assignment.id, 1);
    await take(eve, assignment.id, 2);
    // Eve is removed by her instructor; an outsider takes the same custom test in another class.
    const otherClass = await newClass(priya, 'Another cohort');
    await join(outsider, otherClass.joinCode);
    await take(outsider, (await assign(priya, otherClass.id, { title: 'Same test elsewhere' })).id, 2);
    const removed = await requestAs(t.app, priya, 'DELETE', `/api/classes/${created.id}/members/${eve.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await requestAs(t.app, priya, 'DELETE', `/api/classes/${created.id}/members/${eve.id}`)).statusCode).toBe(
      404,
    );

    const results: ClassResults = (await requestAs(t.app, priya, 'GET', `/api/classes/${created.id}/results`)).json();
    const graded = results.assignments.find((row) => row.id === assignment.id);
    expect(graded?.takers.map((taker) => [taker.name, taker.status, taker.percent])).toEqual([
      ['Carla Diaz', 'submitted', 100],
      ['Dora Evans', 'submitted', 25],
    ]);
    expect(JSON.stringify(results)).not.toContain(eve.id);
    expect(JSON.stringify(results)).not.toContain(outsider.id);
    expect(graded?.byClientNeed.reduce((sum, bar) => sum + bar.possible, 0)).toBe(8);
    expect(graded?.byClientNeed.reduce((sum, bar) => sum + bar.earned, 0)).toBe(5);
    // A custom test draws its items for each attempt: 4 items each, some shared.
    const items = graded?.items ?? [];
    expect(items.reduce((sum, item) => sum + item.takers, 0)).toBe(8);
    for (const item of items) {
      // Carla (100%) got every item; Dora (25%) one: an item both took that only Carla got correlates fully.
      if (item.takers === 2 && item.percentCorrect === 50) expect(item.pointBiserial).toBe(1);
      else expect(item.pointBiserial).toBeNull();
    }
    expect(results.needsHelp.map((row) => [row.name, row.meanPercent])).toEqual([
      ['Dora Evans', 25],
      ['Carla Diaz', 100],
    ]);
    expect((await requestAs(t.app, admin, 'GET', `/api/classes/${created.id}/results`)).statusCode).toBe(200);
  });

  it('a student who leaves no longer appears, and cannot start its assignments', async () => {
    const created = await newClass(priya);
    const fay = await signedInAs(t.app, 'student', { firstName: 'Fay', lastName: 'Leaves' });
    await join(fay, created.joinCode);
    const assignment = await assign(priya, created.id, {});
    await take(fay, assignment.id, 3);
    expect((await requestAs(t.app, fay, 'POST', `/api/classes/${created.id}/leave`)).statusCode).toBe(204);
    const results: ClassResults = (await requestAs(t.app, priya, 'GET', `/api/classes/${created.id}/results`)).json();
    expect(results.assignments[0]?.takers).toEqual([]);
    expect(results.needsHelp).toEqual([]);
    expect((await requestAs(t.app, fay, 'POST', `/api/classes/assignments/${assignment.id}/start`)).statusCode).toBe(
      404,
    );
  });
});
