import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type {
  Session,
  SessionBody,
  SessionViewerState,
  TrainerSession,
  TrainerSessions,
} from '../../../shared/trainer-sessions/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserNames, isActiveAccount } from '../account/service';
import {
  countCompletedPurchases,
  listItemBuyers,
  purchasedItemIds,
  refundForCancellation,
  trainerEarningsByItem,
} from '../marketplace/service';
import { trainingSessions } from './tables';

/*
 * One-on-one sessions (spec §2 "Trainer sessions", §3 "Trainer session", §4 'available', §5
 * "Session", §9 durations and sizes). A booking is a marketplace purchase of kind `session`, so the
 * seats taken are the session's completed purchases and a refund frees a seat.
 */

export type SessionRow = typeof trainingSessions.$inferSelect;

/** At most this many sessions in a student's list, soonest first. */
const LIST_LIMIT = 200;

/** Why a cancelled session's bookings were refunded (on the purchase and its reversing entries). */
export const CANCELLATION_REASON = 'Session cancelled by the trainer';

/** Why the bookings of a session cancelled because an admin deleted its trainer's account were refunded. */
export const TRAINER_DELETED_CANCELLATION_REASON = "Session cancelled: the trainer's account was closed";

/** The 404 of a session that does not exist, or (for its trainer's tools) is not the reader's. */
export function sessionNotFound(): AppError {
  return new AppError('session_not_found', {
    status: 404,
    message: 'This session does not exist. Find another in the list of available sessions.',
  });
}

/** 400 unless `startsAt` is after `now` (beyond the spec: a session a student can book starts in the future). */
function assertFutureStart(startsAt: Date, now: Date): void {
  if (startsAt <= now) {
    throw new AppError('session_start_past', { status: 400, message: 'The session must start in the future.' });
  }
}

/** Where `viewerId` (null when signed out) stands with a session of `seatsTaken` booked seats at `now`. */
function viewerStateOf(
  row: SessionRow,
  { viewerId, booked, seatsTaken, now }: { viewerId: string | null; booked: boolean; seatsTaken: number; now: Date },
): SessionViewerState {
  if (row.status === 'cancelled') return 'cancelled';
  if (viewerId !== null && row.trainerId === viewerId) return 'own';
  if (booked) return 'booked';
  if (row.startsAt <= now) return 'past';
  if (seatsTaken >= row.maxStudents) return 'full';
  return 'bookable';
}

/** Session rows as `viewerId` (null when signed out) sees them at `now`: trainer names, seats taken, viewer state. */
export async function toSessions(
  db: Database,
  rows: readonly SessionRow[],
  viewerId: string | null,
  now: Date,
): Promise<Session[]> {
  const ids = rows.map((row) => row.id);
  const [names, seats, booked] = await Promise.all([
    findUserNames(
      db,
      rows.map((row) => row.trainerId),
    ),
    countCompletedPurchases(db, ids),
    viewerId ? purchasedItemIds(db, viewerId, ids) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((row) => {
    const seatsTaken = seats.get(row.id) ?? 0;
    return {
      id: row.id,
      trainerId: row.trainerId,
      trainerName: names.get(row.trainerId) ?? '',
      title: row.title,
      description: row.description,
      durationMinutes: row.durationMinutes,
      priceCents: row.priceCents,
      maxStudents: row.maxStudents,
      startsAt: row.startsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      seatsTaken,
      isFull: seatsTaken >= row.maxStudents,
      viewerState: viewerStateOf(row, { viewerId, booked: booked.has(row.id), seatsTaken, now }),
    };
  });
}

/** Session rows of `trainerId` as their trainer sees them: with bookings (student names, oldest first) and earnings. */
async function toTrainerSessions(
  db: Database,
  trainerId: string,
  rows: readonly SessionRow[],
  now: Date,
): Promise<TrainerSession[]> {
  const ids = rows.map((row) => row.id);
  const [sessions, buyers, earned] = await Promise.all([
    toSessions(db, rows, trainerId, now),
    listItemBuyers(db, ids),
    trainerEarningsByItem(db, trainerId, 'session'),
  ]);
  return sessions.map((session) => ({
    ...session,
    bookings: buyers
      .filter((buyer) => buyer.itemId === session.id)
      .map((buyer) => ({ purchaseId: buyer.purchaseId, studentName: buyer.buyerName, bookedAt: buyer.purchasedAt })),
    earnedCents: earned.get(session.id) ?? 0,
  }));
}

/** The row values a session body sets. */
function sessionValues(body: SessionBody) {
  return {
    title: body.title,
    description: body.description ?? '',
    durationMinutes: body.durationMinutes,
    priceCents: body.priceCents,
    maxStudents: body.maxStudents,
    startsAt: new Date(body.startsAt),
  };
}

/**
 * Creates a session of `trainer` at `now` (spec §4: status 'available'), starting at
 * `body.startsAt`, priced in cents. Errors: 400 `session_start_past` when it does not start after `now`.
 */
export async function createSession(
  db: Database,
  trainer: AccountUser,
  body: SessionBody,
  now: Date,
): Promise<TrainerSession> {
  const values = sessionValues(body);
  assertFutureStart(values.startsAt, now);
  const [row] = await db
    .insert(trainingSessions)
    .values({ ...values, trainerId: trainer.id, status: 'available', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no session');
  const [session] = await toTrainerSessions(db, trainer.id, [row], now);
  if (!session) throw sessionNotFound();
  return session;
}

/**
 * The trainer's own sessions (every status), soonest first, with their bookings and earnings, and
 * the side cards' figures (spec §2 "Trainer sessions"): sessions offered (not cancelled), upcoming
 * ones (not cancelled, starting after `now`), completed bookings, and the trainer's shares of
 * bookings less refunds, from the ledger, in cents.
 */
export async function listTrainerSessions(db: Database, trainer: AccountUser, now: Date): Promise<TrainerSessions> {
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.trainerId, trainer.id))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
  const sessions = await toTrainerSessions(db, trainer.id, rows, now);
  const offered = sessions.filter((session) => session.status !== 'cancelled');
  return {
    sessions,
    stats: {
      sessionsOffered: offered.length,
      upcomingSessions: offered.filter((session) => new Date(session.startsAt) > now).length,
      bookings: sessions.reduce((sum, session) => sum + session.seatsTaken, 0),
      earningsCents: sessions.reduce((sum, session) => sum + session.earnedCents, 0),
    },
  };
}

/**
 * Locks (FOR UPDATE, in `tx`) and returns the session `sessionId` of `trainerId`, still open to
 * change at `now`. Errors: 404 when it is not theirs or does not exist; 409 `session_cancelled`,
 * `session_started`, with `action` ("changed", "cancelled") in the sentence.
 */
async function lockOpenSessionOf(
  tx: Database,
  { sessionId, trainerId, action }: { sessionId: string; trainerId: string; action: string },
  now: Date,
): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const [row] = await tx
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.trainerId, trainerId)))
    .for('update');
  if (!row) throw sessionNotFound();
  if (row.status === 'cancelled') {
    throw new AppError('session_cancelled', {
      status: 409,
      message: `This session has been cancelled and can no longer be ${action}.`,
    });
  }
  if (row.startsAt <= now) {
    throw new AppError('session_started', {
      status: 409,
      message: `This session has already started and can no longer be ${action}.`,
    });
  }
  return row;
}

/**
 * Replaces every field of the trainer's own session `sessionId` at `now`. Existing bookings keep the
 * price they paid; once a student has booked, the start and the duration stay as they booked them.
 * Errors: 404 not theirs; 400 a start not after `now`; 409 cancelled or started, `maxStudents`
 * below the seats already booked (`session_seats_taken`), or a booked session's start or duration
 * changed (`session_booked`).
 */
export async function updateSession(
  db: Database,
  { sessionId, trainer, body }: { sessionId: string; trainer: AccountUser; body: SessionBody },
  now: Date,
): Promise<TrainerSession> {
  const values = sessionValues(body);
  const row = await db.transaction(async (tx) => {
    const current = await lockOpenSessionOf(tx, { sessionId, trainerId: trainer.id, action: 'changed' }, now);
    assertFutureStart(values.startsAt, now);
    const seatsTaken = (await countCompletedPurchases(tx, [sessionId])).get(sessionId) ?? 0;
    const timeChanged =
      values.startsAt.getTime() !== current.startsAt.getTime() || values.durationMinutes !== current.durationMinutes;
    if (seatsTaken > 0 && timeChanged) {
      throw new AppError('session_booked', {
        status: 409,
        message:
          'Students have booked this session, so its date, time and length stay as they booked them. To move it, cancel it (their bookings are refunded) and create a new one.',
      });
    }
    if (values.maxStudents < seatsTaken) {
      throw new AppError('session_seats_taken', {
        status: 409,
        message: `${seatsTaken === 1 ? 'One student has' : `${seatsTaken} students have`} already booked this session: Max Students cannot be lower than ${seatsTaken}.`,
      });
    }
    const [updated] = await tx
      .update(trainingSessions)
      .set({ ...values, updatedAt: now })
      .where(eq(trainingSessions.id, sessionId))
      .returning();
    return updated;
  });
  if (!row) throw sessionNotFound();
  const [session] = await toTrainerSessions(db, trainer.id, [row], now);
  if (!session) throw sessionNotFound();
  return session;
}

/**
 * Cancels the trainer's own session `sessionId` at `now`, in one transaction: status 'cancelled',
 * `cancelledAt` now, and every completed booking refunded (the purchase refunded, reversing ledger
 * entries, reason "Session cancelled by the trainer"). Errors: 404 not theirs; 409 already
 * cancelled or already started.
 */
export async function cancelSession(
  db: Database,
  { sessionId, trainer }: { sessionId: string; trainer: AccountUser },
  now: Date,
): Promise<TrainerSession> {
  const row = await db.transaction(async (tx) => {
    await lockOpenSessionOf(tx, { sessionId, trainerId: trainer.id, action: 'cancelled' }, now);
    const bookings = await listItemBuyers(tx, [sessionId]);
    await refundForCancellation(tx, {
      purchaseIds: bookings.map((booking) => booking.purchaseId),
      byId: trainer.id,
      reason: CANCELLATION_REASON,
      at: now,
    });
    const [updated] = await tx
      .update(trainingSessions)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(trainingSessions.id, sessionId))
      .returning();
    return updated;
  });
  if (!row) throw sessionNotFound();
  const [session] = await toTrainerSessions(db, trainer.id, [row], now);
  if (!session) throw sessionNotFound();
  return session;
}

/**
 * Cancels, at `now`, every upcoming session (not cancelled, starting after `now`) of `trainerId`,
 * whose account `admin` is deleting (issue 12), and refunds each booking as a trainer's own
 * cancellation does (`refundForCancellation`: the purchase refunded, reversing ledger entries,
 * audit `purchase.refunded`), by `admin` with TRAINER_DELETED_CANCELLATION_REASON, so students who
 * paid for a session no one will hold get their money back. Sessions already held or under way
 * and their sales are left as they are. Run it in the deletion's transaction before the account
 * row is locked: the sessions are locked (FOR UPDATE, in id order) first, as a booking locks its
 * session before the trainer's row, so the two cannot deadlock; a booking that waited then finds
 * the session cancelled. Returns the ids of the sessions cancelled.
 */
export async function cancelSessionsOfDeletedTrainer(
  tx: Database,
  { trainerId, admin }: { trainerId: string; admin: AccountUser },
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.trainerId, trainerId),
        ne(trainingSessions.status, 'cancelled'),
        gt(trainingSessions.startsAt, now),
      ),
    )
    .orderBy(asc(trainingSessions.id))
    .for('update');
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const bookings = await listItemBuyers(tx, ids);
  await refundForCancellation(tx, {
    purchaseIds: bookings.map((booking) => booking.purchaseId),
    byId: admin.id,
    reason: TRAINER_DELETED_CANCELLATION_REASON,
    at: now,
  });
  await tx
    .update(trainingSessions)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(inArray(trainingSessions.id, ids));
  return ids;
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
        ne(trainingSessions.status, 'cancelled'),
        gt(trainingSessions.startsAt, now),
        trainerId !== undefined ? eq(trainingSessions.trainerId, trainerId) : undefined,
        isActiveAccount(db, trainingSessions.trainerId),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .limit(LIST_LIMIT);
  return toSessions(db, rows, viewer?.id ?? null, now);
}

/**
 * The sessions `ids` in any status, soonest first, as `viewer` (null signed out) sees them at
 * `now` (for a course's contents). Ids that are not UUIDs or name no session are left out.
 */
export async function listSessionsByIds(
  db: Database,
  ids: readonly string[],
  viewer: AccountUser | null,
  now: Date,
): Promise<Session[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(inArray(trainingSessions.id, valid))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
  return toSessions(db, rows, viewer?.id ?? null, now);
}

/**
 * The trainer `trainerId`'s sessions not cancelled and starting after `now`, soonest first, as
 * their trainer sees them (viewerState 'own'): what they may attach to a course.
 */
export async function listUpcomingSessionsOf(db: Database, trainerId: string, now: Date): Promise<Session[]> {
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.trainerId, trainerId),
        ne(trainingSessions.status, 'cancelled'),
        gt(trainingSessions.startsAt, now),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
  return toSessions(db, rows, trainerId, now);
}
