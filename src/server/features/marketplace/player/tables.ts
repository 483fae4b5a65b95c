import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/timestamps';
import { users } from '../../account/tables';
import { courseLessons } from '../curriculum/tables';
import { courses } from '../tables';

/**
 * A learner's completed lessons (issue 27 item 2): one row per learner and lesson, written by Mark
 * complete, by a video watched to the end, or when the quiz lesson's attempt is submitted
 * (`attemptId`). Removing the row is "Mark incomplete".
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: text()
      .notNull()
      .references(() => users.id),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_completions_course_idx').on(table.courseId, table.userId),
  ],
);

/**
 * The quiz attempts a learner started from a quiz lesson (issue 27 item 2): the exam engine's
 * attempt id, so the player finds the attempt to resume and completes the lesson once it is submitted.
 */
export const lessonQuizAttempts = pgTable(
  'lesson_quiz_attempts',
  {
    attemptId: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('lesson_quiz_attempts_lesson_idx').on(table.lessonId, table.userId)],
);

/** Where a learner is in a course: the lesson she opened last, for "Continue where you left off". */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: text()
      .notNull()
      .references(() => users.id),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lastLessonId: uuid().references(() => courseLessons.id, { onDelete: 'set null' }),
    lastOpenedAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

/**
 * Certificates of completion (issue 27 item 2): issued once when a learner has completed every
 * lesson of a course; `id` is the verification code anyone can open at the verification address.
 * The learner's name and the course's title are kept as issued, as a printed certificate keeps them.
 */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id),
    courseId: uuid()
      .notNull()
      .references(() => courses.id),
    learnerName: text().notNull(),
    courseTitle: text().notNull(),
    trainerName: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('course_certificates_one_per_learner').on(table.userId, table.courseId)],
);
