import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SessionStatus } from '../../../shared/trainer-sessions/sessions';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * One-on-one (or small-group) sessions a trainer offers (spec §3 "Trainer session", §4: 'available'
 * on creation). A booking is a marketplace purchase of the session (kind `session`), so the seats
 * taken are the session's completed purchases. Price in cents (0 is free); duration in minutes.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    trainerId: text()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    durationMinutes: integer().notNull(),
    priceCents: integer().notNull(),
    maxStudents: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * Where the session happens (issue 27 item 3): the video-call address the trainer gives (https
     * only) and/or a place (free text). Required for sessions created from issue 27 on (at least one
     * of them); null on older sessions. Shown only to the trainer, admins and buyers (see to-sessions.ts).
     */
    meetingUrl: text(),
    place: text(),
    status: text().$type<SessionStatus>().notNull().default('available'),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('training_sessions_trainer_idx').on(table.trainerId, table.startsAt),
    index('training_sessions_starts_idx').on(table.status, table.startsAt),
    check('training_sessions_price', sql`${table.priceCents} >= 0`),
    check('training_sessions_seats', sql`${table.maxStudents} > 0`),
    check('training_sessions_meeting_https', sql`${table.meetingUrl} is null or ${table.meetingUrl} like 'https://%'`),
  ],
);
