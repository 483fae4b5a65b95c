import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * A student's study plan settings (issue 25 item 5): the exam date she set herself (YYYY-MM-DD, her
 * local calendar day), null when she cleared it. Without a row or a date, the plan takes the
 * application timeline's "Exam scheduled" date.
 */
export const studyPlans = pgTable('study_plans', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  examDate: date({ mode: 'string' }),
  ...timestamps,
});
