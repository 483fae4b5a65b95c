import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import {
  type CoursePlayer,
  certificatePath,
  completionPercent,
  continueLessonId,
  type HeldCertificate,
  type MyCourse,
  type PlayerAccess,
} from '../../../../shared/marketplace/course-player';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { can } from '../../../../shared/roles';
import type { Database } from '../../../db/client';
import { findUserNames } from '../../account/service';
import { quizAttemptStates } from '../../exams/service';
import { getCourse } from '../courses';
import { courseLessons, courseSections } from '../curriculum/tables';
import { courses, purchases } from '../tables';
import { courseCertificates, courseProgress, lessonCompletions, lessonQuizAttempts } from './tables';

export type LessonRow = typeof courseLessons.$inferSelect;
type CertificateRow = typeof courseCertificates.$inferSelect;

/** A course's curriculum: its sections in order, each with its lessons in order. */
export interface Curriculum {
  sections: Array<{ id: string; title: string; lessons: LessonRow[] }>;
  /** Every lesson in curriculum order. */
  lessons: LessonRow[];
}

/** The curriculum of course `courseId`, sections and lessons in `position` order. */
export async function loadCurriculum(db: Database, courseId: string): Promise<Curriculum> {
  const [sectionRows, lessonRows] = await Promise.all([
    db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.position), asc(courseSections.id)),
    db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, courseId))
      .orderBy(asc(courseLessons.position), asc(courseLessons.id)),
  ]);
  const sections = sectionRows.map((section) => ({
    id: section.id,
    title: section.title,
    lessons: lessonRows.filter((lesson) => lesson.sectionId === section.id),
  }));
  return { sections, lessons: sections.flatMap((section) => section.lessons) };
}

/**
 * How `viewer` stands with `course` in the player (issue 27 item 2): its trainer, a buyer (a
 * completed purchase; a refund ends it), an admin, or a visitor (signed in or not).
 */
export function playerAccessOf(course: CourseDetail, viewer: AccountUser | null): PlayerAccess {
  if (viewer && course.trainerId === viewer.id) return 'trainer';
  if (course.viewerState === 'purchased') return 'buyer';
  if (can(viewer, 'adminFeatures')) return 'admin';
  return 'visitor';
}

/** Whether a reader standing `access` may open `lesson`: the course's buyers, trainer and admins; anyone a free preview. */
export const mayOpenLesson = (access: PlayerAccess, lesson: Pick<LessonRow, 'isFreePreview'>): boolean =>
  access !== 'visitor' || lesson.isFreePreview;

/** Where a certificate downloads and is verified. */
export function heldCertificate(row: CertificateRow): HeldCertificate {
  return {
    id: row.id,
    issuedAt: row.issuedAt.toISOString(),
    pdfHref: `/api/courses/${row.courseId}/certificate.pdf`,
    verifyPath: certificatePath(row.id),
  };
}

/** A learner's progress in one course, after completions from submitted quizzes were recorded. */
export interface LearnerProgress {
  completed: Set<string>;
  lastLessonId: string | null;
  certificate: CertificateRow | null;
}

/**
 * Brings `userId`'s progress in `course` up to date and reads it (issue 27 item 2): a quiz lesson
 * whose attempt (started from the lesson) was submitted is complete, dated at its submission; when
 * every lesson of a course with lessons is complete, the certificate of completion is issued once
 * (with the learner's name, the course's title and its trainer's name as they are then). Only
 * completions of lessons still in the course count.
 */
export async function syncProgress(
  db: Database,
  userId: string,
  course: Pick<CourseDetail, 'id' | 'title' | 'trainerName'>,
  lessons: readonly LessonRow[],
  now: Date,
): Promise<LearnerProgress> {
  const lessonIds = lessons.map((lesson) => lesson.id);
  const [completionRows, progressRows, certificateRows] = await Promise.all([
    db
      .select({ lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.courseId, course.id))),
    db
      .select({ lastLessonId: courseProgress.lastLessonId })
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, course.id))),
    db
      .select()
      .from(courseCertificates)
      .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, course.id))),
  ]);
  const completed = new Set(completionRows.map((row) => row.lessonId).filter((id) => lessonIds.includes(id)));
  const openQuizzes = lessons.filter((lesson) => lesson.kind === 'quiz' && !completed.has(lesson.id));
  if (openQuizzes.length > 0) {
    const started = await db
      .select({ attemptId: lessonQuizAttempts.attemptId, lessonId: lessonQuizAttempts.lessonId })
      .from(lessonQuizAttempts)
      .where(
        and(
          eq(lessonQuizAttempts.userId, userId),
          inArray(
            lessonQuizAttempts.lessonId,
            openQuizzes.map((lesson) => lesson.id),
          ),
        ),
      );
    const states = await quizAttemptStates(
      db,
      started.map((row) => row.attemptId),
      now,
    );
    const lessonOf = new Map(started.map((row) => [row.attemptId, row.lessonId]));
    const submitted = states.filter((state) => state.status === 'submitted' && state.userId === userId);
    for (const state of submitted) {
      const lessonId = lessonOf.get(state.id);
      if (!lessonId || completed.has(lessonId)) continue;
      const completedAt = state.submittedAt ?? now;
      await db
        .insert(lessonCompletions)
        .values({ userId, lessonId, courseId: course.id, completedAt, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      completed.add(lessonId);
    }
  }
  let certificate = certificateRows[0] ?? null;
  if (!certificate && lessonIds.length > 0 && completed.size === lessonIds.length) {
    certificate = await issueCertificate(db, userId, course, now);
  }
  return { completed, lastLessonId: progressRows[0]?.lastLessonId ?? null, certificate };
}

/** Issues `userId`'s certificate of `course` once (a second issue returns the first). */
async function issueCertificate(
  db: Database,
  userId: string,
  course: Pick<CourseDetail, 'id' | 'title' | 'trainerName'>,
  now: Date,
): Promise<CertificateRow> {
  const names = await findUserNames(db, [userId]);
  await db
    .insert(courseCertificates)
    .values({
      userId,
      courseId: course.id,
      learnerName: names.get(userId) ?? 'Learner',
      courseTitle: course.title,
      trainerName: course.trainerName,
      issuedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, course.id)));
  if (!row) throw new Error('certificate not issued');
  return row;
}

/**
 * The course `courseId` as `viewer` (null signed out) works through it in the player (issue 27
 * item 2): sections and lessons (locked ones marked for a reader who has not bought it), her
 * completions, the completion percent, the lesson to continue with and her certificate. Progress is
 * kept for buyers only; the trainer and admins see every lesson open and nothing complete.
 * Errors: 404 no such course (or a draft the reader may not see).
 */
export async function getCoursePlayer(
  db: Database,
  courseId: string,
  viewer: AccountUser | null,
  now: Date,
): Promise<CoursePlayer> {
  const course = await getCourse(db, courseId, viewer);
  return playerOf(db, course, viewer, now);
}

/** The player of `course` (already read for `viewer`). */
export async function playerOf(
  db: Database,
  course: CourseDetail,
  viewer: AccountUser | null,
  now: Date,
): Promise<CoursePlayer> {
  const access = playerAccessOf(course, viewer);
  const curriculum = await loadCurriculum(db, course.id);
  const tracksProgress = access === 'buyer' && viewer !== null;
  const progress: LearnerProgress = tracksProgress
    ? await syncProgress(db, viewer.id, course, curriculum.lessons, now)
    : { completed: new Set(), lastLessonId: null, certificate: null };
  const lessonIds = curriculum.lessons.map((lesson) => lesson.id);
  const firstOpen = curriculum.lessons.find((lesson) => mayOpenLesson(access, lesson))?.id ?? null;
  return {
    courseId: course.id,
    title: course.title,
    trainerName: course.trainerName,
    priceCents: course.priceCents,
    access,
    tracksProgress,
    sections: curriculum.sections.map((section) => ({
      id: section.id,
      title: section.title,
      lessons: section.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        isFreePreview: lesson.isFreePreview,
        isComplete: progress.completed.has(lesson.id),
        isLocked: !mayOpenLesson(access, lesson),
      })),
    })),
    lessonCount: lessonIds.length,
    completedCount: progress.completed.size,
    percent: completionPercent(progress.completed.size, lessonIds.length),
    continueLessonId: tracksProgress
      ? continueLessonId(lessonIds, progress.completed, progress.lastLessonId)
      : firstOpen,
    hasStarted: progress.lastLessonId !== null && lessonIds.includes(progress.lastLessonId),
    certificate: progress.certificate ? heldCertificate(progress.certificate) : null,
  };
}

/**
 * My courses (issue 27 item 2): the courses `viewer` bought (a completed purchase; refunded ones
 * are gone), with her progress in each, the one she opened last first, then the newest purchase.
 */
export async function listMyCourses(db: Database, viewer: AccountUser, now: Date): Promise<MyCourse[]> {
  const bought = await db
    .select({ courseId: courses.id, purchasedAt: purchases.purchasedAt })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .where(and(eq(purchases.userId, viewer.id), eq(purchases.status, 'completed'), eq(purchases.itemKind, 'course')))
    .orderBy(desc(purchases.purchasedAt));
  const opened = await db
    .select({ courseId: courseProgress.courseId, lastOpenedAt: courseProgress.lastOpenedAt })
    .from(courseProgress)
    .where(eq(courseProgress.userId, viewer.id));
  const openedAt = new Map(opened.map((row) => [row.courseId, row.lastOpenedAt.getTime()]));
  const result: Array<MyCourse & { sortKey: number }> = [];
  for (const { courseId, purchasedAt } of bought) {
    const course = await getCourse(db, courseId, viewer);
    const player = await playerOf(db, course, viewer, now);
    result.push({
      courseId,
      title: course.title,
      trainerName: course.trainerName,
      lessonCount: player.lessonCount,
      completedCount: player.completedCount,
      percent: player.percent,
      continueLessonId: player.continueLessonId,
      hasStarted: player.hasStarted,
      hasCertificate: player.certificate !== null,
      sortKey: openedAt.get(courseId) ?? purchasedAt.getTime(),
    });
  }
  return result.sort((a, b) => b.sortKey - a.sortKey).map(({ sortKey: _, ...course }) => course);
}
