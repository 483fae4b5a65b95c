import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import { msg } from '../../../../shared/i18n/msg';
import {
  type Curriculum,
  type CurriculumOrderBody,
  type CurriculumOutline,
  type EditorLesson,
  type LessonFields,
  MAX_LESSONS,
  MAX_SECTIONS,
} from '../../../../shared/marketplace/curriculum';
import type { QuizSpec } from '../../../../shared/marketplace/lessons';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { isUuid } from '../../../lib/query-text';
import { listQuizBankItems } from '../../exams/service';
import { listMaterialsByIds } from '../../materials/service';
import { listSessionsByIds } from '../../trainer-sessions/service';
import { findVideos } from '../../trainer-videos/service';
import { getCourse } from '../courses';
import { hasVisibleText, sanitizeLessonHtml } from './sanitize-lesson-html';
import { courseLessons, courseSections } from './tables';

type LessonRow = typeof courseLessons.$inferSelect;

/** The course `courseId` if `editor` may change its curriculum (its trainer or an admin). Errors: 404, 403. */
async function editableCourse(db: Database, courseId: string, editor: AccountUser) {
  const course = await getCourse(db, courseId, editor);
  if (!course.canEdit) {
    throw new AppError('not_your_course', {
      status: 403,
      message: msg('Only the course’s trainer or an admin can change its curriculum.'),
    });
  }
  return course;
}

/** Runs `work` in a transaction holding the course's lock, so two changes of one curriculum run one after the other. */
function inCourseLock<T>(db: Database, courseId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`curriculum:${courseId}`}))`);
    return work(tx as unknown as Database);
  });
}

/** The number of lessons of course `courseId` (the publishing rule, issue 27 item 1). */
export async function countLessons(db: Database, courseId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courseLessons).where(eq(courseLessons.courseId, courseId));
  return row?.total ?? 0;
}

/** The titles of the materials, videos and sessions `lessons` hold, by id. */
async function itemTitles(db: Database, lessons: readonly LessonRow[], editor: AccountUser, now: Date) {
  const ids = (pick: (lesson: LessonRow) => string | null) => lessons.flatMap((lesson) => pick(lesson) ?? []);
  const [materials, videos, sessions] = await Promise.all([
    listMaterialsByIds(
      db,
      ids((lesson) => lesson.materialId),
    ),
    findVideos(
      db,
      ids((lesson) => lesson.videoId),
    ),
    listSessionsByIds(
      db,
      ids((lesson) => lesson.sessionId),
      editor,
      now,
    ),
  ]);
  return new Map<string, string>([...materials, ...videos, ...sessions].map((item) => [item.id, item.title]));
}

/**
 * The whole curriculum of course `courseId` for its editor (issue 27 item 1): its sections in
 * order, each with its lessons in order and the title of the material, video or session a lesson
 * holds. For the course's trainer and admins. Errors: 404 no such course, 403 `not_your_course`.
 */
export async function getCurriculum(
  db: Database,
  courseId: string,
  editor: AccountUser,
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  const [sections, lessons] = await Promise.all([
    db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, course.id))
      .orderBy(asc(courseSections.position), asc(courseSections.createdAt)),
    db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, course.id))
      .orderBy(asc(courseLessons.position), asc(courseLessons.createdAt)),
  ]);
  const titles = await itemTitles(db, lessons, editor, now);
  const toLesson = (row: LessonRow): EditorLesson => ({
    id: row.id,
    sectionId: row.sectionId,
    title: row.title,
    kind: row.kind,
    bodyHtml: row.bodyHtml,
    materialId: row.materialId,
    videoId: row.videoId,
    sessionId: row.sessionId,
    quiz: row.quiz,
    isFreePreview: row.isFreePreview,
    itemTitle: titles.get(row.materialId ?? row.videoId ?? row.sessionId ?? '') ?? null,
  });
  return {
    courseId: course.id,
    courseTitle: course.title,
    isPublished: course.isPublished,
    outline: course.outline,
    coverUrl: course.coverUrl,
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      lessons: lessons.filter((lesson) => lesson.sectionId === section.id).map(toLesson),
    })),
  };
}

/**
 * The public outline of course `courseId` (issue 27 item 1) for everyone who may see the course:
 * section and lesson titles in order, each lesson's kind and free-preview mark, the lesson count.
 * Errors: 404 no such course (or a draft the reader may not see).
 */
export async function getCurriculumOutline(
  db: Database,
  courseId: string,
  viewer: AccountUser | null,
): Promise<CurriculumOutline> {
  const course = await getCourse(db, courseId, viewer);
  const [sections, lessons] = await Promise.all([
    db
      .select({ id: courseSections.id, title: courseSections.title })
      .from(courseSections)
      .where(eq(courseSections.courseId, course.id))
      .orderBy(asc(courseSections.position), asc(courseSections.createdAt)),
    db
      .select({
        id: courseLessons.id,
        sectionId: courseLessons.sectionId,
        title: courseLessons.title,
        kind: courseLessons.kind,
        isFreePreview: courseLessons.isFreePreview,
      })
      .from(courseLessons)
      .where(eq(courseLessons.courseId, course.id))
      .orderBy(asc(courseLessons.position), asc(courseLessons.createdAt)),
  ]);
  return {
    sections: sections.map((section) => ({
      ...section,
      lessons: lessons
        .filter((lesson) => lesson.sectionId === section.id)
        .map(({ id, title, kind, isFreePreview }) => ({ id, title, kind, isFreePreview })),
    })),
    lessonCount: lessons.length,
  };
}

const sectionNotFound = () =>
  new AppError('section_not_found', {
    status: 404,
    message: msg('This section is not in the course any more. Reload the course editor.'),
  });
const lessonNotFound = () =>
  new AppError('lesson_not_found', {
    status: 404,
    message: msg('This lesson is not in the course any more. Reload the course editor.'),
  });

async function findSection(db: Database, courseId: string, sectionId: string) {
  if (!isUuid(sectionId)) throw sectionNotFound();
  const [row] = await db
    .select()
    .from(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)));
  if (!row) throw sectionNotFound();
  return row;
}

async function findLesson(db: Database, courseId: string, lessonId: string) {
  if (!isUuid(lessonId)) throw lessonNotFound();
  const [row] = await db
    .select()
    .from(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)));
  if (!row) throw lessonNotFound();
  return row;
}

/**
 * Adds a section titled `title` at the end of course `courseId`'s curriculum. Errors: 404, 403,
 * 400 `curriculum_limit` past MAX_SECTIONS sections. Returns the curriculum.
 */
export async function addSection(
  db: Database,
  { courseId, editor, title }: { courseId: string; editor: AccountUser; title: string },
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  await inCourseLock(db, course.id, async (tx) => {
    const [row] = await tx
      .select({ total: count(), last: sql<number>`coalesce(max(${courseSections.position}), -1)::int` })
      .from(courseSections)
      .where(eq(courseSections.courseId, course.id));
    if ((row?.total ?? 0) >= MAX_SECTIONS) {
      throw new AppError('curriculum_limit', {
        status: 400,
        message: msg(
          'A course may have at most {{maxSections}} sections. Put the lessons of this one in an existing section.',
          { maxSections: MAX_SECTIONS },
        ),
      });
    }
    await tx
      .insert(courseSections)
      .values({ courseId: course.id, title, position: (row?.last ?? -1) + 1, createdAt: now, updatedAt: now });
  });
  return getCurriculum(db, course.id, editor, now);
}

/** Renames section `sectionId` of course `courseId`. Errors: 404 (course or section), 403. Returns the curriculum. */
export async function renameSection(
  db: Database,
  { courseId, sectionId, editor, title }: { courseId: string; sectionId: string; editor: AccountUser; title: string },
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  const section = await findSection(db, course.id, sectionId);
  await db.update(courseSections).set({ title, updatedAt: now }).where(eq(courseSections.id, section.id));
  return getCurriculum(db, course.id, editor, now);
}

/**
 * Deletes section `sectionId` of course `courseId` with its lessons (and the learners' completions
 * of them). A published course keeps at least one lesson: 400 `course_needs_a_lesson` otherwise.
 * Errors: 404, 403. Returns the curriculum.
 */
export async function deleteSection(
  db: Database,
  { courseId, sectionId, editor }: { courseId: string; sectionId: string; editor: AccountUser },
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  await inCourseLock(db, course.id, async (tx) => {
    const section = await findSection(tx, course.id, sectionId);
    const [inSection] = await tx
      .select({ total: count() })
      .from(courseLessons)
      .where(eq(courseLessons.sectionId, section.id));
    if (
      course.isPublished &&
      (inSection?.total ?? 0) > 0 &&
      (inSection?.total ?? 0) >= (await countLessons(tx, course.id))
    ) {
      throw keepOneLesson();
    }
    await tx.delete(courseSections).where(eq(courseSections.id, section.id));
  });
  return getCurriculum(db, course.id, editor, now);
}

const keepOneLesson = () =>
  new AppError('course_needs_a_lesson', {
    status: 400,
    message: msg('A published course keeps at least one lesson. Add another lesson first, or unpublish the course.'),
  });

/**
 * The lesson's kind columns from its fields: exactly the field of its kind set, the text sanitised.
 * Errors: 400 `invalid_lesson` for a text lesson with no visible text.
 */
export function lessonColumns(fields: LessonFields) {
  const none = { bodyHtml: null, materialId: null, videoId: null, sessionId: null, quiz: null };
  switch (fields.kind) {
    case 'text': {
      const bodyHtml = sanitizeLessonHtml(fields.bodyHtml);
      if (!hasVisibleText(bodyHtml)) {
        throw new AppError('invalid_lesson', {
          status: 400,
          message: msg('A text lesson needs some text. Write it, then save.'),
        });
      }
      return { ...none, bodyHtml };
    }
    case 'material':
      return { ...none, materialId: fields.materialId.toLowerCase() };
    case 'video':
      return { ...none, videoId: fields.videoId.toLowerCase() };
    case 'session':
      return { ...none, sessionId: fields.sessionId.toLowerCase() };
    case 'quiz':
      return { ...none, quiz: fields.quiz };
  }
}

type LessonItemKind = 'material' | 'video' | 'session';
const NOT_YOURS_MESSAGES: Record<LessonItemKind, string> = {
  material: msg('A lesson can hold only the course trainer’s own materials. Choose one from the list.'),
  video: msg('A lesson can hold only the course trainer’s own videos. Choose one from the list.'),
  session: msg('A lesson can hold only the course trainer’s own sessions. Choose one from the list.'),
};
const MISSING_MESSAGES: Record<LessonItemKind, string> = {
  material: msg('This material does not exist any more. Choose another from the list.'),
  video: msg('This video does not exist any more. Choose another from the list.'),
  session: msg('This session does not exist any more. Choose another from the list.'),
};
const notYours = (what: LessonItemKind) =>
  new AppError('lesson_item_not_yours', { status: 403, message: NOT_YOURS_MESSAGES[what] });
const itemMissing = (what: LessonItemKind) =>
  new AppError('lesson_item_not_found', { status: 404, message: MISSING_MESSAGES[what] });

/**
 * Checks that what lesson `fields` hold may be in a course of `trainerId` (issue 27 item 1 and "Bad
 * input"): the trainer's own approved material, video or session that is not cancelled; a quiz
 * whose item ids are active stand-alone bank items, or whose filters match at least `questionCount`
 * items. Errors: 404 `lesson_item_not_found`, 403 `lesson_item_not_yours`, 400 `invalid_lesson`/`invalid_quiz`.
 */
async function checkLessonItem(
  db: Database,
  trainerId: string,
  fields: LessonFields,
  editor: AccountUser,
  now: Date,
): Promise<void> {
  if (fields.kind === 'material') {
    const [material] = await listMaterialsByIds(db, [fields.materialId]);
    if (!material) throw itemMissing('material');
    if (material.trainerId !== trainerId) throw notYours('material');
    if (material.status !== 'approved') {
      throw new AppError('invalid_lesson', {
        status: 400,
        message: msg('A lesson can hold only a material an admin approved. Wait for the review, or choose another.'),
      });
    }
  }
  if (fields.kind === 'video') {
    const [video] = await findVideos(db, [fields.videoId]);
    if (!video) throw itemMissing('video');
    if (video.trainerId !== trainerId) throw notYours('video');
  }
  if (fields.kind === 'session') {
    const [session] = await listSessionsByIds(db, [fields.sessionId], editor, now);
    if (!session) throw itemMissing('session');
    if (session.trainerId !== trainerId) throw notYours('session');
    if (session.status === 'cancelled') {
      throw new AppError('invalid_lesson', {
        status: 400,
        message: msg('This session was cancelled. Choose a session that still takes place.'),
      });
    }
  }
  if (fields.kind === 'quiz') await checkQuiz(db, fields.quiz);
}

/** The items a quiz spec may draw: its item ids when it names some, otherwise the filters' matches. Errors: 400 `invalid_quiz`. */
export async function checkQuiz(db: Database, quiz: QuizSpec): Promise<void> {
  const bank = await listQuizBankItems(db);
  if (quiz.itemIds.length > 0) {
    const usable = new Set(bank.map((item) => item.id));
    const unknown = quiz.itemIds.filter((id) => !usable.has(id));
    if (unknown.length > 0) {
      throw new AppError('invalid_quiz', {
        status: 400,
        message: msg(
          'These items are not active stand-alone items of the bank: {{itemIds}}. Remove them, or choose items by subject instead.',
          { itemIds: unknown.slice(0, 5).join(', ') },
        ),
      });
    }
    if (new Set(quiz.itemIds).size < quiz.questionCount) {
      throw new AppError('invalid_quiz', {
        status: 400,
        message: msg('The quiz asks {{questionCount}} items but names {{named}}. Name more items or ask fewer.', {
          questionCount: quiz.questionCount,
          named: new Set(quiz.itemIds).size,
        }),
      });
    }
    return;
  }
  const matching = bank.filter(
    (item) =>
      (quiz.subjects.length === 0 || quiz.subjects.includes(item.subject)) &&
      (quiz.clientNeeds.length === 0 || quiz.clientNeeds.includes(item.clientNeeds)) &&
      (quiz.itemTypes.length === 0 || quiz.itemTypes.includes(item.itemType)),
  ).length;
  if (matching < quiz.questionCount) {
    throw new AppError('invalid_quiz', {
      status: 400,
      message: msg(
        'Only {{matching}} items of the bank match these subjects, client needs and item types; the quiz asks {{questionCount}}. Widen the choice or ask fewer items.',
        { matching, questionCount: quiz.questionCount },
      ),
    });
  }
}

/**
 * Adds a lesson with `fields` at the end of section `sectionId` of course `courseId` (issue 27
 * item 1). Errors: 404 (course, section, item), 403 (not the editor's course, another trainer's
 * item), 400 (`curriculum_limit` past MAX_LESSONS, `invalid_lesson`, `invalid_quiz`); nothing changes.
 * Returns the curriculum.
 */
export async function addLesson(
  db: Database,
  {
    courseId,
    sectionId,
    fields,
    editor,
  }: { courseId: string; sectionId: string; fields: LessonFields; editor: AccountUser },
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  const columns = lessonColumns(fields);
  await checkLessonItem(db, course.trainerId, fields, editor, now);
  await inCourseLock(db, course.id, async (tx) => {
    const section = await findSection(tx, course.id, sectionId);
    if ((await countLessons(tx, course.id)) >= MAX_LESSONS) {
      throw new AppError('curriculum_limit', {
        status: 400,
        message: msg(
          'A course may have at most {{maxLessons}} lessons. Remove one before adding another, or make a second course.',
          { maxLessons: MAX_LESSONS },
        ),
      });
    }
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${courseLessons.position}), -1)::int` })
      .from(courseLessons)
      .where(eq(courseLessons.sectionId, section.id));
    await tx.insert(courseLessons).values({
      courseId: course.id,
      sectionId: section.id,
      position: (last?.position ?? -1) + 1,
      title: fields.title,
      kind: fields.kind,
      ...columns,
      isFreePreview: fields.isFreePreview ?? false,
      createdAt: now,
      updatedAt: now,
    });
  });
  return getCurriculum(db, course.id, editor, now);
}

/** Replaces the fields (and possibly the kind) of lesson `lessonId`, keeping its place. Errors as addLesson. */
export async function updateLesson(
  db: Database,
  {
    courseId,
    lessonId,
    fields,
    editor,
  }: { courseId: string; lessonId: string; fields: LessonFields; editor: AccountUser },
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  const lesson = await findLesson(db, course.id, lessonId);
  const columns = lessonColumns(fields);
  await checkLessonItem(db, course.trainerId, fields, editor, now);
  await db
    .update(courseLessons)
    .set({
      title: fields.title,
      kind: fields.kind,
      ...columns,
      isFreePreview: fields.isFreePreview ?? false,
      updatedAt: now,
    })
    .where(eq(courseLessons.id, lesson.id));
  return getCurriculum(db, course.id, editor, now);
}

/**
 * Deletes lesson `lessonId` (and learners' completions of it). A published course keeps at least
 * one lesson: 400 `course_needs_a_lesson`. Errors: 404, 403. Returns the curriculum.
 */
export async function deleteLesson(
  db: Database,
  { courseId, lessonId, editor }: { courseId: string; lessonId: string; editor: AccountUser },
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  await inCourseLock(db, course.id, async (tx) => {
    const lesson = await findLesson(tx, course.id, lessonId);
    if (course.isPublished && (await countLessons(tx, course.id)) <= 1) throw keepOneLesson();
    await tx.delete(courseLessons).where(eq(courseLessons.id, lesson.id));
  });
  return getCurriculum(db, course.id, editor, now);
}

/**
 * Puts the curriculum of course `courseId` in the order `body` gives (issue 27 item 1): sections in
 * its order, each holding the lessons it names in order (a lesson named under another section moves
 * there). `body` must name every section and every lesson of the course exactly once: 400
 * `invalid_order` otherwise, with nothing changed. Errors: 404, 403. Returns the curriculum.
 */
export async function reorderCurriculum(
  db: Database,
  { courseId, body, editor }: { courseId: string; body: CurriculumOrderBody; editor: AccountUser },
  now: Date,
): Promise<Curriculum> {
  const course = await editableCourse(db, courseId, editor);
  await inCourseLock(db, course.id, async (tx) => {
    const [sections, lessons] = await Promise.all([
      tx.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, course.id)),
      tx.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, course.id)),
    ]);
    const sameSet = (known: readonly { id: string }[], named: readonly string[]) => {
      const lowered = named.map((id) => id.toLowerCase());
      const ids = new Set(known.map((row) => row.id));
      return (
        new Set(lowered).size === lowered.length && lowered.length === ids.size && lowered.every((id) => ids.has(id))
      );
    };
    if (
      !sameSet(
        sections,
        body.sections.map((section) => section.id),
      ) ||
      !sameSet(
        lessons,
        body.sections.flatMap((section) => section.lessonIds),
      )
    ) {
      throw new AppError('invalid_order', {
        status: 400,
        message: msg(
          'The new order must name every section and every lesson of this course once, and nothing else. Reload the course editor and try again.',
        ),
      });
    }
    for (const [sectionPosition, section] of body.sections.entries()) {
      const sectionId = section.id.toLowerCase();
      await tx
        .update(courseSections)
        .set({ position: sectionPosition, updatedAt: now })
        .where(eq(courseSections.id, sectionId));
      for (const [position, lessonId] of section.lessonIds.entries()) {
        await tx
          .update(courseLessons)
          .set({ sectionId, position, updatedAt: now })
          .where(eq(courseLessons.id, lessonId.toLowerCase()));
      }
    }
  });
  return getCurriculum(db, course.id, editor, now);
}
