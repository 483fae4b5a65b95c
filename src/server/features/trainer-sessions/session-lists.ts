import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { Session } from '../../../shared/trainer-sessions/sessions';
import type { Database } from '../../db/client';
import { uuidsAmong } from '../../lib/query-text';
import { isActiveAccount } from '../account/service';
import { purchasedItemIdsOfKind } from '../marketplace/service';
import { trainingSessions } from './tables';
import { sessionViewerOf, toSessions } from './to-sessions';

/*
 * The lists of sessions others read (spec §2 "Trainer sessions"): the sessions students can book,
 * and those a course holds or its trainer may attach to it.
 */

/** At most this many sessions in a student's list, soonest first. */
const LIST_LIMIT = 200;

/** The condition of a session still to come at `now`: not cancelled, starting after `now`. */
export function isUpcoming(now: Date) {
  return and(ne(trainingSessions.status, 'cancelled'), gt(trainingSessions.startsAt, now));
}

/**
 * Sessions students may look for (spec §2 "Trainer sessions"): not cancelled and starting after
 * `now`, soonest first (at most 200), of `trainerId` when given, as `viewer` (null signed out) sees
 * them. A deleted trainer's sessions are never listed (issue 12), even one the deletion left.
 */
export async function listAvailableSessions(
  db: Database,
  { trainerId, viewer }: { trainerId: string | undefined; viewer: AccountUser | null },
  now: Date,
): Promise<Session[]> {
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(
      and(
        isUpcoming(now),
        trainerId !== undefined ? eq(trainingSessions.trainerId, trainerId) : undefined,
        isActiveAccount(db, trainingSessions.trainerId),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .limit(LIST_LIMIT);
  return toSessions(db, rows, sessionViewerOf(viewer), now);
}

/**
 * The sessions `ids` in any status, soonest first, as `viewer` (null signed out) sees them at
 * `now` (for a course's session lessons). Ids that are not UUIDs or name no session are left out.
 */
export async function listSessionsByIds(
  db: Database,
  ids: readonly string[],
  viewer: AccountUser | null,
  now: Date,
): Promise<Session[]> {
  const valid = uuidsAmong(ids);
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(inArray(trainingSessions.id, valid))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
  return toSessions(db, rows, sessionViewerOf(viewer), now);
}

/**
 * The trainer `trainerId`'s sessions not cancelled and starting after `now`, soonest first, as
 * their trainer sees them (viewerState 'own'): what they may attach to a course.
 */
export async function listUpcomingSessionsOf(db: Database, trainerId: string, now: Date): Promise<Session[]> {
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.trainerId, trainerId), isUpcoming(now)))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
  return toSessions(db, rows, { id: trainerId, isAdmin: false }, now);
}

/**
 * The sessions `viewer` booked (a completed booking) that are not cancelled and have not ended at
 * `now` (start plus duration), soonest first, at most 200 (issue 27 item 3: where a learner finds
 * the meeting link or place of what she bought). A session's trainer may be deleted since: the
 * booking still shows.
 */
export async function listBookedSessions(db: Database, viewer: AccountUser, now: Date): Promise<Session[]> {
  const booked = await purchasedItemIdsOfKind(db, viewer.id, 'session');
  if (booked.length === 0) return [];
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(
      and(
        inArray(trainingSessions.id, booked),
        ne(trainingSessions.status, 'cancelled'),
        gt(sql`${trainingSessions.startsAt} + ${trainingSessions.durationMinutes} * interval '1 minute'`, now),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .limit(LIST_LIMIT);
  return toSessions(db, rows, sessionViewerOf(viewer), now);
}
