import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { MATERIAL_TYPES } from '../materials/materials';
import { sessionSchema } from '../trainer-sessions/sessions';
import { videoSchema } from '../trainer-videos/videos';
import { LESSON_KINDS } from './lessons';

/**
 * The course player's contracts (issue 27 item 2): a course as a learner works through it (its
 * curriculum with what she completed, the completion percent, the lesson to continue with), one
 * lesson's content, Mark complete / Mark incomplete, a quiz lesson's attempt, My courses, and the
 * certificate of completion with its public verification.
 */

/**
 * The completion percent of a course (issue 27 item 2): completed lessons / lessons, in whole
 * percent rounded down, so 100 means every lesson is complete; 0 for a course without lessons.
 * Completions of lessons no longer in the course are not counted by the caller.
 */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  const bounded = Math.min(Math.max(completed, 0), total);
  return Math.floor((bounded * 100) / total);
}

/**
 * The lesson a learner continues with (issue 27 item 2, "Continue where you left off"): the lesson
 * she opened last when it is still in the course, else the first lesson she has not completed, else
 * the first lesson; null for a course without lessons. `lessonIds` in curriculum order.
 */
export function continueLessonId(
  lessonIds: readonly string[],
  completed: ReadonlySet<string>,
  lastLessonId: string | null,
): string | null {
  if (lastLessonId && lessonIds.includes(lastLessonId)) return lastLessonId;
  return lessonIds.find((id) => !completed.has(id)) ?? lessonIds[0] ?? null;
}

/** The path parameters of a lesson's routes. */
export const lessonParamsSchema = z.object({
  courseId: entityId(msg('The course id')),
  lessonId: entityId(msg('The lesson id')),
});

/** The path parameter of the verification route. */
export const certificateParamsSchema = z.object({ certificateId: entityId(msg('The certificate code')) });

/**
 * How the reader stands with a course in the player: `buyer` (a completed purchase: progress is
 * kept), `trainer` (the course's own trainer, previewing it as a learner), `admin`, or `visitor`
 * (anyone else, signed in or not: free-preview lessons only).
 */
export const PLAYER_ACCESS = ['buyer', 'trainer', 'admin', 'visitor'] as const;
export type PlayerAccess = (typeof PLAYER_ACCESS)[number];

/** One lesson in the player's curriculum. */
const playerLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  isFreePreview: z.boolean(),
  /** True when the reader completed it (always false for a reader whose progress is not kept). */
  isComplete: z.boolean(),
  /** True when the reader may not open it (not bought, not a free preview). */
  isLocked: z.boolean(),
});
export type PlayerLesson = z.infer<typeof playerLessonSchema>;

/** A certificate of completion as its holder sees it. */
const heldCertificateSchema = z.object({
  /** The verification code. */
  id: z.string(),
  issuedAt: z.string(),
  /** Where the PDF downloads (GET). */
  pdfHref: z.string(),
  /** The public verification page's path (`/certificates/<id>`); the page prefixes the origin. */
  verifyPath: z.string(),
});
export type HeldCertificate = z.infer<typeof heldCertificateSchema>;

/** GET /api/courses/:courseId/player: the course as the reader works through it. */
export const coursePlayerSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  trainerName: z.string(),
  priceCents: z.int(),
  access: z.enum(PLAYER_ACCESS),
  /** True for a buyer: Mark complete is offered and her place is remembered. */
  tracksProgress: z.boolean(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(playerLessonSchema) })),
  lessonCount: z.int(),
  completedCount: z.int(),
  /** completedCount / lessonCount in whole percent (completionPercent). */
  percent: z.int(),
  /** The lesson "Continue where you left off" opens (continueLessonId), null without lessons. */
  continueLessonId: z.nullable(z.string()),
  /** True when the reader opened a lesson before (the player then offers "Continue where you left off"). */
  hasStarted: z.boolean(),
  certificate: z.nullable(heldCertificateSchema),
});
export type CoursePlayer = z.infer<typeof coursePlayerSchema>;

/** A quiz lesson's attempt, as the player shows it. */
const quizAttemptSchema = z.object({
  id: z.string(),
  status: z.enum(['in_progress', 'submitted', 'abandoned']),
  /** The score in whole percent once submitted, else null. */
  percent: z.nullable(z.int()),
});
export type LessonQuizAttempt = z.infer<typeof quizAttemptSchema>;

/** What a lesson holds, by kind, for a reader who may open it. */
const lessonBodySchema = z.discriminatedUnion('kind', [
  /** Rich text, sanitised on the server when saved. */
  z.object({ kind: z.literal('text'), bodyHtml: z.string() }),
  z.object({
    kind: z.literal('material'),
    title: z.string(),
    description: z.nullable(z.string()),
    content: z.nullable(z.string()),
    materialType: z.enum(MATERIAL_TYPES),
    fileUrl: z.nullable(z.string()),
    /** Where the reader downloads the uploaded file (GET), or null. */
    fileHref: z.nullable(z.string()),
    fileName: z.nullable(z.string()),
  }),
  /** The video as the library shows it; `video.videoUrl` is null for a reader who is not signed in. */
  z.object({ kind: z.literal('video'), video: z.nullable(videoSchema) }),
  /** The session as the sessions feature shows it to the reader; null when cancelled or gone. */
  z.object({ kind: z.literal('session'), session: z.nullable(sessionSchema) }),
  z.object({
    kind: z.literal('quiz'),
    questionCount: z.int(),
    passPercent: z.int(),
    /** The reader's latest attempt of this quiz, or null before she starts it. */
    attempt: z.nullable(quizAttemptSchema),
  }),
]);
export type LessonBody = z.infer<typeof lessonBodySchema>;

/** GET /api/courses/:courseId/lessons/:lessonId: one lesson for a reader who may open it. */
export const lessonContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  sectionTitle: z.string(),
  isComplete: z.boolean(),
  previousLessonId: z.nullable(z.string()),
  nextLessonId: z.nullable(z.string()),
  body: lessonBodySchema,
});
export type LessonContent = z.infer<typeof lessonContentSchema>;

/** POST /api/courses/:courseId/lessons/:lessonId/quiz: the exam attempt to take (started or resumed). */
export const lessonQuizStartSchema = z.object({ attemptId: z.string(), resumed: z.boolean() });
export type LessonQuizStart = z.infer<typeof lessonQuizStartSchema>;

/** One course of My courses. */
const myCourseSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  trainerName: z.string(),
  lessonCount: z.int(),
  completedCount: z.int(),
  percent: z.int(),
  continueLessonId: z.nullable(z.string()),
  hasStarted: z.boolean(),
  hasCertificate: z.boolean(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** GET /api/my-courses: the reader's bought courses (completed purchases), last opened first. */
export const myCoursesSchema = z.object({ courses: z.array(myCourseSchema) });
export type MyCourses = z.infer<typeof myCoursesSchema>;

/** GET /api/certificates/:certificateId: a certificate as anyone may verify it. */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  trainerName: z.string(),
  issuedAt: z.string(),
  /**
   * The date of issue in words as the certificate prints it (in the learner's time zone, e.g.
   * "March 1, 2026"), so a verifier elsewhere reads the same date as on the paper.
   */
  issuedOn: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The public verification page's path of certificate `id`. */
export function certificatePath(id: string): string {
  return `/certificates/${encodeURIComponent(id)}`;
}

/** The player's path of course `courseId`, opened at `lessonId` when given. */
export function coursePlayerPath(courseId: string, lessonId?: string | null): string {
  const base = `/courses/${encodeURIComponent(courseId)}/learn`;
  return lessonId ? `${base}?${new URLSearchParams({ lesson: lessonId })}` : base;
}
