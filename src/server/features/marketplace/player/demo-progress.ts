import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { findAccountUserByEmail, findUserNames } from '../../account/service';
import { courses, purchases } from '../tables';
import { loadCurriculum, syncProgress } from './progress';
import { courseProgress, lessonCompletions } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Amara's bought course, whose progress the demo shows (README "Demo accounts"). */
const AMARA_EMAIL = 'amara.okafor@nightingale.test';

/**
 * The course player's demo data (issue 27 item 2), on whatever curriculum the demo courses have
 * (the curriculum's demo data runs first): Amara Okafor is part-way through the pharmacology course
 * she bought (about the first 40% of its lessons complete over the past days, at least one, never
 * all; the next one opened yesterday, so "Continue where you left off" takes her there), and the
 * course's first other buyer has completed it and holds its certificate. Does nothing when the
 * course has no lessons, when Amara did not buy it, or when her progress is already there (runs
 * once). Returns whether it seeded.
 */
export async function seedDemoProgress(db: Database, now: Date): Promise<boolean> {
  const amara = await findAccountUserByEmail(db, AMARA_EMAIL);
  if (!amara) return false;
  const [bought] = await db
    .select({ courseId: courses.id, title: courses.title, trainerId: courses.trainerId })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .where(and(eq(purchases.userId, amara.id), eq(purchases.status, 'completed'), eq(purchases.itemKind, 'course')))
    .orderBy(asc(purchases.purchasedAt))
    .limit(1);
  if (!bought) return false;
  const [already] = await db
    .select({ userId: courseProgress.userId })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, amara.id), eq(courseProgress.courseId, bought.courseId)));
  if (already) return false;
  const { lessons } = await loadCurriculum(db, bought.courseId);
  if (lessons.length === 0) return false;

  const day = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const done = lessons.length === 1 ? 0 : Math.max(1, Math.min(lessons.length - 1, Math.round(lessons.length * 0.4)));
  const completed = lessons.slice(0, done);
  if (completed.length > 0) {
    await db.insert(lessonCompletions).values(
      completed.map((lesson, index) => {
        const at = day(4 - (index * 3) / Math.max(completed.length, 1));
        return {
          userId: amara.id,
          lessonId: lesson.id,
          courseId: bought.courseId,
          completedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
  const next = lessons[done] ?? lessons[0];
  await db.insert(courseProgress).values({
    userId: amara.id,
    courseId: bought.courseId,
    lastLessonId: next?.id ?? null,
    lastOpenedAt: day(1),
    createdAt: day(4),
    updatedAt: day(1),
  });

  // One other buyer of the course completed it three days ago and holds its certificate.
  const [graduate] = await db
    .select({ userId: purchases.userId })
    .from(purchases)
    .where(and(eq(purchases.courseId, bought.courseId), eq(purchases.status, 'completed')))
    .orderBy(asc(purchases.purchasedAt))
    .limit(1);
  if (graduate && graduate.userId !== amara.id) {
    const finished = day(3);
    await db
      .insert(lessonCompletions)
      .values(
        lessons.map((lesson) => ({
          userId: graduate.userId,
          lessonId: lesson.id,
          courseId: bought.courseId,
          completedAt: finished,
          createdAt: finished,
          updatedAt: finished,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(courseProgress)
      .values({
        userId: graduate.userId,
        courseId: bought.courseId,
        lastLessonId: lessons.at(-1)?.id ?? null,
        lastOpenedAt: finished,
        createdAt: finished,
        updatedAt: finished,
      })
      .onConflictDoNothing();
    const trainerName = (await findUserNames(db, [bought.trainerId])).get(bought.trainerId) ?? 'Former trainer';
    await syncProgress(
      db,
      graduate.userId,
      { id: bought.courseId, title: bought.title, trainerName },
      lessons,
      finished,
    );
  }
  return true;
}
