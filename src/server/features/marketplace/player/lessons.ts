import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import { msg } from '../../../../shared/i18n/msg';
import type {
  CoursePlayer,
  LessonBody,
  LessonContent,
  LessonQuizStart,
  PlayerAccess,
} from '../../../../shared/marketplace/course-player';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { isUuid } from '../../../lib/query-text';
import { quizAttemptStates, startLessonQuiz } from '../../exams/service';
import { listMaterialsByIds } from '../../materials/service';
import { listSessionsByIds } from '../../trainer-sessions/service';
import { listVideosByIds } from '../../trainer-videos/service';
import { getCourse } from '../courses';
import { courseLessons } from '../curriculum/tables';
import { type LessonRow, loadCurriculum, mayOpenLesson, playerAccessOf, playerOf, syncProgress } from './progress';
import { courseProgress, lessonCompletions, lessonQuizAttempts } from './tables';

function lessonNotFound(): AppError {
  return new AppError('lesson_not_found', {
    status: 404,
    message: msg('This lesson is not in this course. Choose a lesson from the course’s curriculum.'),
  });
}

/** The course (as `viewer` may see it), the lesson of it, and how the viewer stands. Errors: 404 course or lesson. */
async function findLesson(
  db: Database,
  { courseId, lessonId, viewer }: { courseId: string; lessonId: string; viewer: AccountUser | null },
): Promise<{ course: CourseDetail; lesson: LessonRow; access: PlayerAccess }> {
  const course = await getCourse(db, courseId, viewer);
  if (!isUuid(lessonId)) throw lessonNotFound();
  const [lesson] = await db
    .select()
    .from(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, course.id)));
  if (!lesson) throw lessonNotFound();
  return { course, lesson, access: playerAccessOf(course, viewer) };
}

/** 403 `lesson_locked` unless the reader may open the lesson (a buyer, the trainer, an admin; anyone a free preview). */
function requireOpen(access: PlayerAccess, lesson: LessonRow): void {
  if (!mayOpenLesson(access, lesson)) {
    throw new AppError('lesson_locked', {
      status: 403,
      message: msg('Buy the course to open this lesson. Lessons marked Free preview are open to everyone.'),
    });
  }
}

/** Where a reader downloads a material lesson's upload. */
const lessonFileHref = (courseId: string, lessonId: string) => `/api/courses/${courseId}/lessons/${lessonId}/file`;

/** The latest exam attempt `userId` started from quiz lesson `lessonId`, with its state at `now` (submitted once its time is up), or null. */
async function latestQuizAttempt(db: Database, userId: string, lessonId: string, now: Date) {
  const [row] = await db
    .select({ attemptId: lessonQuizAttempts.attemptId })
    .from(lessonQuizAttempts)
    .where(and(eq(lessonQuizAttempts.userId, userId), eq(lessonQuizAttempts.lessonId, lessonId)))
    .orderBy(desc(lessonQuizAttempts.createdAt))
    .limit(1);
  if (!row) return null;
  const [state] = await quizAttemptStates(db, [row.attemptId], now);
  return state ?? null;
}

/** What lesson `lesson` holds, for `viewer` who may open it. */
async function bodyOf(
  db: Database,
  course: CourseDetail,
  lesson: LessonRow,
  viewer: AccountUser | null,
  now: Date,
): Promise<LessonBody> {
  switch (lesson.kind) {
    case 'text':
      return { kind: 'text', bodyHtml: lesson.bodyHtml ?? '' };
    case 'material': {
      const [material] = await listMaterialsByIds(db, lesson.materialId ? [lesson.materialId] : []);
      if (!material) {
        return {
          kind: 'material',
          title: lesson.title,
          description: null,
          content: msg('This material is no longer available.'),
          materialType: 'document',
          fileUrl: null,
          fileHref: null,
          fileName: null,
        };
      }
      return {
        kind: 'material',
        title: material.title,
        description: material.description,
        content: material.content,
        materialType: material.materialType,
        fileUrl: material.fileUrl,
        fileHref: material.file ? lessonFileHref(course.id, lesson.id) : null,
        fileName: material.file?.name ?? null,
      };
    }
    case 'video': {
      const videoId = lesson.videoId;
      // The reader may open this lesson, so she has its video as with a bought course (the library's `included`).
      const [video] = videoId ? await listVideosByIds(db, [videoId], viewer, async () => new Set([videoId])) : [];
      return { kind: 'video', video: video ?? null };
    }
    case 'session': {
      const [session] = await listSessionsByIds(db, lesson.sessionId ? [lesson.sessionId] : [], viewer, now);
      return { kind: 'session', session: session ?? null };
    }
    case 'quiz': {
      const state = viewer ? await latestQuizAttempt(db, viewer.id, lesson.id, now) : null;
      return {
        kind: 'quiz',
        questionCount: lesson.quiz?.questionCount ?? 0,
        passPercent: lesson.quiz?.passPercent ?? 0,
        attempt: state ? { id: state.id, status: state.status, percent: state.percent } : null,
      };
    }
  }
}

/**
 * Opens lesson `lessonId` of course `courseId` for `viewer` (null signed out) at `now` (issue 27
 * item 2): its content by kind (text; the material with its file's address; the video as the library
 * gives it to a buyer; the session as the sessions feature shows it to the reader; a quiz's size,
 * pass mark and the reader's latest attempt), whether she completed it, and the previous and next
 * lessons. A buyer's place is remembered (course_progress) for "Continue where you left off".
 * Errors: 404 course or lesson; 403 `lesson_locked` for a reader who has not bought the course
 * (free-preview lessons are open to everyone).
 */
export async function openLesson(
  db: Database,
  { courseId, lessonId, viewer }: { courseId: string; lessonId: string; viewer: AccountUser | null },
  now: Date,
): Promise<LessonContent> {
  const { course, lesson, access } = await findLesson(db, { courseId, lessonId, viewer });
  requireOpen(access, lesson);
  const curriculum = await loadCurriculum(db, course.id);
  let isComplete = false;
  if (access === 'buyer' && viewer) {
    await db
      .insert(courseProgress)
      .values({
        userId: viewer.id,
        courseId: course.id,
        lastLessonId: lesson.id,
        lastOpenedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [courseProgress.userId, courseProgress.courseId],
        set: { lastLessonId: lesson.id, lastOpenedAt: now, updatedAt: now },
      });
    const progress = await syncProgress(db, viewer.id, course, curriculum.lessons, now);
    isComplete = progress.completed.has(lesson.id);
  }
  const index = curriculum.lessons.findIndex((row) => row.id === lesson.id);
  const section = curriculum.sections.find((row) => row.id === lesson.sectionId);
  return {
    id: lesson.id,
    title: lesson.title,
    kind: lesson.kind,
    sectionTitle: section?.title ?? '',
    isComplete,
    previousLessonId: curriculum.lessons[index - 1]?.id ?? null,
    nextLessonId: curriculum.lessons[index + 1]?.id ?? null,
    body: await bodyOf(db, course, lesson, viewer, now),
  };
}

/**
 * Mark complete (`complete` true) or Mark incomplete of lesson `lessonId` for `viewer` (issue 27
 * item 2); a video lesson's player sends Mark complete when the video ends. Completing the last
 * lesson issues the certificate. Errors: 404; 403 `lesson_locked` (cannot open it), `not_a_buyer`
 * (progress is kept for buyers only: the trainer's preview and admins keep none); 409
 * `lesson_completes_itself` for a quiz lesson (complete when its quiz is submitted). Returns the
 * player, with the new progress.
 */
export async function setLessonCompletion(
  db: Database,
  {
    courseId,
    lessonId,
    viewer,
    complete,
  }: { courseId: string; lessonId: string; viewer: AccountUser; complete: boolean },
  now: Date,
): Promise<CoursePlayer> {
  const { course, lesson, access } = await findLesson(db, { courseId, lessonId, viewer });
  requireOpen(access, lesson);
  if (access !== 'buyer') {
    throw new AppError('not_a_buyer', {
      status: 403,
      message:
        access === 'visitor'
          ? msg('Buy the course to keep your progress.')
          : msg('Progress is kept for the course’s buyers only; in a preview nothing is marked complete.'),
    });
  }
  if (lesson.kind === 'quiz') {
    throw new AppError('lesson_completes_itself', {
      status: 409,
      message: msg('A quiz lesson is complete once you submit its quiz: start or resume the quiz.'),
    });
  }
  if (complete) {
    await db
      .insert(lessonCompletions)
      .values({
        userId: viewer.id,
        lessonId: lesson.id,
        courseId: course.id,
        completedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  } else {
    await db
      .delete(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, viewer.id), eq(lessonCompletions.lessonId, lesson.id)));
  }
  return playerOf(db, course, viewer, now);
}

/**
 * Starts, or resumes, the quiz of quiz lesson `lessonId` for `viewer` (issue 27 item 2): her
 * latest attempt from this lesson while it is in progress (one whose time is up is submitted, and completes the lesson), else a new
 * attempt through the exam engine (startLessonQuiz), recorded against the lesson so the lesson
 * completes once it is submitted. Starts of one learner and lesson run one at a time, so a double
 * click starts one attempt and the second resumes it. Errors: 404; 403 `lesson_locked`; 400
 * `not_a_quiz_lesson`; 503 `question_bank_too_small` when no item matches the quiz.
 */
export async function startQuizOfLesson(
  db: Database,
  { courseId, lessonId, viewer }: { courseId: string; lessonId: string; viewer: AccountUser },
  now: Date,
): Promise<LessonQuizStart> {
  const { lesson, access } = await findLesson(db, { courseId, lessonId, viewer });
  requireOpen(access, lesson);
  if (lesson.kind !== 'quiz' || !lesson.quiz) {
    throw new AppError('not_a_quiz_lesson', {
      status: 400,
      message: msg('This lesson has no quiz. Open a lesson marked Practice quiz to start one.'),
    });
  }
  const spec = lesson.quiz;
  // One start at a time per learner and lesson (a double click, two tabs): the second resumes the first's attempt.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lesson-quiz:${viewer.id}:${lesson.id}`}))`);
    // An attempt whose time is up is submitted as it is read, so one still in progress can be resumed.
    const latest = await latestQuizAttempt(tx, viewer.id, lesson.id, now);
    if (latest?.status === 'in_progress') return { attemptId: latest.id, resumed: true };
    const attemptId = await startLessonQuiz(tx, viewer, { title: lesson.title, spec }, now);
    await tx
      .insert(lessonQuizAttempts)
      .values({ attemptId, userId: viewer.id, lessonId: lesson.id, createdAt: now, updatedAt: now });
    return { attemptId, resumed: false };
  });
}

/**
 * The stored file of material lesson `lessonId` for a reader who may open the lesson. Errors: 404
 * (course, lesson, no upload), 403 `lesson_locked`. Returns the stored file's id.
 */
export async function findLessonFile(
  db: Database,
  { courseId, lessonId, viewer }: { courseId: string; lessonId: string; viewer: AccountUser | null },
): Promise<string> {
  const { lesson, access } = await findLesson(db, { courseId, lessonId, viewer });
  requireOpen(access, lesson);
  const [material] = lesson.materialId ? await listMaterialsByIds(db, [lesson.materialId]) : [];
  if (!material?.file) {
    throw new AppError('file_not_found', { status: 404, message: msg('This lesson has no file to download.') });
  }
  return material.file.id;
}
