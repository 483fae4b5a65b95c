import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';
import { examAttempts, examForms } from '../exams/tables';

/**
 * An instructor's class (issue 28 item 5): students join by an email invitation or the join code.
 * Its data is visible to its instructor and to admins only.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    name: text().notNull(),
    instructorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Eight letters and digits a student types to join (no 0/O, 1/I), unique. */
    joinCode: text().notNull(),
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('classes_join_code_unique').on(table.joinCode),
    index('classes_instructor_idx').on(table.instructorId),
  ],
);

/** The students of a class. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.classId, table.userId] }), index('class_members_user_idx').on(table.userId)],
);

/** An invitation by email: the invited student sees it once signed in with that email, and accepts or not. */
export const classInvitations = pgTable(
  'class_invitations',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    invitedById: text().references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('class_invitations_class_email_unique').on(table.classId, table.email)],
);

/**
 * A test assigned to a class: a custom test, a quiz form or the adaptive exam (`formId`), open from
 * `opensAt` to `dueAt`.
 */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    formId: text()
      .notNull()
      .references(() => examForms.id),
    title: text().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('class_assignments_class_idx').on(table.classId)],
);

/** The attempts students made on an assignment (started from it), which its results read. */
export const classAssignmentAttempts = pgTable(
  'class_assignment_attempts',
  {
    assignmentId: uuid()
      .notNull()
      .references(() => classAssignments.id, { onDelete: 'cascade' }),
    attemptId: uuid()
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.attemptId] }),
    index('class_assignment_attempts_user_idx').on(table.userId),
  ],
);
