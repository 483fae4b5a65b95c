import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import type { FormSummary, FormsOverview } from '../../../shared/exams/form-schemas';
import { BUILT_IN_FORMS } from '../../../shared/exams/forms';
import { CLIENT_NEEDS, SUBJECTS } from '../../../shared/exams/question-bank';
import { allocateByTestPlan } from '../../../shared/exams/test-plan';
import { ITEM_TYPES } from '../../../shared/items/registry';
import type { Role } from '../../../shared/roles';
import { signedInAs } from '../../testing/accounts';
import { examClient } from '../../testing/exam-client';
import { buildCaseStudy, buildQuestion, buildSataQuestion } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A bank big enough for every built-in form at every cap: 200 items per subject, both types. */
const bank = SUBJECTS.flatMap((subject, s) =>
  Array.from({ length: 200 }, (_, i) => {
    const n = s * 1000 + i + 1;
    return i % 4 === 0 ? buildSataQuestion(n, { subject }) : buildQuestion(n, { subject });
  }),
);

/** Three case studies, as the full practice exam asks, and one more for Case Studies to choose among. */
const caseStudies = [1, 2, 3, 4].map((n) => buildCaseStudy(n, SUBJECTS[n] ?? 'Pharmacology'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    bank: [...bank, ...caseStudies.flatMap((caseStudy) => caseStudy.items)],
    caseStudies: caseStudies.map((caseStudy) => caseStudy.group),
  });
});
afterAll(async () => {
  await t.close();
});

async function clientAs(role: Role | 'visitor' | 'unregistered') {
  if (role === 'visitor') return examClient(t.app);
  if (role === 'unregistered')
    return examClient(t.app, (await signedInAs(t.app, 'student', { isRegistered: false })).cookie);
  return examClient(t.app, (await signedInAs(t.app, role)).cookie);
}

const summary = (overview: FormsOverview, id: string): FormSummary => {
  const form = overview.forms.find((f) => f.id === id);
  if (!form) throw new Error(`no form ${id}`);
  return form;
};

describe('§9 the Training Center forms, with §6 caps', () => {
  it('lists the built-in forms in order with the quiz table counts and minutes for a registered student', async () => {
    const overview: FormsOverview = (await (await clientAs('student')).forms()).json();
    expect(overview.maxQuestions).toBe(75);
    expect(overview.forms.map((f) => [f.title, f.questionCount, f.timeLimitSeconds / 60])).toEqual([
      ['Free Sample', 10, 15],
      ['Quick Practice', 25, 38],
      ['Fundamentals', 30, 45],
      ['Pharmacology', 40, 60],
      ['Medical-Surgical', 50, 75],
      ['Maternal-Child', 35, 50],
      ['Mental Health', 30, 45],
      ['Comprehensive Review', 75, 120],
      ['Case Studies', 6, 20],
      ['NGN Practice', 10, 20],
      // Adaptive tests are NCSBN's length (85 to 150 items), whatever the user's maximum; adaptive.api.test.ts starts them.
      ['Adaptive NCLEX-RN', 150, 300],
      ['Adaptive NCLEX-PN', 150, 300],
      ['Full NCLEX Practice Exam', 75, 300],
    ]);
    expect(overview.forms.every((f) => f.available)).toBe(true);
  });

  it.each([
    ['admin', 200, 150],
    ['instructor', 150, 150],
    ['trainer', 100, 100],
    ['student', 75, 75],
    ['unregistered', 10, 10],
    ['visitor', 10, 10],
  ] as const)('caps every count by the maximum of a %s (%i): Full NCLEX %i items', async (role, max, full) => {
    const overview: FormsOverview = (await (await clientAs(role)).forms()).json();
    expect(overview.maxQuestions).toBe(max);
    expect(summary(overview, 'full-nclex').questionCount).toBe(full);
    expect(summary(overview, 'quick-practice').questionCount).toBe(Math.min(25, max));
    expect(summary(overview, 'comprehensive-review').questionCount).toBe(Math.min(75, max));
  });

  it('starts each built-in form with its capped count and its minutes on the clock', async () => {
    const student = await clientAs('student');
    // NGN Practice asks NGN item types only, which this bank has none of (ngn.api.test.ts starts it on
    // the real bank); an adaptive test starts through its own endpoint (adaptive.api.test.ts).
    for (const form of BUILT_IN_FORMS.filter((f) => f.kind !== 'ngn-practice' && f.kind !== 'adaptive')) {
      const attempt = await student.started(form.id);
      expect(attempt.items).toHaveLength(Math.min(form.questionCount, 75));
      expect(attempt.timeLimitSeconds).toBe(form.timeLimitMinutes * 60);
      if (form.filter.subjects.length === 1) {
        expect(new Set(attempt.items.map((entry) => entry.item.subject))).toEqual(new Set(form.filter.subjects));
      }
      await student.exit(attempt.id);
    }
  });

  it('gives an instructor a Full NCLEX practice exam of 150 items: three case studies and the rest drawn to the test plan shares', async () => {
    const attempt = await (await clientAs('instructor')).started('full-nclex');
    expect(attempt.items).toHaveLength(150);
    expect(attempt.caseStudies).toHaveLength(3);
    const standAlone = attempt.items.filter((entry) => !entry.caseStudy);
    expect(standAlone).toHaveLength(132);
    const counts = new Map(CLIENT_NEEDS.map((need) => [need, 0]));
    for (const entry of standAlone) counts.set(entry.item.clientNeeds, (counts.get(entry.item.clientNeeds) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(allocateByTestPlan(132));
  });
});

describe('§6 non-registered users can only take the 10-question Free Sample', () => {
  it.each(['visitor', 'unregistered'] as const)('marks every other form unavailable for a %s', async (who) => {
    const overview: FormsOverview = (await (await clientAs(who)).forms()).json();
    expect(overview.forms.filter((f) => f.available).map((f) => f.id)).toEqual(['free-sample']);
  });

  it.each(['visitor', 'unregistered'] as const)(
    'refuses a %s any other form with 403 and starts nothing',
    async (who) => {
      const client = await clientAs(who);
      for (const formId of ['pharmacology', 'quick-practice', 'full-nclex']) {
        const response = await client.start(formId);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('registration_required');
      }
      expect((await client.start('pharmacology')).json().error.message).toBe(
        'The Pharmacology test is for registered members. Register to take it; the Free Sample is open to everyone.',
      );
      expect((await client.start('free-sample')).statusCode).toBe(201);
    },
  );

  it('answers 404 for an unknown form and 400 for a bad mode', async () => {
    const student = await clientAs('student');
    expect((await student.start('no-such-form')).json().error.code).toBe('form_not_found');
    const badMode = await student.call('POST', '/forms/pharmacology/attempts', { mode: 'exam' });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().error.message).toBe('mode must be "timed", "tutor" or "nclex".');
  });
});

describe('§6 custom tests: instructors and admins compose, save and reuse them', () => {
  const body = {
    title: 'Cardiac and renal SATA drill',
    subjects: ['Medical-Surgical Nursing', 'Pharmacology'],
    clientNeeds: [],
    itemTypes: ['select-all-that-apply'],
    questionCount: 20,
    timeLimitMinutes: 30,
  };

  it('saves a custom test that only its author sees and takes, drawn by its filter', async () => {
    const instructor = await clientAs('instructor');
    const created = await instructor.createCustomTest(body);
    expect(created.statusCode).toBe(201);
    const form: FormSummary = created.json();
    expect(form).toMatchObject({ kind: 'custom', title: body.title, questionCount: 20, timeLimitSeconds: 1800 });

    const overview: FormsOverview = (await instructor.forms()).json();
    expect(overview.forms.at(-1)?.id).toBe(form.id);
    const attempt: InProgressAttempt = await instructor.started(form.id, 'tutor');
    expect(attempt.items).toHaveLength(20);
    expect(attempt.mode).toBe('tutor');
    for (const entry of attempt.items) {
      expect(entry.item.itemType).toBe('select-all-that-apply');
      expect(body.subjects).toContain(entry.item.subject);
    }

    const other = await clientAs('instructor');
    expect(((await other.forms()).json() as FormsOverview).forms.some((f) => f.id === form.id)).toBe(false);
    expect((await other.start(form.id)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/custom-tests/${form.id}`)).statusCode).toBe(404);

    expect((await instructor.call('DELETE', `/custom-tests/${form.id}`)).statusCode).toBe(204);
    expect((await instructor.start(form.id)).statusCode).toBe(404);
    expect((await instructor.get(attempt.id)).statusCode).toBe(200);
  });

  it("refuses a count over the author's cap with 400 and saves nothing", async () => {
    const instructor = await clientAs('instructor');
    const response = await instructor.createCustomTest({ ...body, itemTypes: [], questionCount: 151 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'too_many_questions',
      message: 'A test can have at most 150 questions for your account; choose 150 or fewer.',
    });
    const admin = await clientAs('admin');
    expect((await admin.createCustomTest({ ...body, itemTypes: [], questionCount: 200 })).statusCode).toBe(201);
    expect(((await instructor.forms()).json() as FormsOverview).forms.some((f) => f.kind === 'custom')).toBe(false);
  });

  it('refuses more questions than match, unknown item types and bad fields with a sentence', async () => {
    const admin = await clientAs('admin');
    const narrow = await admin.createCustomTest({ ...body, subjects: ['Community Health'], questionCount: 60 });
    expect(narrow.json().error).toEqual({
      code: 'not_enough_items',
      message: 'Only 50 questions match these choices. Choose 50 or fewer questions, or widen the choices.',
    });
    expect((await admin.createCustomTest({ ...body, itemTypes: ['essay'] })).json().error.message).toBe(
      `Unknown item type "essay": choose from ${ITEM_TYPES.join(', ')}.`,
    );
    expect((await admin.createCustomTest({ ...body, title: '  ' })).json().error.message).toBe(
      'Give the test a title.',
    );
    expect((await admin.createCustomTest({ ...body, timeLimitMinutes: 301 })).json().error.message).toBe(
      'The time limit must be at most 300 minutes.',
    );
  });

  it.each(['student', 'trainer', 'visitor'] as const)(
    'refuses a %s (spec §6: create tests is instructor and admin)',
    async (who) => {
      const response = await (await clientAs(who)).createCustomTest(body);
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
    },
  );
});
