import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { Course, CourseBody, CourseDetail, CoursePresentationBody } from '../../../shared/marketplace/courses';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { containsPattern, isUuid } from '../../lib/query-text';
import { isActiveAccount } from '../account/service';
import { findOwnedFile } from '../files/service';
import { type CourseRow, toCourses } from './course-views';
import { countLessons } from './curriculum/curriculum';
import { courseRatings, courses, purchases } from './tables';

/** The 404 of a course that does not exist, or that the reader may not see (a draft not theirs). */
export function courseNotFound(): AppError {
  return new AppError('course_not_found', {
    status: 404,
    message: msg('This course does not exist or is not published. Find another in the Course Marketplace.'),
  });
}

/** At most this many courses per marketplace answer, newest first. */
const LIST_LIMIT = 200;

/**
 * The marketplace (spec §2 "Course Marketplace", §6 "only published courses listed"): published
 * courses, newest first (at most 200), whose title, description or category (as shown, e.g.
 * "mental health") contains `search`, case-insensitively. Each course says where `viewer` stands with it.
 * Courses of a deleted trainer are never listed (issue 12), even if one was published after the
 * deletion unpublished them.
 */
export async function listPublishedCourses(
  db: Database,
  viewer: AccountUser | null,
  search: string | undefined,
): Promise<Course[]> {
  const pattern = search ? containsPattern(search) : null;
  const rows = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.isPublished, true),
        isActiveAccount(db, courses.trainerId),
        pattern
          ? or(
              ilike(courses.title, pattern),
              ilike(courses.description, pattern),
              ilike(sql`replace(${courses.category}, '-', ' ')`, pattern.replaceAll('-', ' ')),
              ilike(courses.category, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(LIST_LIMIT);
  return toCourses(db, rows, viewer?.id ?? null);
}

/**
 * The course `courseId` if `viewer` may see it: published; or a draft that is theirs, that they
 * bought before it was unpublished (buyers keep their course), or any course for an admin.
 */
async function findVisibleCourse(db: Database, courseId: string, viewer: AccountUser | null): Promise<CourseRow> {
  if (!isUuid(courseId)) throw courseNotFound();
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!row) throw courseNotFound();
  if (row.isPublished || row.trainerId === viewer?.id || can(viewer, 'adminFeatures')) return row;
  if (viewer) {
    const [bought] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.courseId, courseId), eq(purchases.userId, viewer.id), eq(purchases.status, 'completed')));
    if (bought) return row;
  }
  throw courseNotFound();
}

/** One course with the reader's own rating and whether they may edit it (its trainer or an admin). Errors: 404. */
export async function getCourse(db: Database, courseId: string, viewer: AccountUser | null): Promise<CourseDetail> {
  const row = await findVisibleCourse(db, courseId, viewer);
  return toCourseDetail(db, row, viewer);
}

async function toCourseDetail(db: Database, row: CourseRow, viewer: AccountUser | null): Promise<CourseDetail> {
  const [[course], rating] = await Promise.all([
    toCourses(db, [row], viewer?.id ?? null),
    viewer
      ? db
          .select({ stars: courseRatings.stars })
          .from(courseRatings)
          .where(and(eq(courseRatings.courseId, row.id), eq(courseRatings.userId, viewer.id)))
      : Promise.resolve([]),
  ]);
  if (!course) throw courseNotFound();
  return {
    ...course,
    myRating: rating[0]?.stars ?? null,
    canEdit: row.trainerId === viewer?.id || can(viewer, 'adminFeatures'),
  };
}

/**
 * The publishing rule (issue 27 item 1): a course is published only once it has at least one
 * lesson. Errors: 400 `course_needs_a_lesson` with the way out.
 */
async function checkPublishable(db: Database, courseId: string | null): Promise<void> {
  if (courseId && (await countLessons(db, courseId)) > 0) return;
  throw new AppError('course_needs_a_lesson', {
    status: 400,
    message: msg(
      'A course can be published only once it has at least one lesson. Save it as a draft, add lessons in the course editor, then publish it.',
    ),
  });
}

/**
 * Creates a course for `author` (a trainer or an admin, spec §6). A new course has no lessons, so
 * it starts as a draft: `body.isPublished` true is refused with 400 `course_needs_a_lesson`
 * (issue 27 item 1). Returns it as its trainer sees it.
 */
export async function createCourse(
  db: Database,
  author: AccountUser,
  body: CourseBody,
  at: Date,
): Promise<CourseDetail> {
  if (body.isPublished) await checkPublishable(db, null);
  const [row] = await db
    .insert(courses)
    .values({ ...body, trainerId: author.id, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no course');
  return toCourseDetail(db, row, author);
}

/**
 * The course `courseId` if `editor` may change it: their own, or any for an admin. Errors: 404
 * when it does not exist or is a draft of someone else; 403 for another trainer's published course.
 */
async function findEditableCourse(db: Database, courseId: string, editor: AccountUser): Promise<CourseRow> {
  const row = await findVisibleCourse(db, courseId, editor);
  if (row.trainerId !== editor.id && !can(editor, 'adminFeatures')) {
    throw new AppError('not_your_course', { status: 403, message: msg('You can edit only your own courses.') });
  }
  return row;
}

/**
 * Replaces every field of a course (its trainer or an admin). Price changes apply to later sales
 * only. Errors: 403, 404; 400 `course_needs_a_lesson` publishing a course without lessons.
 */
export async function updateCourse(
  db: Database,
  courseId: string,
  editor: AccountUser,
  body: CourseBody,
  at: Date,
): Promise<CourseDetail> {
  const current = await findEditableCourse(db, courseId, editor);
  if (body.isPublished && !current.isPublished) await checkPublishable(db, current.id);
  const [row] = await db
    .update(courses)
    .set({ ...body, updatedAt: at })
    .where(eq(courses.id, courseId))
    .returning();
  if (!row) throw courseNotFound();
  return toCourseDetail(db, row, editor);
}

/**
 * Publishes (listed in the marketplace, for sale) or unpublishes (a draft: buyers keep their
 * purchase, no one else can buy it) a course. Errors: 403, 404; 400 `course_needs_a_lesson`
 * publishing a course without lessons (issue 27 item 1).
 */
export async function setCoursePublication(
  db: Database,
  courseId: string,
  editor: AccountUser,
  isPublished: boolean,
  at: Date,
): Promise<CourseDetail> {
  const current = await findEditableCourse(db, courseId, editor);
  if (isPublished) await checkPublishable(db, current.id);
  const [row] = await db
    .update(courses)
    .set({ isPublished, updatedAt: at })
    .where(eq(courses.id, courseId))
    .returning();
  if (!row) throw courseNotFound();
  return toCourseDetail(db, row, editor);
}

/**
 * Unpublishes every published course of `trainerId` at `at` (issue 12: a deleted trainer's
 * courses leave the marketplace; their buyers keep them). Run it in the deletion's transaction,
 * before locking the trainer's account row: a purchase locks the course, then the trainer's row,
 * so taking them in the same order cannot deadlock.
 */
export async function unpublishTrainerCourses(db: Database, trainerId: string, at: Date): Promise<void> {
  await db
    .update(courses)
    .set({ isPublished: false, updatedAt: at })
    .where(and(eq(courses.trainerId, trainerId), eq(courses.isPublished, true)));
}

/** What the records say each of `trainerIds` made and sold: courses created, and completed sales of those courses. */
interface TrainerCourseCounts {
  coursesCreated: number;
  coursesSold: number;
}

/**
 * Courses created (every course of the trainer, published or not) and courses sold (completed, not
 * refunded, purchases of their courses) for each of `trainerIds`, in two grouped queries, as the
 * trainer dashboard counts them (spec §2). Users with neither are absent from the map.
 */
export async function courseCountsOf(
  db: Database,
  trainerIds: readonly string[],
): Promise<Map<string, TrainerCourseCounts>> {
  const counts = new Map<string, TrainerCourseCounts>();
  if (trainerIds.length === 0) return counts;
  const ids = [...new Set(trainerIds)];
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const created = await db
    .select({ trainerId: courses.trainerId, total: sql<number>`count(*)::int` })
    .from(courses)
    .where(inArray(courses.trainerId, ids))
    .groupBy(courses.trainerId);
  const sold = await db
    .select({ trainerId: purchases.trainerId, total: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(inArray(purchases.trainerId, ids), eq(purchases.itemKind, 'course'), eq(purchases.status, 'completed')))
    .groupBy(purchases.trainerId);
  const entry = (id: string) => {
    const found = counts.get(id) ?? { coursesCreated: 0, coursesSold: 0 };
    counts.set(id, found);
    return found;
  };
  for (const row of created) entry(row.trainerId).coursesCreated = row.total;
  for (const row of sold) entry(row.trainerId).coursesSold = row.total;
  return counts;
}

/**
 * Sets the short outline and the cover image of course `courseId` (issue 27 item 1), for its trainer
 * or an admin. `body.coverFileId` (left out: the cover is kept; null: removed) must be the editor's own upload of purpose `course-cover` (an
 * image, its type detected from its content when uploaded): 400 `invalid_cover` otherwise, nothing
 * changed. Errors: 403, 404. Returns the course.
 */
export async function setCoursePresentation(
  db: Database,
  courseId: string,
  editor: AccountUser,
  body: CoursePresentationBody,
  at: Date,
): Promise<CourseDetail> {
  const current = await findEditableCourse(db, courseId, editor);
  if (body.coverFileId && body.coverFileId !== current.coverFileId) {
    const file = await findOwnedFile(db, { fileId: body.coverFileId, ownerId: editor.id, purpose: 'course-cover' });
    if (!file) {
      throw new AppError('invalid_cover', {
        status: 400,
        message: msg('The cover must be a PNG or JPEG image you uploaded as a course cover. Upload it again.'),
      });
    }
  }
  const [row] = await db
    .update(courses)
    .set({
      outline: body.outline,
      ...(body.coverFileId === undefined ? {} : { coverFileId: body.coverFileId?.toLowerCase() ?? null }),
      updatedAt: at,
    })
    .where(eq(courses.id, current.id))
    .returning();
  if (!row) throw courseNotFound();
  return toCourseDetail(db, row, editor);
}

/** The stored file id of the cover of course `courseId`, for anyone who may see the course. Errors: 404 (no course, no cover). */
export async function findCourseCover(db: Database, courseId: string, viewer: AccountUser | null): Promise<string> {
  const row = await findVisibleCourse(db, courseId, viewer);
  if (!row.coverFileId) {
    throw new AppError('file_not_found', { status: 404, message: msg('This course has no cover image.') });
  }
  return row.coverFileId;
}
