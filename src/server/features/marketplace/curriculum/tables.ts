import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LessonKind, QuizSpec } from '../../../../shared/marketplace/lessons';
import { timestamps } from '../../../db/timestamps';
import { trainingMaterials } from '../../materials/tables';
import { trainingSessions } from '../../trainer-sessions/tables';
import { trainerVideos } from '../../trainer-videos/tables';
import { courses } from '../tables';

/** A course's sections, in `position` order (issue 27 item 1). */
export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: integer().notNull(),
    ...timestamps,
  },
  (table) => [index('course_sections_course_idx').on(table.courseId, table.position)],
);

/**
 * The lessons of a section, in `position` order (issue 27 item 1). Exactly the field of its kind is
 * set: `bodyHtml` (sanitised on the server) for a text lesson, `materialId`, `videoId` or
 * `sessionId` for the trainer's own material, video or session, `quiz` for a practice quiz.
 * `isFreePreview` lessons are open to everyone. `courseId` repeats the section's course so a lesson
 * is checked against its course in one lookup.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid()
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    kind: text().$type<LessonKind>().notNull(),
    bodyHtml: text(),
    materialId: uuid().references(() => trainingMaterials.id),
    videoId: uuid().references(() => trainerVideos.id),
    sessionId: uuid().references(() => trainingSessions.id),
    quiz: jsonb().$type<QuizSpec>(),
    isFreePreview: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('course_lessons_section_idx').on(table.sectionId, table.position),
    index('course_lessons_course_idx').on(table.courseId),
    check(
      'course_lessons_one_kind',
      sql`(${table.kind} = 'text' and ${table.bodyHtml} is not null and ${table.materialId} is null and ${table.videoId} is null and ${table.sessionId} is null and ${table.quiz} is null)
        or (${table.kind} = 'material' and ${table.materialId} is not null and ${table.bodyHtml} is null and ${table.videoId} is null and ${table.sessionId} is null and ${table.quiz} is null)
        or (${table.kind} = 'video' and ${table.videoId} is not null and ${table.bodyHtml} is null and ${table.materialId} is null and ${table.sessionId} is null and ${table.quiz} is null)
        or (${table.kind} = 'quiz' and ${table.quiz} is not null and ${table.bodyHtml} is null and ${table.materialId} is null and ${table.videoId} is null and ${table.sessionId} is null)
        or (${table.kind} = 'session' and ${table.sessionId} is not null and ${table.bodyHtml} is null and ${table.materialId} is null and ${table.videoId} is null and ${table.quiz} is null)`,
    ),
  ],
);
