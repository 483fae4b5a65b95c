import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import type { Material } from '../../../../shared/materials/materials';
import { type SignedIn, signedInAs } from '../../../testing/accounts';
import { pdfBytes, pngBytes, upload, uploadPdf } from '../../../testing/files';
import { buy, createCourseAs, requestAs } from '../../../testing/marketplace';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { buyVideo, createSessionAs, createVideoAs, openVideo } from '../../../testing/trainer-tools';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, student] = await Promise.all([
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const base = (courseId: string) => `/api/courses/${courseId}/curriculum`;
const draftOf = (who: SignedIn, title = 'Renal Care') => createCourseAs(t.app, who, { title, isPublished: false });
const curriculumOf = async (who: SignedIn, courseId: string): Promise<Curriculum> => {
  const response = await requestAs(t.app, who, 'GET', base(courseId));
  expect(response.statusCode).toBe(200);
  return response.json();
};
const addSection = async (who: SignedIn, courseId: string, title: string): Promise<string> => {
  const response = await requestAs(t.app, who, 'POST', `${base(courseId)}/sections`, { title });
  expect(response.statusCode).toBe(200);
  return (response.json() as Curriculum).sections.at(-1)?.id as string;
};
const addLesson = (who: SignedIn, courseId: string, sectionId: string, lesson: Record<string, unknown>) =>
  requestAs(t.app, who, 'POST', `${base(courseId)}/lessons`, { sectionId, lesson });
const textLesson = (title: string, bodyHtml = `<p>${title}</p>`) => ({ kind: 'text', title, bodyHtml });
const quiz = (overrides: Record<string, unknown> = {}) => ({
  subjects: [],
  clientNeeds: [],
  itemTypes: [],
  itemIds: [],
  questionCount: 1,
  passPercent: 70,
  ...overrides,
});

async function approvedMaterialOf(who: SignedIn, title: string): Promise<Material> {
  const file = await uploadPdf(t.app, who, { filename: `${title}.pdf`, text: title });
  const created = await requestAs(t.app, who, 'POST', '/api/materials', { title, fileId: file.id });
  expect(created.statusCode).toBe(201);
  const material: Material = created.json().material;
  const reviewed = await requestAs(t.app, admin, 'POST', `/api/admin/materials/${material.id}/review`, {
    status: 'approved',
    expectedVersion: material.version,
  });
  expect(reviewed.statusCode).toBe(200);
  return material;
}

describe('the curriculum of a course (issue 27 item 1)', () => {
  it('the trainer builds sections and lessons of every kind; the editor reads them in order', async () => {
    const course = await draftOf(trainer);
    const first = await addSection(trainer, course.id, 'Kidneys');
    const second = await addSection(trainer, course.id, 'Dialysis');
    const material = await approvedMaterialOf(trainer, 'Renal diet');
    const video = await createVideoAs(t.app, trainer, { title: 'Fistula care' });
    const session = await createSessionAs(t.app, trainer, { title: 'Ask about dialysis' });

    expect((await addLesson(trainer, course.id, first, textLesson('Nephron'))).statusCode).toBe(200);
    expect(
      (await addLesson(trainer, course.id, first, { kind: 'material', title: 'Diet sheet', materialId: material.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await addLesson(trainer, course.id, second, {
          kind: 'video',
          title: 'Watch',
          videoId: video.id,
          isFreePreview: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await addLesson(trainer, course.id, second, { kind: 'session', title: 'Live', sessionId: session.id }))
        .statusCode,
    ).toBe(200);
    const withQuiz = await addLesson(trainer, course.id, second, { kind: 'quiz', title: 'Check', quiz: quiz() });
    expect(withQuiz.statusCode).toBe(200);

    const curriculum = await curriculumOf(trainer, course.id);
    expect(curriculum.sections.map((s) => [s.title, s.lessons.map((l) => [l.kind, l.title, l.itemTitle])])).toEqual([
      [
        'Kidneys',
        [
          ['text', 'Nephron', null],
          ['material', 'Diet sheet', 'Renal diet'],
        ],
      ],
      [
        'Dialysis',
        [
          ['video', 'Watch', 'Fistula care'],
          ['session', 'Live', 'Ask about dialysis'],
          ['quiz', 'Check', null],
        ],
      ],
    ]);
    expect(curriculum.sections[1]?.lessons[0]?.isFreePreview).toBe(true);
    // An admin edits any course's curriculum; another trainer and a student may not read it.
    expect((await requestAs(t.app, admin, 'GET', base(course.id))).statusCode).toBe(200);
    expect((await requestAs(t.app, otherTrainer, 'GET', base(course.id))).statusCode).toBe(404);
    expect((await requestAs(t.app, student, 'GET', base(course.id))).statusCode).toBe(404);
    expect((await requestAs(t.app, null, 'GET', base(course.id))).statusCode).toBe(401);
  });

  it('renames and deletes sections; edits and deletes lessons', async () => {
    const course = await draftOf(trainer);
    const section = await addSection(trainer, course.id, 'Draft title');
    const renamed = await requestAs(t.app, trainer, 'PATCH', `${base(course.id)}/sections/${section}`, {
      title: 'Fluids',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().sections[0].title).toBe('Fluids');
    const added = await addLesson(trainer, course.id, section, textLesson('Isotonic'));
    const lessonId = added.json().sections[0].lessons[0].id;
    const edited = await requestAs(t.app, trainer, 'PUT', `${base(course.id)}/lessons/${lessonId}`, {
      lesson: { ...textLesson('Hypertonic', '<p>3% saline</p>'), isFreePreview: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().sections[0].lessons[0]).toMatchObject({
      title: 'Hypertonic',
      bodyHtml: '<p>3% saline</p>',
      isFreePreview: true,
    });
    expect(
      (await requestAs(t.app, trainer, 'DELETE', `${base(course.id)}/lessons/${lessonId}`)).json().sections[0].lessons,
    ).toEqual([]);
    expect(
      (await requestAs(t.app, trainer, 'DELETE', `${base(course.id)}/sections/${section}`)).json().sections,
    ).toEqual([]);
    expect((await requestAs(t.app, trainer, 'DELETE', `${base(course.id)}/sections/${section}`)).statusCode).toBe(404);
  });

  it('sanitises a text lesson on the server: no script, no handler, safe links', async () => {
    const course = await draftOf(trainer);
    const section = await addSection(trainer, course.id, 'Safety');
    const response = await addLesson(
      trainer,
      course.id,
      section,
      textLesson(
        'Links',
        '<p onmouseover="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://ncsbn.org">NCSBN</a></p><script>alert(1)</script><img src=x onerror=alert(2)>',
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json().sections[0].lessons[0].bodyHtml as string;
    expect(body).toBe(
      '<p>Read <a target="_blank" rel="noopener noreferrer nofollow">this</a> and <a href="https://ncsbn.org" target="_blank" rel="noopener noreferrer nofollow">NCSBN</a></p>',
    );
    const empty = await addLesson(trainer, course.id, section, textLesson('Empty', '<p><script>x</script></p>'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'invalid_lesson',
      message: expect.stringMatching(/needs some text/),
    });
    const tooLong = await addLesson(trainer, course.id, section, textLesson('Long', `<p>${'a'.repeat(100_001)}</p>`));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/at most 100,000 characters/);
  });

  it('refuses another trainer’s material, video and session with 403, a missing one with 404; nothing changes', async () => {
    const course = await draftOf(trainer);
    const section = await addSection(trainer, course.id, 'Theirs');
    const material = await approvedMaterialOf(otherTrainer, 'Not yours');
    const video = await createVideoAs(t.app, otherTrainer, { title: 'Not yours either' });
    const session = await createSessionAs(t.app, otherTrainer, { title: 'Their session' });
    for (const lesson of [
      { kind: 'material', title: 'x', materialId: material.id },
      { kind: 'video', title: 'x', videoId: video.id },
      { kind: 'session', title: 'x', sessionId: session.id },
    ]) {
      const response = await addLesson(trainer, course.id, section, lesson);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'lesson_item_not_yours',
        message: expect.stringMatching(/own/),
      });
    }
    const missing = await addLesson(trainer, course.id, section, {
      kind: 'video',
      title: 'x',
      videoId: '0b9c3c4e-1d2f-4a8b-9c1d-2e3f4a5b6c7d',
    });
    expect(missing.statusCode).toBe(404);
    // Another trainer cannot add to this course at all.
    expect((await addLesson(otherTrainer, course.id, section, textLesson('Hijack'))).statusCode).toBe(404);
    expect((await curriculumOf(trainer, course.id)).sections[0]?.lessons).toEqual([]);
  });

  it('a quiz draws only active stand-alone bank items and needs enough of them', async () => {
    const course = await draftOf(trainer);
    const section = await addSection(trainer, course.id, 'Quizzes');
    const unknown = await addLesson(trainer, course.id, section, {
      kind: 'quiz',
      title: 'Bad ids',
      quiz: quiz({ itemIds: ['no-such-item'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'invalid_quiz',
      message: expect.stringMatching(/no-such-item/),
    });
    const tooMany = await addLesson(trainer, course.id, section, {
      kind: 'quiz',
      title: 'Too many',
      quiz: quiz({ subjects: ['Pharmacology'], itemTypes: ['bow-tie'], questionCount: 50 }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/Only \d+ items of the bank match/);
    const badSpec = await addLesson(trainer, course.id, section, {
      kind: 'quiz',
      title: 'x',
      quiz: quiz({ questionCount: 0 }),
    });
    expect(badSpec.statusCode).toBe(400);
    expect((await curriculumOf(trainer, course.id)).sections[0]?.lessons).toEqual([]);
  });

  it('reorders sections and moves lessons across sections; an order naming other lessons is a 400 and changes nothing', async () => {
    const course = await draftOf(trainer);
    const a = await addSection(trainer, course.id, 'A');
    const b = await addSection(trainer, course.id, 'B');
    await addLesson(trainer, course.id, a, textLesson('one'));
    await addLesson(trainer, course.id, a, textLesson('two'));
    const before = await curriculumOf(trainer, course.id);
    const [one, two] = before.sections[0]?.lessons.map((lesson) => lesson.id) ?? [];
    const moved = await requestAs(t.app, trainer, 'PUT', `${base(course.id)}/order`, {
      sections: [
        { id: b, lessonIds: [two] },
        { id: a, lessonIds: [one] },
      ],
    });
    expect(moved.statusCode).toBe(200);
    const after: Curriculum = moved.json();
    expect(after.sections.map((s) => [s.title, s.lessons.map((l) => l.title)])).toEqual([
      ['B', ['two']],
      ['A', ['one']],
    ]);

    const other = await draftOf(otherTrainer, 'Other');
    const otherSection = await addSection(otherTrainer, other.id, 'Theirs');
    const theirs = (await addLesson(otherTrainer, other.id, otherSection, textLesson('theirs'))).json().sections[0]
      .lessons[0].id;
    for (const sections of [
      [
        { id: b, lessonIds: [two, theirs] },
        { id: a, lessonIds: [one] },
      ],
      [{ id: b, lessonIds: [two, one] }],
      [
        { id: b, lessonIds: [two, one] },
        { id: a, lessonIds: [one] },
      ],
      [
        { id: b, lessonIds: [two] },
        { id: otherSection, lessonIds: [one] },
      ],
    ]) {
      const refused = await requestAs(t.app, trainer, 'PUT', `${base(course.id)}/order`, { sections });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'invalid_order',
        message: expect.stringMatching(/every section/),
      });
    }
    expect(await curriculumOf(trainer, course.id)).toEqual(after);
  });

  it('limits: at most 30 sections, with a sentence', async () => {
    const course = await draftOf(trainer);
    for (let index = 0; index < 30; index += 1) await addSection(trainer, course.id, `S${index}`);
    const refused = await requestAs(t.app, trainer, 'POST', `${base(course.id)}/sections`, { title: 'One too many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'curriculum_limit',
      message: expect.stringMatching(/at most 30 sections/),
    });
  });
});

describe('the public outline of the curriculum (issue 27 item 1)', () => {
  it('shows section and lesson titles, kinds and free previews to everyone, never a lesson’s text; a draft only to its trainer', async () => {
    const course = await draftOf(trainer, 'Outlined');
    const section = await addSection(trainer, course.id, 'Basics');
    await addLesson(trainer, course.id, section, {
      ...textLesson('Open one', '<p>SECRET TEXT</p>'),
      isFreePreview: true,
    });
    await addLesson(trainer, course.id, section, { kind: 'quiz', title: 'Check', quiz: quiz() });
    const outlinePath = `${base(course.id)}/outline`;
    expect((await requestAs(t.app, null, 'GET', outlinePath)).statusCode).toBe(404);
    expect(
      (await requestAs(t.app, trainer, 'PATCH', `/api/courses/${course.id}/publication`, { isPublished: true }))
        .statusCode,
    ).toBe(200);
    const outline = await requestAs(t.app, null, 'GET', outlinePath);
    expect(outline.statusCode).toBe(200);
    expect(outline.json()).toEqual({
      lessonCount: 2,
      sections: [
        {
          id: section,
          title: 'Basics',
          lessons: [
            { id: expect.any(String), title: 'Open one', kind: 'text', isFreePreview: true },
            { id: expect.any(String), title: 'Check', kind: 'quiz', isFreePreview: false },
          ],
        },
      ],
    });
    expect(outline.body).not.toContain('SECRET TEXT');
  });
});

describe('the publishing rule (issue 27 item 1)', () => {
  it('a new course cannot be created published; a course without lessons cannot be published', async () => {
    const created = await requestAs(t.app, trainer, 'POST', '/api/courses', {
      title: 'Empty',
      description: 'Nothing yet.',
      priceCents: 1000,
      category: 'fundamentals',
      duration: '',
      level: 'Beginner',
      isPublished: true,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'course_needs_a_lesson',
      message: expect.stringMatching(/at least one lesson/),
    });

    const course = await draftOf(trainer, 'Still empty');
    const publish = () =>
      requestAs(t.app, trainer, 'PATCH', `/api/courses/${course.id}/publication`, { isPublished: true });
    expect((await publish()).statusCode).toBe(400);
    const section = await addSection(trainer, course.id, 'Only');
    expect((await publish()).statusCode).toBe(400);
    const lessonId = (await addLesson(trainer, course.id, section, textLesson('First'))).json().sections[0].lessons[0]
      .id;
    expect((await publish()).statusCode).toBe(200);
    // A published course keeps one lesson.
    const removeLast = await requestAs(t.app, trainer, 'DELETE', `${base(course.id)}/lessons/${lessonId}`);
    expect(removeLast.statusCode).toBe(400);
    expect(removeLast.json().error.code).toBe('course_needs_a_lesson');
    const removeSection = await requestAs(t.app, trainer, 'DELETE', `${base(course.id)}/sections/${section}`);
    expect(removeSection.statusCode).toBe(400);
    expect((await curriculumOf(trainer, course.id)).sections[0]?.lessons).toHaveLength(1);
  });

  it('a buyer of a course with a video lesson has the video in the library (included)', async () => {
    const course = await draftOf(trainer, 'With a video');
    const section = await addSection(trainer, course.id, 'Videos');
    const video = await createVideoAs(t.app, trainer, { title: 'Included clip', priceCents: 999 });
    await addLesson(trainer, course.id, section, { kind: 'video', title: 'Clip', videoId: video.id });
    expect(
      (await requestAs(t.app, trainer, 'PATCH', `/api/courses/${course.id}/publication`, { isPublished: true }))
        .statusCode,
    ).toBe(200);
    const courseBuyer = await signedInAs(t.app, 'student');
    expect((await openVideo(t.app, courseBuyer, video.id)).statusCode).toBe(403);
    expect((await buy(t.app, courseBuyer, course.id)).statusCode).toBe(201);
    const library = (await requestAs(t.app, courseBuyer, 'GET', `/api/videos?trainerId=${trainer.id}`)).json().videos;
    expect(library.find((v: { id: string }) => v.id === video.id)).toMatchObject({ viewerState: 'included' });
    expect((await openVideo(t.app, courseBuyer, video.id)).statusCode).toBe(200);
    const second = await buyVideo(t.app, courseBuyer, video.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('video_included');
    // Someone who did not buy the course still has to buy the video.
    expect((await openVideo(t.app, student, video.id)).statusCode).toBe(403);
  });
});

describe('what a lesson may hold, and a buyer’s files (issue 27 item 1; the flat contents are gone)', () => {
  it('lists the trainer’s approved materials, videos and upcoming sessions, never a pending material or another’s item', async () => {
    const course = await draftOf(otherTrainer, 'Peds');
    const approved = await approvedMaterialOf(otherTrainer, 'Growth charts');
    const pendingFile = await uploadPdf(t.app, otherTrainer, { filename: 'pending.pdf', text: 'Still pending' });
    await requestAs(t.app, otherTrainer, 'POST', '/api/materials', { title: 'Still pending', fileId: pendingFile.id });
    const video = await createVideoAs(t.app, otherTrainer, { title: 'Vaccines' });
    const session = await createSessionAs(t.app, otherTrainer, { title: 'Peds Q&A' });
    const notHers = await createVideoAs(t.app, trainer, { title: 'Not hers' });
    const items = await requestAs(t.app, otherTrainer, 'GET', `${base(course.id)}/items`);
    expect(items.statusCode).toBe(200);
    const listed: { kind: string; id: string; title: string; detail: string }[] = items.json().items;
    expect(listed).toEqual(
      expect.arrayContaining([
        { kind: 'material', id: approved.id, title: 'Growth charts', detail: 'Document' },
        { kind: 'video', id: video.id, title: 'Vaccines', detail: expect.stringMatching(/^Video · /) },
        expect.objectContaining({
          kind: 'session',
          id: session.id,
          detail: expect.stringMatching(/-minute session · /),
        }),
      ]),
    );
    expect(listed.map((item) => item.title)).not.toContain('Still pending');
    expect(listed.map((item) => item.id)).not.toContain(notHers.id);
    expect((await requestAs(t.app, admin, 'GET', `${base(course.id)}/items`)).statusCode).toBe(200);
  });

  it('only the course’s trainer or an admin lists them: 403 another trainer or a student, 401 signed out, 404 a draft or no such course', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Neuro' });
    const refused = await requestAs(t.app, otherTrainer, 'GET', `${base(course.id)}/items`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'not_your_course',
      message: expect.stringContaining('trainer'),
    });
    expect((await requestAs(t.app, student, 'GET', `${base(course.id)}/items`)).statusCode).toBe(403);
    const draft = await draftOf(trainer, 'Neuro draft');
    expect((await requestAs(t.app, otherTrainer, 'GET', `${base(draft.id)}/items`)).statusCode).toBe(404);
    expect((await requestAs(t.app, null, 'GET', `${base(course.id)}/items`)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await requestAs(t.app, trainer, 'GET', `${base(unknown)}/items`)).statusCode).toBe(404);
  });

  it('a buyer downloads the file of a material lesson through the player; a non-buyer and a visitor cannot; another course’s lesson is 404', async () => {
    const course = await draftOf(trainer, 'Ortho');
    const section = await addSection(trainer, course.id, 'Casts');
    const material = await approvedMaterialOf(trainer, 'Cast care');
    const added = await addLesson(trainer, course.id, section, {
      kind: 'material',
      title: 'Cast care',
      materialId: material.id,
    });
    expect(added.statusCode).toBe(200);
    const lessonId = (added.json() as Curriculum).sections[0]?.lessons[0]?.id as string;
    expect(
      (await requestAs(t.app, trainer, 'PATCH', `/api/courses/${course.id}/publication`, { isPublished: true }))
        .statusCode,
    ).toBe(200);
    const courseBuyer = await signedInAs(t.app, 'student');
    expect((await buy(t.app, courseBuyer, course.id)).statusCode).toBe(201);
    const lesson = await requestAs(t.app, courseBuyer, 'GET', `/api/courses/${course.id}/lessons/${lessonId}`);
    expect(lesson.statusCode).toBe(200);
    const { fileHref, fileName } = lesson.json().body;
    expect(fileName).toBe('Cast care.pdf');
    const file = await requestAs(t.app, courseBuyer, 'GET', fileHref);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdfBytes('Cast care'))).toBe(true);
    expect((await requestAs(t.app, student, 'GET', fileHref)).statusCode).toBe(403);
    expect((await requestAs(t.app, null, 'GET', fileHref)).statusCode).toBe(403);
    const other = await createCourseAs(t.app, trainer, { title: 'Another course' });
    const elsewhere = `/api/courses/${other.id}/lessons/${lessonId}/file`;
    expect((await requestAs(t.app, courseBuyer, 'GET', elsewhere)).statusCode).toBe(404);
  });
});

describe('the cover image and the short outline (issue 27 item 1)', () => {
  it('the trainer sets an outline and an uploaded image; everyone sees them on the course; a PDF or another’s image is refused', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'With a cover' });
    const uploaded = await upload(t.app, trainer, 'course-cover', {
      filename: 'cover.png',
      data: pngBytes(),
      contentType: 'image/png',
    });
    expect(uploaded.statusCode).toBe(201);
    const coverId = uploaded.json().file.id;
    const presentation = (body: unknown, who = trainer) =>
      requestAs(t.app, who, 'PUT', `/api/courses/${course.id}/presentation`, body);
    const saved = await presentation({ outline: '  Dose insulin safely.  ', coverFileId: coverId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      outline: 'Dose insulin safely.',
      coverUrl: `/api/courses/${course.id}/cover`,
    });
    const listed = (await requestAs(t.app, null, 'GET', '/api/courses?search=With%20a%20cover')).json().courses[0];
    expect(listed).toMatchObject({ outline: 'Dose insulin safely.', coverUrl: `/api/courses/${course.id}/cover` });
    const cover = await requestAs(t.app, null, 'GET', `/api/courses/${course.id}/cover`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');

    // Not an image: the upload itself is refused. Another trainer's image, or a material's file: 400.
    const pdf = await upload(t.app, trainer, 'course-cover', {
      filename: 'cover.pdf',
      data: Buffer.from('%PDF-1.4 not an image'),
      contentType: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(400);
    const theirs = (
      await upload(t.app, otherTrainer, 'course-cover', {
        filename: 'x.png',
        data: pngBytes(),
        contentType: 'image/png',
      })
    ).json().file.id;
    const material = await uploadPdf(t.app, trainer, { filename: 'm.pdf' });
    for (const coverFileId of [theirs, material.id]) {
      const refused = await presentation({ outline: 'Changed', coverFileId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('invalid_cover');
    }
    const tooLong = await presentation({ outline: 'x'.repeat(301), coverFileId: null });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/at most 300 characters/);
    expect((await presentation({ outline: 'Mine', coverFileId: null }, otherTrainer)).statusCode).toBe(403);
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json().outline).toBe(
      'Dose insulin safely.',
    );
    // Left out, the cover is kept; null removes it.
    const kept = await presentation({ outline: 'Dose insulin and heparin safely.' });
    expect(kept.json()).toMatchObject({
      outline: 'Dose insulin and heparin safely.',
      coverUrl: `/api/courses/${course.id}/cover`,
    });
    expect((await presentation({ outline: '', coverFileId: null })).json()).toMatchObject({
      outline: '',
      coverUrl: null,
    });
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}/cover`)).statusCode).toBe(404);
    // A student may not upload a cover.
    const studentUpload = await upload(t.app, student, 'course-cover', {
      filename: 'x.png',
      data: pngBytes(),
      contentType: 'image/png',
    });
    expect(studentUpload.statusCode).toBe(403);
  });
});
