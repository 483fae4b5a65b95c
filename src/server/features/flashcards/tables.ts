import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CardSource } from '../../../shared/flashcards/schemas';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * A student's flashcards (issue 25 items 3 and 4): one per point she missed (`itemId` set, unique
 * per user, so a later miss resets the card instead of adding one) or written by her (`itemId`
 * null). The FSRS state is ts-fsrs's `Card`, one column per field (`state` 0 New, 1 Learning,
 * 2 Review, 3 Relearning; `due` and `lastReview` instants; days as ts-fsrs counts them).
 */
export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text().$type<CardSource>().notNull(),
    /** The bank item the card was made from (its point); null for a card the student wrote. */
    itemId: text(),
    /** The question as asked (the item's stem), or the student's own front. */
    front: text().notNull(),
    /** The clinical cue of the point (the item's topic); null for the student's own cards. */
    cue: text(),
    /** The key as text, or the student's own back. */
    back: text().notNull(),
    /** The item's rationale; null for the student's own cards. */
    rationale: text(),
    /** The attempt whose review shows the item, and its form kind (for attemptHref). */
    sourceAttemptId: uuid(),
    sourceFormKind: text(),
    suspended: boolean().notNull().default(false),
    /** When a later miss last reset the card (no undo reaches a review before it). */
    resetAt: timestamp({ withTimezone: true }),
    due: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull().default(0),
    difficulty: doublePrecision().notNull().default(0),
    elapsedDays: integer().notNull().default(0),
    scheduledDays: integer().notNull().default(0),
    learningSteps: integer().notNull().default(0),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    state: smallint().notNull().default(0),
    lastReview: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('flashcards_user_item_unique').on(table.userId, table.itemId),
    index('flashcards_user_due_idx').on(table.userId, table.due),
  ],
);

/**
 * Every grade given to a card (issue 25 item 4): the grade (ts-fsrs Rating 1-4), when, and the
 * card's whole FSRS state before it, so that undo restores it exactly and an optimizer can replay
 * the history (card id, review time, rating, state: the FSRS optimizer's input).
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    reviewedAt: timestamp({ withTimezone: true }).notNull(),
    /** Milliseconds from showing the front to the grade, when the client reported it. */
    durationMs: integer(),
    dueBefore: timestamp({ withTimezone: true }).notNull(),
    stabilityBefore: doublePrecision().notNull(),
    difficultyBefore: doublePrecision().notNull(),
    elapsedDaysBefore: integer().notNull(),
    scheduledDaysBefore: integer().notNull(),
    learningStepsBefore: integer().notNull(),
    repsBefore: integer().notNull(),
    lapsesBefore: integer().notNull(),
    stateBefore: smallint().notNull(),
    lastReviewBefore: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('flashcard_reviews_user_time_idx').on(table.userId, table.reviewedAt),
    index('flashcard_reviews_card_idx').on(table.cardId),
  ],
);

/** A student's flashcard settings: her daily limit of new cards (issue 25 item 4; default 20, 0-200). */
export const flashcardSettings = pgTable('flashcard_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyNewLimit: integer().notNull(),
  ...timestamps,
});

export type FlashcardRow = typeof flashcards.$inferSelect;
export type FlashcardReviewRow = typeof flashcardReviews.$inferSelect;
