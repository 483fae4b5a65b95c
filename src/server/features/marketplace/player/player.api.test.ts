import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../shared/account/settings';
import type { CoursePlayer, LessonContent } from '../../../../shared/marketplace/course-player';
import { type SignedIn, signedInAs } from '../../../testing/accounts';
import { giveCourseCurriculum, quizSpec } from '../../../testing/curriculum';
import { examClient, rightResponse } from '../../../testing/exam-client';
import { buy, createCourseAs, requestAs } from '../../../testing/marketplace';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createSessionAs, createVideoAs } from '../../../testing/trainer-tools';
import { startQuizOfLesson } from './lessons';
import { lessonQuizAttempts } from './tables';

let t: TestApp;
let trainer: SignedIn;
let admin: SignedIn;
let buyer: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, admin, buyer, student] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Maria', lastName: 'Santos' }),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const playerOf = (who: SignedIn | null, courseId: string) =>
  requestAs(t.app, who, 'GET', `/api/courses/${courseId}/player`);
const lessonPath = (courseId: string, lessonId: string) => `/api/courses/${courseId}/lessons/${lessonId}`;
const open = (who: SignedIn | null, courseId: string, lessonId: string) =>
  requestAs(t.app, who, 'GET', lessonPath(courseId, lessonId));
const complete = (who: SignedIn | null, courseId: string, lessonId: string) =>
  requestAs(t.app, who, 'PUT', `${lessonPath(courseId, lessonId)}/completion`);
const incomplete = (who: SignedIn | null, courseId: string, lessonId: string) =>
  requestAs(t.app, who, 'DELETE', `${lessonPath(courseId, lessonId)}/completion`);

/** A published course of the trainer with two text lessons (the first a free preview) and a quiz lesson. */
async function courseWithLessons(title: string) {
  const course = await createCourseAs(t.app, trainer, { title, priceCents: 3000 });
  const lessonIds = await giveCourseCurriculum(t.database.db, course.id, [
    {
      title: 'Getting started',
      lessons: [
        { kind: 'text', title: 'Welcome', bodyHtml: '<p>Welcome to the course.</p>', isFreePreview: true },
        { kind: 'text', title: 'High-alert drugs', bodyHtml: '<p>Insulin, heparin, opioids.</p>' },
      ],
    },
    {
      title: 'Check yourself',
      lessons: [{ kind: 'quiz', title: 'Dosing quiz', quiz: quizSpec({ questionCount: 2 }) }],
    },
  ]);
  return { course, lessonIds: lessonIds as [string, string, string] };
}

/** Starts the quiz lesson as `who`, answers every item rightly and submits it. */
async function passQuiz(who: SignedIn, courseId: string, lessonId: string) {
  const started = await requestAs(t.app, who, 'POST', `${lessonPath(courseId, lessonId)}/quiz`);
  expect(started.statusCode).toBe(201);
  const { attemptId } = started.json();
  const exams = examClient(t.app, who.cookie);
  const attempt = (await exams.get(attemptId)).json();
  for (const { item } of attempt.items as { item: { id: string } }[]) {
    const authored = t.bank.find((question) => question.id === item.id);
    if (!authored) throw new Error(`unknown item ${item.id}`);
    expect((await exams.respond(attemptId, item.id, rightResponse(authored))).statusCode).toBe(200);
  }
  expect((await exams.submit(attemptId)).statusCode).toBe(200);
  return attemptId as string;
}

describe('issue 27 item 2: who opens a lesson', () => {
  it('a buyer opens every lesson; a non-buyer and a visitor only the free preview, with a sentence for the rest', async () => {
    const { course, lessonIds } = await courseWithLessons('Pharmacology in practice');
    const [preview, locked] = lessonIds;

    const visitorView = (await playerOf(null, course.id)).json() as CoursePlayer;
    expect(visitorView.access).toBe('visitor');
    expect(visitorView.sections.flatMap((s) => s.lessons).map((l) => [l.title, l.isLocked])).toEqual([
      ['Welcome', false],
      ['High-alert drugs', true],
      ['Dosing quiz', true],
    ]);
    expect(visitorView.continueLessonId).toBe(preview);
    const previewOpened = await open(null, course.id, preview);
    expect(previewOpened.statusCode).toBe(200);
    expect(previewOpened.json().body).toEqual({ kind: 'text', bodyHtml: '<p>Welcome to the course.</p>' });

    const refused = await open(student, course.id, locked);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'lesson_locked', message: expect.stringContaining('Buy the course') });
    expect(refused.body).not.toContain('heparin');
    expect((await open(null, course.id, locked)).statusCode).toBe(403);

    expect((await buy(t.app, buyer, course.id)).statusCode).toBe(201);
    const opened = await open(buyer, course.id, locked);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      title: 'High-alert drugs',
      sectionTitle: 'Getting started',
      previousLessonId: preview,
      nextLessonId: lessonIds[2],
      isComplete: false,
    } satisfies Partial<LessonContent>);
  });

  it('the trainer previews every lesson as a learner would, and keeps no progress; an admin opens them too', async () => {
    const { course, lessonIds } = await courseWithLessons('Trainer preview');
    const view = (await playerOf(trainer, course.id)).json() as CoursePlayer;
    expect(view).toMatchObject({ access: 'trainer', tracksProgress: false, percent: 0 });
    expect(view.sections.flatMap((s) => s.lessons).every((l) => !l.isLocked)).toBe(true);
    expect((await open(trainer, course.id, lessonIds[1])).statusCode).toBe(200);
    const marked = await complete(trainer, course.id, lessonIds[1]);
    expect(marked.statusCode).toBe(403);
    expect(marked.json().error.code).toBe('not_a_buyer');
    expect((await open(admin, course.id, lessonIds[1])).statusCode).toBe(200);
  });

  it('a refunded purchase loses access to the lessons', async () => {
    const { course, lessonIds } = await courseWithLessons('Refunded course');
    const purchase = (await buy(t.app, student, course.id)).json().purchase;
    expect((await open(student, course.id, lessonIds[1])).statusCode).toBe(200);
    const refund = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${purchase.id}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(refund.statusCode).toBe(200);
    expect((await open(student, course.id, lessonIds[1])).statusCode).toBe(403);
    expect(((await playerOf(student, course.id)).json() as CoursePlayer).access).toBe('visitor');
    const mine = await requestAs(t.app, student, 'GET', '/api/my-courses');
    expect(mine.json().courses.map((c: { courseId: string }) => c.courseId)).not.toContain(course.id);
  });

  it('a lesson of another course, or no lesson, is 404; a malformed id is 400', async () => {
    const { course } = await courseWithLessons('Course one');
    const other = await courseWithLessons('Course two');
    const wrong = await open(trainer, course.id, other.lessonIds[0]);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('lesson_not_found');
    expect((await open(trainer, course.id, 'bad id!')).statusCode).toBe(400);
  });
});

describe('issue 27 item 2: progress, Mark complete, the quiz lesson and the certificate', () => {
  it('works through a course: continue where she left off, mark complete and incomplete, quiz completes on submit, certificate issued', async () => {
    const { course, lessonIds } = await courseWithLessons('Cardiac nursing');
    const [welcome, drugs, quiz] = lessonIds;
    expect((await buy(t.app, buyer, course.id)).statusCode).toBe(201);

    const fresh = (await playerOf(buyer, course.id)).json() as CoursePlayer;
    expect(fresh).toMatchObject({ access: 'buyer', tracksProgress: true, percent: 0, hasStarted: false });
    expect(fresh.continueLessonId).toBe(welcome);

    await open(buyer, course.id, drugs);
    const afterOpen = (await playerOf(buyer, course.id)).json() as CoursePlayer;
    expect(afterOpen).toMatchObject({ continueLessonId: drugs, hasStarted: true });

    const marked = await complete(buyer, course.id, welcome);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ completedCount: 1, lessonCount: 3, percent: 33 });
    expect((await complete(buyer, course.id, welcome)).json().completedCount).toBe(1);
    expect((await incomplete(buyer, course.id, welcome)).json()).toMatchObject({ completedCount: 0, percent: 0 });
    await complete(buyer, course.id, welcome);
    await complete(buyer, course.id, drugs);

    const tooSoon = await requestAs(t.app, buyer, 'GET', `/api/courses/${course.id}/certificate.pdf`);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toEqual({
      code: 'course_not_completed',
      message: 'Complete every lesson to get your certificate: 1 of 3 lessons is not complete yet.',
    });

    const quizByHand = await complete(buyer, course.id, quiz);
    expect(quizByHand.statusCode).toBe(409);
    expect(quizByHand.json().error.code).toBe('lesson_completes_itself');

    // Starting twice resumes the attempt in progress.
    const first = (await requestAs(t.app, buyer, 'POST', `${lessonPath(course.id, quiz)}/quiz`)).json();
    const again = (await requestAs(t.app, buyer, 'POST', `${lessonPath(course.id, quiz)}/quiz`)).json();
    expect(again).toEqual({ attemptId: first.attemptId, resumed: true });
    const quizLesson = (await open(buyer, course.id, quiz)).json() as LessonContent;
    expect(quizLesson.body).toEqual({
      kind: 'quiz',
      questionCount: 2,
      passPercent: 60,
      attempt: { id: first.attemptId, status: 'in_progress', percent: null },
    });
    expect(((await playerOf(buyer, course.id)).json() as CoursePlayer).completedCount).toBe(2);

    const attemptId = await passQuiz(buyer, course.id, quiz);
    expect(attemptId).toBe(first.attemptId);
    const done = (await playerOf(buyer, course.id)).json() as CoursePlayer;
    expect(done).toMatchObject({ completedCount: 3, percent: 100 });
    expect(done.certificate).not.toBeNull();
    const certificateId = done.certificate?.id as string;
    expect(done.certificate?.verifyPath).toBe(`/certificates/${certificateId}`);

    const pdf = await requestAs(t.app, buyer, 'GET', `/api/courses/${course.id}/certificate.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Amara Okafor');
    expect(text).toContain('Cardiac nursing');
    expect(text).toContain('Maria Santos');
    expect(text).toContain('March 2, 2026');
    expect(text).toContain(`http://localhost:3000/certificates/${certificateId}`);

    // Anyone verifies it, signed out too.
    const verified = await requestAs(t.app, null, 'GET', `/api/certificates/${certificateId}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      id: certificateId,
      learnerName: 'Amara Okafor',
      courseTitle: 'Cardiac nursing',
      trainerName: 'Maria Santos',
      issuedAt: t.clock.now().toISOString(),
      issuedOn: 'March 2, 2026',
    });

    const mine = (await requestAs(t.app, buyer, 'GET', '/api/my-courses')).json();
    expect(mine.courses).toContainEqual(
      expect.objectContaining({ courseId: course.id, percent: 100, hasCertificate: true, completedCount: 3 }),
    );
  });

  it('a double click on Start quiz starts one attempt: both answers name it', async () => {
    const { course, lessonIds } = await courseWithLessons('Double start');
    await buy(t.app, buyer, course.id);
    const me = (await requestAs(t.app, buyer, 'GET', '/api/account/me')).json().user;
    // Two requests in flight at once (the service called directly: inject() runs them one after the other).
    const start = () =>
      startQuizOfLesson(t.database.db, { courseId: course.id, lessonId: lessonIds[2], viewer: me }, t.clock.now());
    const [first, second] = await Promise.all([start(), start()]);
    expect(second.attemptId).toBe(first.attemptId);
    expect([first.resumed, second.resumed].sort()).toEqual([false, true]);
    const started = await t.database.db
      .select()
      .from(lessonQuizAttempts)
      .where(eq(lessonQuizAttempts.lessonId, lessonIds[2]));
    expect(started).toHaveLength(1);
  });

  it('a quiz lesson left running past its time is submitted when next read: the lesson completes, and Start quiz begins a new attempt', async () => {
    const { course, lessonIds } = await courseWithLessons('Out of time');
    const learner = await signedInAs(t.app, 'student');
    await buy(t.app, learner, course.id);
    const quiz = lessonIds[2];
    const first = (await requestAs(t.app, learner, 'POST', `${lessonPath(course.id, quiz)}/quiz`)).json();
    // Two items at 90 seconds each, and the answers' grace: the time is up.
    t.clock.advance(2 * 90 + 60);
    const view = (await playerOf(learner, course.id)).json() as CoursePlayer;
    expect(view.sections[1]?.lessons[0]).toMatchObject({ id: quiz, isComplete: true });
    const lesson = (await open(learner, course.id, quiz)).json() as LessonContent;
    expect(lesson.body).toMatchObject({ kind: 'quiz', attempt: { id: first.attemptId, status: 'submitted' } });
    const again = (await requestAs(t.app, learner, 'POST', `${lessonPath(course.id, quiz)}/quiz`)).json();
    expect(again.resumed).toBe(false);
    expect(again.attemptId).not.toBe(first.attemptId);
  });

  it('the verification page gives the date of issue as the PDF prints it, in the learner’s time zone', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Night shift', priceCents: 1000 });
    const [only] = await giveCourseCurriculum(t.database.db, course.id, [
      { title: 'One', lessons: [{ kind: 'text', title: 'Only lesson', bodyHtml: '<p>Rest.</p>' }] },
    ]);
    const learner = await signedInAs(t.app, 'student', { firstName: 'Leilani', lastName: 'Kahale' });
    const saved = await requestAs(t.app, learner, 'PUT', '/api/account/settings', {
      ...DEFAULT_SETTINGS,
      timezone: 'Pacific/Honolulu',
    });
    expect(saved.statusCode).toBe(200);
    await buy(t.app, learner, course.id);
    // Just after 09:00 UTC on March 2 is 23:00 on March 1 in Honolulu.
    const certificate = (await complete(learner, course.id, only as string)).json().certificate;
    const pdf = await requestAs(t.app, learner, 'GET', `/api/courses/${course.id}/certificate.pdf`);
    expect(pdfText(pdf.rawPayload)).toContain('Issued on March 1, 2026');
    const verified = (await requestAs(t.app, null, 'GET', `/api/certificates/${certificate.id}`)).json();
    expect(verified).toMatchObject({ issuedAt: t.clock.now().toISOString(), issuedOn: 'March 1, 2026' });
  });

  it('a refund withdraws the certificate: it no longer verifies, nor downloads', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Refund after completing', priceCents: 1000 });
    const [only] = await giveCourseCurriculum(t.database.db, course.id, [
      { title: 'One', lessons: [{ kind: 'text', title: 'Only lesson', bodyHtml: '<p>Done.</p>' }] },
    ]);
    const learner = await signedInAs(t.app, 'student');
    const purchase = (await buy(t.app, learner, course.id)).json().purchase;
    const certificate = (await complete(learner, course.id, only as string)).json().certificate;
    expect((await requestAs(t.app, null, 'GET', `/api/certificates/${certificate.id}`)).statusCode).toBe(200);
    const refund = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${purchase.id}/refund`, {
      reason: 'Asked for a refund after completing',
    });
    expect(refund.statusCode).toBe(200);
    const withdrawn = await requestAs(t.app, null, 'GET', `/api/certificates/${certificate.id}`);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().error).toEqual({
      code: 'certificate_not_found',
      message: 'This certificate was withdrawn: the learner’s purchase of the course was refunded.',
    });
    expect((await requestAs(t.app, learner, 'GET', `/api/courses/${course.id}/certificate.pdf`)).statusCode).toBe(403);
  });

  it('a deleted account’s certificate no longer verifies, so its name is not shown in public', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Short course', priceCents: 1000 });
    const [only] = await giveCourseCurriculum(t.database.db, course.id, [
      { title: 'One', lessons: [{ kind: 'text', title: 'Only lesson', bodyHtml: '<p>Done.</p>' }] },
    ]);
    const leaving = await signedInAs(t.app, 'student', { firstName: 'Nadia', lastName: 'Leaving' });
    await buy(t.app, leaving, course.id);
    const certificate = (await complete(leaving, course.id, only as string)).json().certificate;
    expect((await requestAs(t.app, null, 'GET', `/api/certificates/${certificate.id}`)).statusCode).toBe(200);
    expect((await requestAs(t.app, admin, 'DELETE', `/api/admin/users/${leaving.id}`)).statusCode).toBeLessThan(300);
    const withdrawn = await requestAs(t.app, null, 'GET', `/api/certificates/${certificate.id}`);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().error).toEqual({
      code: 'certificate_not_found',
      message: 'This certificate was withdrawn: the account of the learner who held it was deleted.',
    });
    expect(withdrawn.body).not.toContain('Nadia');
  });

  it('a certificate is for buyers only, and an unknown verification code is 404', async () => {
    const { course } = await courseWithLessons('Not bought');
    const refused = await requestAs(t.app, student, 'GET', `/api/courses/${course.id}/certificate.pdf`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_a_buyer');
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}/certificate.pdf`)).statusCode).toBe(401);
    const unknown = await requestAs(t.app, null, 'GET', '/api/certificates/7d9f4a36-1c2b-4f5e-9a8b-2c3d4e5f6a7b');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('certificate_not_found');
    expect((await requestAs(t.app, null, 'GET', '/api/certificates/not-a-code')).statusCode).toBe(404);
  });

  it('a video lesson gives a buyer its URL and a session lesson the session as the sessions feature shows it', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Media course', priceCents: 2000 });
    const video = await createVideoAs(t.app, trainer, { title: 'Heart sounds', priceCents: 1500 });
    const session = await createSessionAs(t.app, trainer, { title: 'Ask me anything' });
    const [videoLesson, sessionLesson] = await giveCourseCurriculum(t.database.db, course.id, [
      {
        title: 'Watch and join',
        lessons: [
          { kind: 'video', title: 'Listen', videoId: video.id },
          { kind: 'session', title: 'Live', sessionId: session.id },
        ],
      },
    ]);
    expect((await open(student, course.id, videoLesson as string)).statusCode).toBe(403);
    await buy(t.app, student, course.id);
    const watched = (await open(student, course.id, videoLesson as string)).json() as LessonContent;
    expect(watched.body.kind).toBe('video');
    if (watched.body.kind === 'video') expect(watched.body.video?.videoUrl).toBe(video.videoUrl);
    const joined = (await open(student, course.id, sessionLesson as string)).json() as LessonContent;
    expect(joined.body).toMatchObject({ kind: 'session', session: { id: session.id, title: 'Ask me anything' } });
    // The client posts Mark complete when the video ends.
    expect((await complete(student, course.id, videoLesson as string)).json().completedCount).toBe(1);
  });
});

/**
 * The text of a PDF's content streams (pdfkit writes text as hex glyph strings), and its info strings.
 * Each stream is cut by its dictionary's /Length: compressed bytes may end in a carriage return, which a
 * search for "endstream" would take for the line break before it (a CI run failed so).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const hex = [...content.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) =>
      Buffer.from(m[1] as string, 'hex').toString('latin1'),
    );
    // One text object's pieces are joined; objects are separated by a newline.
    parts.push(content.replace(/<([0-9a-fA-F]+)>/g, (_, h: string) => Buffer.from(h, 'hex').toString('latin1')));
    parts.push(hex.join(''));
  }
  return parts.join('\n');
}
