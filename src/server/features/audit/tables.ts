import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../../shared/audit/audit-log';
import { users } from '../account/tables';

/**
 * The audit log (issue 12): one row per admin action, append-only. `before` and `after` hold the
 * record's fields as they were and became; `subjectUserId` is the user acted on, when there is one.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    actorId: text()
      .notNull()
      .references(() => users.id),
    action: text().$type<AuditAction>().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    subjectUserId: text().references(() => users.id),
    summary: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_subject_user_idx').on(table.subjectUserId, table.createdAt),
  ],
);
