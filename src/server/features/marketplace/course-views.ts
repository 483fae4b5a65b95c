import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Course, ViewerState } from '../../../shared/marketplace/courses';
import type { Database } from '../../db/client';
import { findUserNames } from '../account/service';
import { countCompletedPurchases, purchasedItemIds } from './item-sales';
import { courseRatings, type courses } from './tables';

export type CourseRow = typeof courses.$inferSelect;

/** A course's figures read from purchases and ratings: buyers with a completed purchase, and the average of their stars. */
interface CourseFigures {
  enrolledStudents: number;
  rating: number | null;
  ratingCount: number;
}

/** A course no one has bought or rated. */
const NO_FIGURES: CourseFigures = { enrolledStudents: 0, rating: null, ratingCount: 0 };

/** Enrolled students (completed purchases) and ratings of each course of `ids`, by course id. */
async function courseFigures(db: Database, ids: readonly string[]): Promise<Map<string, CourseFigures>> {
  const figures = new Map<string, CourseFigures>(ids.map((id) => [id, { ...NO_FIGURES }]));
  if (ids.length === 0) return figures;
  const [enrolled, ratings] = await Promise.all([
    countCompletedPurchases(db, ids),
    db
      .select({
        courseId: courseRatings.courseId,
        average: sql<number>`round(avg(${courseRatings.stars}), 2)::float8`,
        total: sql<number>`count(*)::int`,
      })
      .from(courseRatings)
      // A hidden review's stars do not count (issue 27 item 7).
      .where(and(inArray(courseRatings.courseId, [...ids]), isNull(courseRatings.hiddenAt)))
      .groupBy(courseRatings.courseId),
  ]);
  for (const [courseId, total] of enrolled) {
    const entry = figures.get(courseId);
    if (entry) entry.enrolledStudents = total;
  }
  for (const row of ratings) {
    const entry = figures.get(row.courseId);
    if (entry) {
      entry.rating = row.average;
      entry.ratingCount = row.total;
    }
  }
  return figures;
}

/**
 * Course rows as the API shows them (spec §3 "Course"): with the trainer's name, enrolled students,
 * rating, and where `viewerId` stands with each (spec §4: purchasable, purchased, own; signed-out
 * readers see purchasable). Keeps the order of `rows`.
 */
export async function toCourses(db: Database, rows: readonly CourseRow[], viewerId: string | null): Promise<Course[]> {
  const ids = rows.map((row) => row.id);
  const [names, figures, bought] = await Promise.all([
    findUserNames(
      db,
      rows.map((row) => row.trainerId),
    ),
    courseFigures(db, ids),
    viewerId ? purchasedItemIds(db, viewerId, ids) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((row) => {
    const viewerState: ViewerState =
      viewerId === row.trainerId ? 'own' : bought.has(row.id) ? 'purchased' : 'purchasable';
    const { enrolledStudents, rating, ratingCount } = figures.get(row.id) ?? NO_FIGURES;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      priceCents: row.priceCents,
      category: row.category,
      duration: row.duration,
      level: row.level,
      isPublished: row.isPublished,
      trainerId: row.trainerId,
      trainerName: names.get(row.trainerId) ?? 'Former trainer',
      createdAt: row.createdAt.toISOString(),
      enrolledStudents,
      rating,
      ratingCount,
      viewerState,
      outline: row.outline,
      coverUrl: row.coverFileId ? `/api/courses/${row.id}/cover` : null,
    };
  });
}
