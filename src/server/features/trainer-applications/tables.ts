import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TrainerApplicationStatus } from '../../../shared/trainer-applications/applications';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * Applications to become a trainer (issue 23): pending on submission, then approved (the account
 * became a trainer) or declined by an admin, with who decided, when and their comment. At most one
 * pending application per account (a partial unique index).
 */
export const trainerApplications = pgTable(
  'trainer_applications',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id),
    qualifications: text().notNull(),
    experience: text().notNull(),
    note: text().notNull().default(''),
    status: text().$type<TrainerApplicationStatus>().notNull().default('pending'),
    decidedById: text().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    decisionComment: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('trainer_applications_one_pending_idx').on(table.userId).where(sql`${table.status} = 'pending'`),
    index('trainer_applications_status_idx').on(table.status, table.createdAt),
    index('trainer_applications_user_idx').on(table.userId, table.createdAt),
  ],
);
