import type { AccountUser } from '../../../shared/account/user';
import { can } from '../../../shared/roles';
import {
  MEETING_LINK_LEAD_MINUTES,
  type Session,
  type SessionViewerState,
  type TrainerSession,
} from '../../../shared/trainer-sessions/sessions';
import type { Database } from '../../db/client';
import { findUserNames } from '../account/service';
import {
  countCompletedPurchases,
  listItemBuyers,
  purchasedItemIds,
  trainerEarningsByItem,
} from '../marketplace/service';
import { countHeldOrders } from '../payments/service';
import type { trainingSessions } from './tables';

/*
 * How session rows are shown (spec §2 "Trainer sessions", §3 "Trainer session"): to anyone, with
 * the trainer's name, the seats taken and where the reader stands; to their trainer, with the
 * bookings and the earnings. A booking is a marketplace purchase of kind `session`, so the seats
 * taken are the session's completed purchases, plus the seats live checkouts hold (pending orders,
 * issue 26): a refund, a cancelled or an expired checkout frees a seat.
 */

export type SessionRow = typeof trainingSessions.$inferSelect;

/** Who reads a session: an id, and whether they are an admin (who sees every session's link and place). */
export interface SessionViewer {
  id: string;
  isAdmin: boolean;
}

/** The session reader `user` (null signed out) is. */
export function sessionViewerOf(user: Pick<AccountUser, 'id' | 'role' | 'isRegistered'> | null): SessionViewer | null {
  return user ? { id: user.id, isAdmin: can(user, 'adminFeatures') } : null;
}

const MINUTE_MS = 60 * 1000;

/** When a buyer starts seeing the meeting link of a session starting at `startsAt`: 15 minutes before (issue 27 item 3). */
export function meetingUrlFrom(startsAt: Date): Date {
  return new Date(startsAt.getTime() - MEETING_LINK_LEAD_MINUTES * MINUTE_MS);
}

/** When a session ends: its start plus its duration. */
export function sessionEnd(row: Pick<SessionRow, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS);
}

type Whereabouts = Pick<Session, 'meetingUrl' | 'place' | 'meetingUrlFrom'>;

/**
 * Where a session happens, as a reader may see it at `now` (issue 27 item 3): its trainer and
 * admins see the meeting link and the place always; a buyer (a completed booking) the place from
 * the booking on and the meeting link from the start minus 15 minutes until the end (before that,
 * `meetingUrlFrom` says when it appears); anyone else nothing. The one rule every list of sessions
 * goes through (the Training Center, the course editor, the course player, the booked sessions).
 */
export function whereaboutsFor(
  row: SessionRow,
  { privileged, booked, now }: { privileged: boolean; booked: boolean; now: Date },
): Whereabouts {
  if (privileged) return { meetingUrl: row.meetingUrl, place: row.place, meetingUrlFrom: null };
  if (!booked || row.status === 'cancelled') return { meetingUrl: null, place: null, meetingUrlFrom: null };
  if (now >= sessionEnd(row)) return { meetingUrl: null, place: row.place, meetingUrlFrom: null };
  const from = meetingUrlFrom(row.startsAt);
  if (now < from) {
    return { meetingUrl: null, place: row.place, meetingUrlFrom: row.meetingUrl ? from.toISOString() : null };
  }
  return { meetingUrl: row.meetingUrl, place: row.place, meetingUrlFrom: null };
}

/**
 * Where `viewerId` (null when signed out) stands with a session at `now`, `seatsTaken` being the
 * seats booked or held by others' checkouts (a seat the viewer's own checkout holds is theirs to pay).
 */
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

/**
 * Session rows as `viewer` (null when signed out) sees them at `now`: trainer names, seats taken
 * (completed bookings and the seats live checkouts hold), viewer state, and the meeting link and
 * place as `whereaboutsFor` allows.
 */
export async function toSessions(
  db: Database,
  rows: readonly SessionRow[],
  viewer: SessionViewer | null,
  now: Date,
): Promise<Session[]> {
  const viewerId = viewer?.id ?? null;
  const ids = rows.map((row) => row.id);
  const [names, seats, held, heldByOthers, booked] = await Promise.all([
    findUserNames(
      db,
      rows.map((row) => row.trainerId),
    ),
    countCompletedPurchases(db, ids),
    countHeldOrders(db, ids, now),
    viewerId ? countHeldOrders(db, ids, now, viewerId) : null,
    viewerId ? purchasedItemIds(db, viewerId, ids) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((row) => {
    const bookedSeats = seats.get(row.id) ?? 0;
    const seatsTaken = bookedSeats + (held.get(row.id) ?? 0);
    const takenByOthers = bookedSeats + ((heldByOthers ?? held).get(row.id) ?? 0);
    const privileged = viewer !== null && (viewer.isAdmin || viewer.id === row.trainerId);
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
      viewerState: viewerStateOf(row, { viewerId, booked: booked.has(row.id), seatsTaken: takenByOthers, now }),
      ...whereaboutsFor(row, { privileged, booked: booked.has(row.id), now }),
    };
  });
}

/** Session rows of `trainerId` as their trainer sees them: with bookings (student names, oldest first) and earnings. */
export async function toTrainerSessions(
  db: Database,
  trainerId: string,
  rows: readonly SessionRow[],
  now: Date,
): Promise<TrainerSession[]> {
  const ids = rows.map((row) => row.id);
  const [sessions, buyers, earned] = await Promise.all([
    toSessions(db, rows, { id: trainerId, isAdmin: false }, now),
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
