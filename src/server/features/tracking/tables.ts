import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { StepKey, StepStatus } from '../../../shared/tracking/tracking';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * What an admin set on one step of a student's application timeline (issue 13). For a step of the
 * support team: its status and the date it was completed; for any step: a due date and a note.
 * A step that follows the records keeps `status` and `completedOn` null (the records decide). Dates
 * are calendar dates (YYYY-MM-DD). Every change is also in the audit log.
 */
export const applicationSteps = pgTable(
  'application_steps',
  {
    userId: text()
      .notNull()
      .references(() => users.id),
    step: text().$type<StepKey>().notNull(),
    status: text().$type<StepStatus>(),
    completedOn: date({ mode: 'string' }),
    dueOn: date({ mode: 'string' }),
    note: text(),
    updatedById: text()
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
);
