import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import {
  SESSION_LOCATION_REQUIRED,
  type SessionBody,
  type TrainerSession,
  type TrainerSessions,
} from '../../../shared/trainer-sessions/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { countCompletedPurchases, listItemBuyers, refundForCancellation } from '../marketplace/service';
import { cancelPendingOrdersOfItems } from '../payments/service';
import { trainingSessions } from './tables';
import { type SessionRow, toTrainerSessions } from './to-sessions';

/*
 * A trainer's one-on-one sessions (spec §2 "Trainer sessions", §3 "Trainer session", §4
 * 'available', §5 "Session", §9 durations and sizes): create, list their own, change and cancel.
 */

/** Why a cancelled session's bookings were refunded (on the purchase and its reversing entries). */
export const CANCELLATION_REASON = 'Session cancelled by the trainer';

/** The 404 of a session that does not exist, or (for its trainer's tools) is not the reader's. */
export function sessionNotFound(): AppError {
  return new AppError('session_not_found', {
    status: 404,
    message: msg('This session does not exist. Find another in the list of available sessions.'),
  });
}

/** 400 unless `startsAt` is after `now` (beyond the spec: a session a student can book starts in the future). */
function assertFutureStart(startsAt: Date, now: Date): void {
  if (startsAt <= now) {
    throw new AppError('session_start_past', { status: 400, message: msg('The session must start in the future.') });
  }
}

/**
 * A meeting link in its standard form (the URL parser's: "HTTPS://Meet.Example.org/abc" and
 * "https:meet.example.org/abc" become "https://meet.example.org/abc"), as the table's https check
 * reads it; null for none. The shared schema has already refused what is not an https address.
 */
function meetingLinkOf(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : new URL(trimmed).href;
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
    meetingUrl: meetingLinkOf(body.meetingUrl),
    place: body.place?.trim() || null,
  };
}

/**
 * 400 `session_location_required` unless the session has a meeting link or a place (issue 27 item
 * 3). A session saved before issue 27 without either may keep having none (`legacy`).
 */
function assertLocation(values: { meetingUrl: string | null; place: string | null }, legacy = false): void {
  if (values.meetingUrl === null && values.place === null && !legacy) {
    throw new AppError('session_location_required', { status: 400, message: SESSION_LOCATION_REQUIRED });
  }
}

/**
 * Creates a session of `trainer` at `now` (spec §4: status 'available'), starting at
 * `body.startsAt`, priced in cents, with its meeting link (https) and/or place (issue 27 item 3).
 * Errors: 400 `session_start_past` when it does not start after `now`; 400
 * `session_location_required` without a meeting link or a place.
 */
export async function createSession(
  db: Database,
  trainer: AccountUser,
  body: SessionBody,
  now: Date,
): Promise<TrainerSession> {
  const values = sessionValues(body);
  assertFutureStart(values.startsAt, now);
  assertLocation(values);
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
  { sessionId, trainerId, action }: { sessionId: string; trainerId: string; action: 'changed' | 'cancelled' },
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
      message:
        action === 'changed'
          ? msg('This session has been cancelled and can no longer be changed.')
          : msg('This session has been cancelled and can no longer be cancelled.'),
    });
  }
  if (row.startsAt <= now) {
    throw new AppError('session_started', {
      status: 409,
      message:
        action === 'changed'
          ? msg('This session has already started and can no longer be changed.')
          : msg('This session has already started and can no longer be cancelled.'),
    });
  }
  return row;
}

/**
 * Replaces every field of the trainer's own session `sessionId` at `now`. Existing bookings keep the
 * price they paid; once a student has booked, the start and the duration stay as they booked them.
 * Errors: 404 not theirs; 400 a start not after `now`; 409 cancelled or started, `maxStudents`
 * below the seats already booked (`session_seats_taken`), or a booked session's start or duration
 * changed (`session_booked`); 400 `session_location_required` when neither a meeting link nor a
 * place is given, unless the session had neither already (saved before issue 27 item 3).
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
    assertLocation(values, current.meetingUrl === null && current.place === null);
    const seatsTaken = (await countCompletedPurchases(tx, [sessionId])).get(sessionId) ?? 0;
    const timeChanged =
      values.startsAt.getTime() !== current.startsAt.getTime() || values.durationMinutes !== current.durationMinutes;
    if (seatsTaken > 0 && timeChanged) {
      throw new AppError('session_booked', {
        status: 409,
        message: msg(
          'Students have booked this session, so its date, time and length stay as they booked them. To move it, cancel it (their bookings are refunded) and create a new one.',
        ),
      });
    }
    if (values.maxStudents < seatsTaken) {
      throw new AppError('session_seats_taken', {
        status: 409,
        message:
          seatsTaken === 1
            ? msg('One student has already booked this session: Max Students cannot be lower than {{seatsTaken}}.', {
                seatsTaken,
              })
            : msg(
                '{{seatsTaken}} students have already booked this session: Max Students cannot be lower than {{seatsTaken}}.',
                { seatsTaken },
              ),
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
    const [cancelled] = await cancelWithRefunds(
      tx,
      [sessionId],
      { byId: trainer.id, reason: CANCELLATION_REASON },
      now,
    );
    return cancelled;
  });
  if (!row) throw sessionNotFound();
  const [session] = await toTrainerSessions(db, trainer.id, [row], now);
  if (!session) throw sessionNotFound();
  return session;
}

/**
 * Cancels the sessions `ids` at `at` (status 'cancelled', `cancelledAt`), in the transaction `tx`
 * that holds their rows locked, and refunds every completed booking of them
 * (`refundForCancellation`: the purchase refunded, reversing ledger entries, audit
 * `purchase.refunded`) by `byId` with `reason`; open checkouts of them are cancelled (issue 26).
 * Returns the sessions as cancelled.
 */
export async function cancelWithRefunds(
  tx: Database,
  ids: string[],
  { byId, reason }: { byId: string; reason: string },
  at: Date,
): Promise<SessionRow[]> {
  const bookings = await listItemBuyers(tx, ids);
  await cancelPendingOrdersOfItems(tx, ids, at);
  await refundForCancellation(tx, {
    purchaseIds: bookings.map((booking) => booking.purchaseId),
    byId,
    reason,
    at,
  });
  return tx
    .update(trainingSessions)
    .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
    .where(inArray(trainingSessions.id, ids))
    .returning();
}
