import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CourseCategory, CourseLevel } from '../../../shared/marketplace/courses';
import type { PurchaseStatus, SaleItemKind } from '../../../shared/marketplace/purchases';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';
import { storedFiles } from '../files/tables';

/**
 * Courses of the marketplace (spec §3 "Course"). The trainer's name, enrolled students and rating
 * are not stored: they are read from the trainer's account, the purchases and the ratings.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    trainerId: text()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    category: text().$type<CourseCategory>().notNull(),
    duration: text().notNull().default(''),
    level: text().$type<CourseLevel>().notNull(),
    isPublished: boolean().notNull().default(false),
    /** What the learner will be able to do, in a few lines (issue 27 item 1): on the card and the course page. */
    outline: text().notNull().default(''),
    /** The cover image (issue 27 item 1), an upload of purpose `course-cover` in the file store; null for none. */
    coverFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('courses_trainer_idx').on(table.trainerId),
    index('courses_published_idx').on(table.isPublished, table.createdAt),
    check('courses_price_positive', sql`${table.priceCents} > 0`),
  ],
);

/**
 * A buyer's rating of a course: 1 to 5 stars, one per buyer per course, editable; with the buyer's
 * review in text when she wrote one (issue 27 item 7), the course trainer's one reply to it, and an
 * admin's hiding of it with a reason. A hidden rating leaves the course page and the averages.
 * `id` names the review in the API. Times are when the text, the reply and the hiding were last set.
 */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: uuid().notNull().unique().default(sql`gen_random_uuid()`),
    courseId: uuid()
      .notNull()
      .references(() => courses.id),
    userId: text()
      .notNull()
      .references(() => users.id),
    stars: integer().notNull(),
    reviewText: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    replyText: text(),
    repliedAt: timestamp({ withTimezone: true }),
    replyAuthorId: text().references(() => users.id),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenById: text().references(() => users.id),
    hiddenReason: text(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId] }),
    check('course_ratings_stars', sql`${table.stars} between 1 and 5`),
    check(
      'course_ratings_hidden_with_reason',
      sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null) and (${table.hiddenAt} is null) = (${table.hiddenById} is null)`,
    ),
    index('course_ratings_reviews_idx').on(table.courseId, table.reviewedAt),
  ],
);

/**
 * Purchases (spec §3 "Purchase"): one row per sale of a trainer's item (a course, a one-on-one
 * session booking or a paid video), status `completed` until it is refunded. A buyer holds at most
 * one completed purchase of an item (the partial unique index), so a double-clicked buy makes one
 * purchase. `itemTitle` is the item's title when bought, as a receipt keeps it. Amounts in cents;
 * `amountCents` is what the buyer paid. `courseId` is set for a course, so the course is a foreign key.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    itemKind: text().$type<SaleItemKind>().notNull().default('course'),
    itemId: uuid().notNull(),
    itemTitle: text().notNull(),
    courseId: uuid().references(() => courses.id),
    userId: text()
      .notNull()
      .references(() => users.id),
    trainerId: text()
      .notNull()
      .references(() => users.id),
    priceCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    amountCents: integer().notNull(),
    referralCode: text(),
    referrerId: text().references(() => users.id),
    referralFeeCents: integer().notNull().default(0),
    status: text().$type<PurchaseStatus>().notNull().default('completed'),
    purchasedAt: timestamp({ withTimezone: true }).notNull(),
    refundedAt: timestamp({ withTimezone: true }),
    refundedById: text().references(() => users.id),
    refundReason: text(),
    /** The paid order this purchase fulfils (issue 26; null for sales before orders, and demo sales). */
    orderId: uuid(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('purchases_order_idx').on(table.orderId),
    uniqueIndex('purchases_one_completed_per_buyer')
      .on(table.itemId, table.userId)
      .where(sql`${table.status} = 'completed'`),
    index('purchases_user_idx').on(table.userId, table.purchasedAt),
    index('purchases_trainer_idx').on(table.trainerId, table.purchasedAt),
    index('purchases_referrer_idx').on(table.referrerId),
    index('purchases_purchased_at_idx').on(table.purchasedAt),
    check('purchases_amounts', sql`${table.amountCents} + ${table.discountCents} = ${table.priceCents}`),
    check(
      'purchases_course_item',
      sql`(${table.itemKind} = 'course' and ${table.courseId} = ${table.itemId}) or (${table.itemKind} in ('session', 'video') and ${table.courseId} is null)`,
    ),
    index('purchases_item_idx').on(table.itemId, table.status),
  ],
);

export type LedgerParty = 'trainer' | 'referrer' | 'platform';
/** `payout`: money paid out to the user's payout account (issue 26), negative, available at once. */
export type LedgerEntryType = 'sale' | 'refund' | 'adjustment' | 'payout';

/**
 * The money ledger (docs/architecture.md §7): append-only (a trigger refuses updates and deletes). A sale writes
 * one entry per party, summing to what the buyer paid; a refund writes the reversing entries; an
 * admin correction is an `adjustment` with who and why; a `payout` takes paid-out money out of the
 * user's available earnings (issue 26). A user's earnings are the sum of their
 * entries; `availableAt` is when an entry stops being pending. The platform's entries have no user.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    purchaseId: uuid().references(() => purchases.id),
    userId: text().references(() => users.id),
    party: text().$type<LedgerParty>().notNull(),
    entryType: text().$type<LedgerEntryType>().notNull(),
    amountCents: integer().notNull(),
    availableAt: timestamp({ withTimezone: true }).notNull(),
    /** The entry a refund reverses. */
    reversesId: uuid(),
    /** The admin who made an adjustment or a refund. */
    createdById: text().references(() => users.id),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_user_idx').on(table.userId, table.availableAt),
    index('ledger_entries_purchase_idx').on(table.purchaseId),
  ],
);
