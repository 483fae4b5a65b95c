import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExamMode, FormAccess, FormKind, ItemFilter, SelectionRule } from '../../../shared/exams/forms';
import type { ClientNeed, Subject } from '../../../shared/exams/question-bank';
import type { ItemGroupContent } from '../../../shared/items/item-group';
import type { ItemResponse, ItemType, QuestionContent } from '../../../shared/items/registry';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * Exam forms (docs/architecture.md §6): what a test draws (`filter`, `selection`), how many items
 * before the user's cap, and its time limit. The built-in forms of spec §9 are made to match
 * BUILT_IN_FORMS at start; custom tests (kind `custom`) belong to the instructor or admin who
 * composed them.
 */
export const examForms = pgTable(
  'exam_forms',
  {
    id: text().primaryKey(),
    kind: text().$type<FormKind>().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    questionCount: integer().notNull(),
    timeLimitSeconds: integer().notNull(),
    filter: jsonb().$type<ItemFilter>().notNull(),
    selection: text().$type<SelectionRule>().notNull(),
    access: text().$type<FormAccess>().notNull(),
    /** The author of a custom test; null for built-in forms. */
    ownerId: text().references(() => users.id, { onDelete: 'cascade' }),
    /** Order on the Training Center overview. */
    position: integer().notNull().default(0),
    /** A deleted custom test: no longer listed or started; its attempts keep it. */
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('exam_forms_owner_idx').on(table.ownerId)],
);

export type AttemptStatus = 'in_progress' | 'submitted' | 'abandoned';

/**
 * One sitting of an exam form. The id is a random UUID that only the starting browser knows.
 * Points are set on submission: `score` earned of `possible`, `percent` rounded (spec §5 pass mark).
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    formId: text()
      .notNull()
      .references(() => examForms.id),
    mode: text().$type<ExamMode>().notNull().default('timed'),
    status: text().$type<AttemptStatus>().notNull().default('in_progress'),
    timeLimitSeconds: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    deadlineAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    abandonedAt: timestamp({ withTimezone: true }),
    /** Points earned, set on submission (for multiple-choice items only: the count correct, spec §3 "Exam result"). */
    score: integer(),
    /** Points possible, set on submission. */
    possible: integer(),
    /** score / possible in whole percent, set on submission. */
    percent: integer(),
    /** Whole seconds from start to submission (or to the deadline, if earlier). */
    timeSpentSeconds: integer(),
    /** The attempt this one retakes (same items, fresh answers and clock). */
    retakeOf: uuid(),
    /** The signed-in user who took it; null for a visitor. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Issue 25 item 1: when the student suspended this practice (the clock stopped, answers kept);
     * null while it runs. While suspended, `deadlineAt` lies in the past so no answer is taken, and
     * `remainingSeconds` holds the time left; resuming sets deadlineAt = now + remainingSeconds.
     */
    suspendedAt: timestamp({ withTimezone: true }),
    /** Whole seconds left on the clock when the attempt was suspended; null while it runs. */
    remainingSeconds: integer(),
    /** Issue 25 item 1: when a visitor's Free Sample attempt was claimed by the user who then signed up or in. */
    claimedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('exam_attempts_user_idx').on(table.userId, table.submittedAt),
    index('exam_attempts_form_idx').on(table.formId, table.status),
    // The scheduled deletion of old visitors' attempts (visitor-attempt-cleanup.ts).
    index('exam_attempts_visitor_started_idx').on(table.startedAt).where(sql`${table.userId} is null`),
  ],
);

/**
 * The item groups (case studies) an attempt asked, each a copy of the group as asked, so later
 * edits to the bank change no attempt; its items are the `attempt_items` rows that name it. See
 * `ItemGroupContent` (`src/shared/items/item-group.ts`) for how a group is drawn and asked as a unit.
 */
export const attemptItemGroups = pgTable(
  'attempt_item_groups',
  {
    attemptId: uuid()
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    groupId: text().notNull(),
    group: jsonb().$type<ItemGroupContent>().notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.groupId] })],
);

/**
 * One item of an attempt (docs/architecture.md §6): the item as asked (a copy, so later edits to
 * the bank change no result), the response, points earned (set when scored) and possible, the flag
 * for review and the seconds the candidate spent on it. `checkedAt` is set when a tutor-mode answer
 * is checked: the item is then locked and its key shown.
 */
export const attemptItems = pgTable(
  'attempt_items',
  {
    attemptId: uuid()
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    /** Zero-based place in the attempt. */
    position: integer().notNull(),
    itemId: text().notNull(),
    itemType: text().$type<ItemType>().notNull(),
    subject: text().$type<Subject>().notNull(),
    clientNeeds: text().$type<ClientNeed>().notNull(),
    item: jsonb().$type<QuestionContent>().notNull(),
    response: jsonb().$type<ItemResponse>(),
    earned: integer(),
    possible: integer().notNull(),
    flagged: boolean().notNull().default(false),
    /** The student marked her answer "Not sure" (issue 25 item 3: a right answer so marked still makes a flashcard). */
    lowConfidence: boolean().notNull().default(false),
    secondsSpent: integer().notNull().default(0),
    checkedAt: timestamp({ withTimezone: true }),
    /** The group (an `attempt_item_groups` row of this attempt) the item was asked in; null for a stand-alone item. */
    groupId: text(),
    /** Zero-based place of the item in its group; set exactly when `groupId` is. */
    groupPosition: integer(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.position] }),
    unique('attempt_items_item_unique').on(table.attemptId, table.itemId),
    // Peer figures read everyone's answers to the items of one review (peers/peer-figures.ts, issue 25 item 2).
    index('attempt_items_item_idx').on(table.itemId),
    check(
      'attempt_items_group_position_with_group',
      sql`(${table.groupId} is null) = (${table.groupPosition} is null)`,
    ),
  ],
);

export type ExamFormRow = typeof examForms.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;
export type AttemptItemRow = typeof attemptItems.$inferSelect;
