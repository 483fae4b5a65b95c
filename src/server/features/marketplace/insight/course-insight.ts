import { and, asc, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import { msg } from '../../../../shared/i18n/msg';
import {
  type CourseInsight,
  INSIGHT_MONTHS,
  STOP_LESSONS_SHOWN,
  type StopLesson,
} from '../../../../shared/marketplace/insight';
import { can } from '../../../../shared/roles';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { isUuid } from '../../../lib/query-text';
import { getTimeZone } from '../../account/service';
import { courseNotFound } from '../courses';
import { courseLessons, courseSections } from '../curriculum/tables';
import { lessonCompletions } from '../player/tables';
import { courses, purchases } from '../tables';
import { lastMonths, monthIn } from './months';

/** A lesson of the curriculum, in order: its place (1-based) and where it is. */
interface OrderedLesson {
  id: string;
  title: string;
  sectionTitle: string;
  number: number;
}

/**
 * The course `courseId` if `reader` may read its insight: her own, or any for an admin (issue 27
 * item 5). Errors: 404 course_not_found when no course has that id, or it is another trainer's
 * draft (as everywhere, a draft not yours does not exist for you); 403 not_your_course for another
 * trainer's published course.
 */
async function findInsightCourse(db: Database, courseId: string, reader: AccountUser) {
  if (!isUuid(courseId)) throw courseNotFound();
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  if (course.trainerId === reader.id || can(reader, 'adminFeatures')) return course;
  if (!course.isPublished) throw courseNotFound();
  throw new AppError('not_your_course', {
    status: 403,
    message: msg("Only the course's trainer can see its insight. Open the insight of one of your own courses."),
  });
}

/**
 * Where a buyer who started but did not finish stops (issue 27 item 5, decided for part D): the
 * lesson after the furthest lesson she completed, in curriculum order; when she completed the last
 * lesson but skipped some, the first lesson she skipped. Completions are what she did, whereas
 * course_progress's last opened lesson moves back whenever she revisits an earlier lesson, so it is
 * not used. `done` holds the indexes (in `lessons`) she completed; it is neither empty nor all.
 */
export function stopIndex(lessonCount: number, done: ReadonlySet<number>): number {
  const furthest = Math.max(...done);
  if (furthest + 1 < lessonCount) return furthest + 1;
  for (let index = 0; index < lessonCount; index += 1) if (!done.has(index)) return index;
  return furthest;
}

/**
 * A course's insight (issue 27 item 5) at `now`, for its trainer or an admin: new buyers per month
 * (completed purchases, by purchase time, in the trainer's time zone, last INSIGHT_MONTHS months),
 * the completion rate (buyers who completed every lesson of the curriculum / buyers, whole percent)
 * and the lessons buyers who did not finish stop at (stopIndex), the STOP_LESSONS_SHOWN most
 * frequent first. Only buyers holding a completed purchase count; completions of lessons no longer
 * in the course do not. Errors: 404, 403 (findInsightCourse).
 */
export async function getCourseInsight(
  db: Database,
  courseId: string,
  reader: AccountUser,
  now: Date,
): Promise<CourseInsight> {
  const course = await findInsightCourse(db, courseId, reader);
  const [timeZone, buyerRows, lessonRows, completionRows] = await Promise.all([
    getTimeZone(db, course.trainerId),
    db
      .select({ userId: purchases.userId, purchasedAt: purchases.purchasedAt })
      .from(purchases)
      .where(
        and(eq(purchases.courseId, course.id), eq(purchases.itemKind, 'course'), eq(purchases.status, 'completed')),
      ),
    db
      .select({ id: courseLessons.id, title: courseLessons.title, sectionTitle: courseSections.title })
      .from(courseLessons)
      .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
      .where(eq(courseLessons.courseId, course.id))
      .orderBy(asc(courseSections.position), asc(courseLessons.position), asc(courseLessons.id)),
    db
      .select({ userId: lessonCompletions.userId, lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(eq(lessonCompletions.courseId, course.id)),
  ]);

  const months = lastMonths(now, timeZone, INSIGHT_MONTHS);
  const perMonth = new Map(months.map((month) => [month, 0]));
  for (const buyer of buyerRows) {
    const month = monthIn(buyer.purchasedAt, timeZone);
    const current = perMonth.get(month);
    if (current !== undefined) perMonth.set(month, current + 1);
  }

  const lessons: OrderedLesson[] = lessonRows.map((row, index) => ({ ...row, number: index + 1 }));
  const indexOf = new Map(lessons.map((lesson, index) => [lesson.id, index]));
  const buyers = new Set(buyerRows.map((row) => row.userId));
  const doneBy = new Map<string, Set<number>>();
  for (const row of completionRows) {
    const index = indexOf.get(row.lessonId);
    if (!buyers.has(row.userId) || index === undefined) continue;
    const done = doneBy.get(row.userId) ?? new Set<number>();
    done.add(index);
    doneBy.set(row.userId, done);
  }

  let completedBuyers = 0;
  let notStarted = 0;
  const stops = new Map<number, number>();
  for (const buyer of buyers) {
    const done = doneBy.get(buyer);
    if (!done || done.size === 0) notStarted += 1;
    else if (done.size === lessons.length) completedBuyers += 1;
    else {
      const stop = stopIndex(lessons.length, done);
      stops.set(stop, (stops.get(stop) ?? 0) + 1);
    }
  }
  const stopLessons: StopLesson[] = [...stops.entries()]
    .sort(([indexA, a], [indexB, b]) => b - a || indexA - indexB)
    .slice(0, STOP_LESSONS_SHOWN)
    .flatMap(([index, learners]) => {
      const lesson = lessons[index];
      return lesson
        ? [
            {
              lessonId: lesson.id,
              title: lesson.title,
              sectionTitle: lesson.sectionTitle,
              number: lesson.number,
              learners,
            },
          ]
        : [];
    });

  return {
    courseId: course.id,
    title: course.title,
    timeZone,
    buyers: buyers.size,
    buyersByMonth: months.map((month) => ({ month, buyers: perMonth.get(month) ?? 0 })),
    lessons: lessons.length,
    completedBuyers: lessons.length === 0 ? 0 : completedBuyers,
    completionPercent:
      buyers.size === 0 || lessons.length === 0 ? null : Math.round((completedBuyers / buyers.size) * 100),
    notStarted: lessons.length === 0 ? 0 : notStarted,
    stopLessons,
  };
}
