import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import type { QuestionContent } from '../../../shared/items/registry';
import { EXAM_DATE_IN_PAST, type TodayPlan } from '../../../shared/study-plan/study-plan';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { examClient, rightResponse, wrongResponse } from '../../testing/exam-client';
import { requestAs } from '../../testing/marketplace';
import { buildCaseStudy, buildQuestionBank } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { planStatus } from './service';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // Quick Practice asks 25 items, the Full NCLEX 75 (a registered student's cap) to the test plan
  // with three case studies: a bank large enough for both.
  const studies = [1, 2, 3].map((n) => buildCaseStudy(n));
  t = await createTestApp({
    bank: [...buildQuestionBank(120), ...studies.flatMap((study) => study.items)],
    caseStudies: studies.map((study) => study.group),
  });
  admin = await signedInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const DAY_SECONDS = 24 * 60 * 60;

async function todayOf(who: SignedIn): Promise<TodayPlan> {
  const response = await requestAs(t.app, who, 'GET', '/api/study-plan/today');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function setTimeZone(who: SignedIn, timezone: string) {
  const response = await requestAs(t.app, who, 'PUT', '/api/account/settings', { ...DEFAULT_SETTINGS, timezone });
  expect(response.statusCode, response.body).toBe(200);
}

function authored(itemId: string): QuestionContent {
  const item = t.bank.find((question) => question.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item;
}

/** Starts `formId` as `who`, answers every item (right unless `wrong`), submits it. */
async function sit(who: SignedIn, formId = 'quick-practice', wrong = false): Promise<InProgressAttempt> {
  const exams = examClient(t.app, who.cookie);
  const attempt = await exams.started(formId);
  for (const entry of attempt.items) {
    const item = authored(entry.item.id);
    const response = await exams.respond(attempt.id, item.id, wrong ? wrongResponse(item) : rightResponse(item));
    expect(response.statusCode, response.body).toBe(200);
  }
  const submitted = await exams.submit(attempt.id);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return attempt;
}

describe('issue 25 item 5: the exam date', () => {
  it('saves a date from her local today onwards and counts the days to it', async () => {
    const student = await signedInAs(t.app, 'student');
    // The clock: 2026-03-02 09:00 UTC, 04:00 in New York.
    const response = await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-04-13' });
    expect(response.statusCode, response.body).toBe(200);
    const plan: TodayPlan = response.json();
    expect(plan).toMatchObject({
      today: '2026-03-02',
      examDate: '2026-04-13',
      examDateSource: 'student',
      daysToExam: 42,
    });
    expect((await todayOf(student)).examDate).toBe('2026-04-13');
  });

  it('refuses a date before her local today with a sentence, and changes nothing', async () => {
    const student = await signedInAs(t.app, 'student');
    await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-05-01' });
    const response = await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-03-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'exam_date_in_past', message: EXAM_DATE_IN_PAST });
    expect((await todayOf(student)).examDate).toBe('2026-05-01');
  });

  it('judges "today" in her time zone (Asia/Tokyo against America/Los_Angeles)', async () => {
    const student = await signedInAs(t.app, 'student');
    await setTimeZone(student, 'Asia/Tokyo');
    // 09:00 UTC is 18:00 on 2026-03-02 in Tokyo: the 2nd is today (allowed), the 1st is past.
    expect(
      (await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-03-02' })).statusCode,
    ).toBe(200);
    expect(
      (await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-03-01' })).statusCode,
    ).toBe(400);
    // 20:00 UTC is 05:00 on the 3rd in Tokyo, but still the 2nd in Los Angeles.
    t.clock.advance(11 * 60 * 60);
    try {
      const refused = await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-03-02' });
      expect(refused.statusCode).toBe(400);
      await setTimeZone(student, 'America/Los_Angeles');
      const saved = await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-03-02' });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      t.clock.advance(-11 * 60 * 60);
    }
  });

  it('refuses what is not a date with 400 and a sentence', async () => {
    const student = await signedInAs(t.app, 'student');
    for (const examDate of ['2026-02-30', 'next week', 20260501]) {
      const response = await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/\.$/);
    }
    expect((await todayOf(student)).examDateSource).toBe('none');
  });

  it('takes the timeline\'s "Exam scheduled" date when she set none, says so, and hers wins once set; clearing returns to it', async () => {
    const student = await signedInAs(t.app, 'student');
    const step = await requestAs(t.app, admin, 'PUT', `/api/admin/tracking/${student.id}/steps/exam-scheduled`, {
      dueOn: '2026-04-20',
    });
    expect(step.statusCode, step.body).toBe(200);
    expect(await todayOf(student)).toMatchObject({
      examDate: '2026-04-20',
      examDateSource: 'timeline',
      daysToExam: 49,
    });

    await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-04-10' });
    expect(await todayOf(student)).toMatchObject({ examDate: '2026-04-10', examDateSource: 'student' });

    const cleared = await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ examDate: '2026-04-20', examDateSource: 'timeline', studentExamDate: null });
  });

  it('is for signed-in students and full-access users only', async () => {
    expect((await requestAs(t.app, null, 'GET', '/api/study-plan/today')).statusCode).toBe(401);
    expect((await requestAs(t.app, null, 'PUT', '/api/study-plan/exam-date', { examDate: null })).statusCode).toBe(401);
    const visitorStudent = await signedInAs(t.app, 'student', { isRegistered: false });
    const plan = await todayOf(visitorStudent);
    expect(plan.practice.items).toBe(10);
    expect(plan.exam).toMatchObject({ available: false, plannedToday: false });
    const unregisteredTrainer = await signedInAs(t.app, 'trainer', { isRegistered: false });
    expect((await requestAs(t.app, unregisteredTrainer, 'GET', '/api/study-plan/today')).statusCode).toBe(403);
  });
});

describe("issue 25 item 5: today's plan and its progress", () => {
  it('plans cards, a practice set on her weakest categories and (none sat yet) a practice exam: 1 of 3 done with no cards due', async () => {
    const student = await signedInAs(t.app, 'student');
    const plan = await todayOf(student);
    expect(plan.examDateSource).toBe('none');
    expect(plan.cards).toMatchObject({ due: 0, done: true });
    expect(plan.practice).toMatchObject({ items: 20, answeredToday: 0, done: false });
    expect(plan.practice.categories).toHaveLength(3);
    expect(plan.exam).toMatchObject({ plannedToday: true, done: false, nextDay: '2026-03-02', available: true });
    expect([plan.partsDone, plan.partsPlanned]).toEqual([1, 3]);
    expect(plan.streak).toEqual({ days: 0, studiedToday: false });
  });

  it('marks the practice done after a practice attempt of at least N items submitted today, and starts the streak', async () => {
    const student = await signedInAs(t.app, 'student');
    await sit(student);
    const plan = await todayOf(student);
    expect(plan.practice).toMatchObject({ items: 20, answeredToday: 25, done: true });
    expect([plan.partsDone, plan.partsPlanned]).toEqual([2, 3]);
    expect(plan.streak).toEqual({ days: 1, studiedToday: true });
  });

  it('does not count a practice set with fewer than N items', async () => {
    const student = await signedInAs(t.app, 'student');
    const exams = examClient(t.app, student.cookie);
    const attempt = await exams.started('free-sample');
    for (const entry of attempt.items)
      await exams.respond(attempt.id, entry.item.id, rightResponse(authored(entry.item.id)));
    expect((await exams.submit(attempt.id)).statusCode).toBe(200);
    const plan = await todayOf(student);
    expect(plan.practice).toMatchObject({ answeredToday: 10, done: false });
    expect(plan.streak.days).toBe(1);
  });

  it('marks the practice exam done after a full practice exam submitted today, which is not counted as the practice set', async () => {
    const student = await signedInAs(t.app, 'student');
    const exams = examClient(t.app, student.cookie);
    const start = await exams.start('full-nclex');
    if (start.statusCode !== 201) throw new Error(`full exam not started: ${start.statusCode} ${start.body}`);
    const attempt: InProgressAttempt = start.json();
    for (const entry of attempt.items)
      await exams.respond(attempt.id, entry.item.id, rightResponse(authored(entry.item.id)));
    expect((await exams.submit(attempt.id)).statusCode).toBe(200);
    const plan = await todayOf(student);
    expect(plan.exam).toMatchObject({ plannedToday: true, done: true, nextDay: '2026-03-09' });
    expect(plan.practice.answeredToday).toBe(0);
    expect([plan.partsDone, plan.partsPlanned]).toEqual([2, 3]);
  });

  it('puts her weakest measured category first', async () => {
    const student = await signedInAs(t.app, 'student');
    // 50 items over 8 categories: at least one category has 7 or more, enough to be measured.
    await sit(student, 'quick-practice', true);
    await sit(student, 'quick-practice', true);
    const plan = await todayOf(student);
    expect(plan.practice.categories[0]?.percent).toBe(0);
    expect(plan.practice.categories[0]?.asked).toBeGreaterThanOrEqual(5);
  });

  it('keeps a streak across local days and resets it after a missed day', async () => {
    const student = await signedInAs(t.app, 'student');
    await sit(student);
    t.clock.advance(DAY_SECONDS);
    try {
      expect((await todayOf(student)).streak).toEqual({ days: 1, studiedToday: false });
      await sit(student);
      expect((await todayOf(student)).streak).toEqual({ days: 2, studiedToday: true });
      t.clock.advance(2 * DAY_SECONDS);
      expect((await todayOf(student)).streak).toEqual({ days: 0, studiedToday: false });
    } finally {
      t.clock.advance(-3 * DAY_SECONDS);
    }
  });

  it('shows the study days in the activity heat map, and empty charts without cards', async () => {
    const student = await signedInAs(t.app, 'student');
    await sit(student);
    const response = await requestAs(t.app, student, 'GET', '/api/study-plan/activity');
    expect(response.statusCode, response.body).toBe(200);
    const activity = response.json();
    expect(activity.today).toBe('2026-03-02');
    expect(activity.days.at(-1)).toEqual({ day: '2026-03-02', items: 25, cards: 0 });
    expect(activity.days[0].day).toBe('2025-11-10');
    expect(activity.days.filter((entry: { items: number }) => entry.items > 0)).toHaveLength(1);
    // No cards: the next 30 days, each with none due.
    expect(activity.duePerDay).toHaveLength(30);
    expect(activity.duePerDay.every((day: { due: number }) => day.due === 0)).toBe(true);
    // No reviews: twelve weeks, none with a percent recalled.
    expect(activity.retention).toHaveLength(12);
    expect(
      activity.retention.every(
        (week: { reviews: number; percent: number | null }) => week.reviews === 0 && week.percent === null,
      ),
    ).toBe(true);
  });
});

describe('study days from attempts still in progress', () => {
  it('counts answers saved today in an open attempt as study (streak, heat map), not as the practice set', async () => {
    const student = await signedInAs(t.app, 'student');
    const exams = examClient(t.app, student.cookie);
    const attempt = await exams.started('quick-practice');
    for (const entry of attempt.items.slice(0, 3)) {
      await exams.respond(attempt.id, entry.item.id, rightResponse(authored(entry.item.id)));
    }
    const plan = await todayOf(student);
    expect(plan.streak).toEqual({ days: 1, studiedToday: true });
    expect(plan.practice.answeredToday).toBe(0);
    const activity = (await requestAs(t.app, student, 'GET', '/api/study-plan/activity')).json();
    expect(activity.days.at(-1)).toEqual({ day: '2026-03-02', items: 3, cards: 0 });
  });
});

describe("planStatus (the reminders' contract)", () => {
  it('is not behind with nothing ever studied, behind after a day without the practice set, and not once it is done', async () => {
    const student = await signedInAs(t.app, 'student');
    const db = t.database.db;
    const zone = 'America/New_York';
    expect(await planStatus(db, student.id, t.clock.now(), zone)).toMatchObject({ behind: false, examDate: null });

    await sit(student); // 2026-03-02 in New York
    t.clock.advance(DAY_SECONDS);
    try {
      // The morning of the 3rd: yesterday's set was done.
      expect((await planStatus(db, student.id, t.clock.now(), zone)).behind).toBe(false);
      t.clock.advance(DAY_SECONDS);
      // The 4th: nothing on the 3rd.
      expect((await planStatus(db, student.id, t.clock.now(), zone)).behind).toBe(true);
    } finally {
      t.clock.advance(-2 * DAY_SECONDS);
    }
  });

  it('gives her exam date and the next practice exam day by the cadence', async () => {
    const student = await signedInAs(t.app, 'student');
    await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-03-13' });
    const status = await planStatus(t.database.db, student.id, t.clock.now(), 'America/New_York');
    expect(status).toMatchObject({ examDate: '2026-03-13', nextPracticeExamDay: '2026-03-02' });
    // Two days before: rest days, none planned.
    await requestAs(t.app, student, 'PUT', '/api/study-plan/exam-date', { examDate: '2026-03-04' });
    expect(
      (await planStatus(t.database.db, student.id, t.clock.now(), 'America/New_York')).nextPracticeExamDay,
    ).toBeNull();
  });
});
