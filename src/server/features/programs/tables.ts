import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProgramId } from '../../../shared/programs/programs';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * A student's enrolment in a licensure programme (spec §2 "Program Selection"; issue 13): one row
 * per student, changed when they choose another programme. `enrolledAt` is when they chose the
 * current one.
 */
export const programEnrolments = pgTable('program_enrolments', {
  userId: text()
    .primaryKey()
    .references(() => users.id),
  programId: text().$type<ProgramId>().notNull(),
  enrolledAt: timestamp({ withTimezone: true }).notNull(),
  ...timestamps,
});
