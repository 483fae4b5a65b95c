import type { Session, SessionViewerState, TrainerSession } from '../../../shared/trainer-sessions/sessions';
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
 * Session rows as `viewerId` (null when signed out) sees them at `now`: trainer names, seats taken
 * (completed bookings and the seats live checkouts hold), viewer state.
 */
export async function toSessions(
  db: Database,
  rows: readonly SessionRow[],
  viewerId: string | null,
  now: Date,
): Promise<Session[]> {
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
