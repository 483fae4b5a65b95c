import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/** The counted figures an admin may correct (spec §5 "Edit user"); earnings are corrected in the ledger instead. */
export type AdjustedFigure = 'testAttempts' | 'coursesCreated' | 'coursesSold';

/**
 * Corrections of counted figures (issue 12): the figure shown is what the records count plus the
 * sum of these deltas. Append-only, each with the admin, the time and the reason.
 */
export const figureAdjustments = pgTable(
  'figure_adjustments',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id),
    figure: text().$type<AdjustedFigure>().notNull(),
    delta: integer().notNull(),
    createdById: text()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('figure_adjustments_user_idx').on(table.userId, table.figure),
    check('figure_adjustments_figure', sql`${table.figure} in ('testAttempts', 'coursesCreated', 'coursesSold')`),
    check('figure_adjustments_delta', sql`${table.delta} <> 0`),
  ],
);
