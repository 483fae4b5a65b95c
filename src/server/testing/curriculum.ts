import { eq } from 'drizzle-orm';
import type { QuizSpec } from '../../shared/marketplace/lessons';
import type { Database } from '../db/client';
import { courseLessons, courseSections } from '../features/marketplace/curriculum/tables';

/** One lesson of a test curriculum: its kind's field, and whether it is a free preview. */
export type TestLesson = { title: string; isFreePreview?: boolean } & (
  | { kind: 'text'; bodyHtml: string }
  | { kind: 'material'; materialId: string }
  | { kind: 'video'; videoId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'quiz'; quiz: QuizSpec }
);

/** A quiz spec drawing `questionCount` items from the whole bank, passed at 60%. */
export function quizSpec(overrides: Partial<QuizSpec> = {}): QuizSpec {
  return { subjects: [], clientNeeds: [], itemTypes: [], itemIds: [], questionCount: 3, passPercent: 60, ...overrides };
}

/**
 * Removes every section (and with them every lesson) of course `courseId`: a course made by
 * `createCourseAs` holds a "Welcome" lesson (a course is published only with a lesson), which a
 * test that counts lessons replaces with its own.
 */
export async function clearCourseCurriculum(db: Database, courseId: string): Promise<void> {
  await db.delete(courseSections).where(eq(courseSections.courseId, courseId));
}

/**
 * Gives course `courseId` the curriculum `sections` in place of the one it has (written straight
 * into course_sections and course_lessons, in order): the player's tests build courses without the
 * editor's API. Returns the lesson ids in curriculum order.
 */
export async function giveCourseCurriculum(
  db: Database,
  courseId: string,
  sections: ReadonlyArray<{ title: string; lessons: readonly TestLesson[] }>,
  at = new Date('2026-03-01T09:00:00.000Z'),
): Promise<string[]> {
  await clearCourseCurriculum(db, courseId);
  const lessonIds: string[] = [];
  for (const [sectionPosition, section] of sections.entries()) {
    const [row] = await db
      .insert(courseSections)
      .values({ courseId, title: section.title, position: sectionPosition, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('insert returned no section');
    for (const [position, lesson] of section.lessons.entries()) {
      const [inserted] = await db
        .insert(courseLessons)
        .values({
          courseId,
          sectionId: row.id,
          position: sectionPosition * 1000 + position,
          title: lesson.title,
          kind: lesson.kind,
          bodyHtml: lesson.kind === 'text' ? lesson.bodyHtml : null,
          materialId: lesson.kind === 'material' ? lesson.materialId : null,
          videoId: lesson.kind === 'video' ? lesson.videoId : null,
          sessionId: lesson.kind === 'session' ? lesson.sessionId : null,
          quiz: lesson.kind === 'quiz' ? lesson.quiz : null,
          isFreePreview: lesson.isFreePreview ?? false,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: courseLessons.id });
      if (!inserted) throw new Error('insert returned no lesson');
      lessonIds.push(inserted.id);
    }
  }
  return lessonIds;
}
