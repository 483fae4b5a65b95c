import { and, asc, desc, eq, gt, lt, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { FSRS, Grade } from 'ts-fsrs';
import type { Flashcard, GradeBody, Queue } from '../../../shared/flashcards/schemas';
import { msg } from '../../../shared/i18n/msg';
import { addDays, localDay } from '../../../shared/time/local-day';
import { zonedWallTimeToInstant } from '../../../shared/time/zones';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getSettings } from '../account/service';
import { cardNotFound, countReviewsLogged, getFlashcardSettings, toFlashcard } from './cards';
import { type FsrsColumns, gradedColumns, gradePreviews, State } from './schedule';
import { type FlashcardReviewRow, type FlashcardRow, flashcardReviews, flashcards } from './tables';

/** The instant her local tomorrow starts (midnight after her local day of `now` in `timeZone`). */
export function startOfLocalTomorrow(now: Date, timeZone: string): Date {
  return zonedWallTimeToInstant(`${addDays(localDay(now, timeZone), 1)}T00:00`, timeZone);
}

/**
 * Whether a scheduled (not new) card is due on her local day (issue 25 fix 1, as Anki does): a card
 * in the Review state is due when `due` is before the start of her local tomorrow (FSRS review
 * intervals are whole days, so one reviewed at 9 pm counts from the morning of its day); a Learning
 * or Relearning card only when `due <= now` (its steps are minutes).
 */
export function isDueToday(card: { state: number; due: Date }, now: Date, timeZone: string): boolean {
  if (card.state === State.Review) return card.due < startOfLocalTomorrow(now, timeZone);
  return card.due <= now;
}

/** The SQL form of isDueToday for her scheduled (not new) cards. */
export function dueTodaySql(now: Date, timeZone: string): SQL {
  return or(
    and(eq(flashcards.state, State.Review), lt(flashcards.due, startOfLocalTomorrow(now, timeZone))),
    and(ne(flashcards.state, State.Review), lte(flashcards.due, now)),
  ) as SQL;
}

/** A day and a few hours: every review of a local day, in any zone, is within this much before `now`. */
const LOCAL_DAY_REACH_MS = 50 * 3_600_000;

/** The grades `userId` gave on her local day of `now`: how many, and how many started a new card. */
export async function reviewsOnLocalDay(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<{ done: number; newStarted: number }> {
  const today = localDay(now, timeZone);
  const rows = await db
    .select({ reviewedAt: flashcardReviews.reviewedAt, stateBefore: flashcardReviews.stateBefore })
    .from(flashcardReviews)
    .where(
      and(
        eq(flashcardReviews.userId, userId),
        gt(flashcardReviews.reviewedAt, new Date(now.getTime() - LOCAL_DAY_REACH_MS)),
        lte(flashcardReviews.reviewedAt, now),
      ),
    );
  const todays = rows.filter((row) => localDay(row.reviewedAt, timeZone) === today);
  return { done: todays.length, newStarted: todays.filter((row) => row.stateBefore === State.New).length };
}

/** How many new cards she may still start on her local day of `now` (her limit less those started today). */
export async function newCardsLeftToday(db: Database, userId: string, now: Date, timeZone: string): Promise<number> {
  const [{ dailyNewLimit }, { newStarted }] = await Promise.all([
    getFlashcardSettings(db, userId),
    reviewsOnLocalDay(db, userId, now, timeZone),
  ]);
  return Math.max(0, dailyNewLimit - newStarted);
}

/** Her latest review, if an undo may still restore it (no later miss reset its card since). */
async function undoableReview(db: Database, userId: string): Promise<FlashcardReviewRow | undefined> {
  const [latest] = await db
    .select({ review: flashcardReviews, resetAt: flashcards.resetAt })
    .from(flashcardReviews)
    .innerJoin(flashcards, eq(flashcards.id, flashcardReviews.cardId))
    .where(eq(flashcardReviews.userId, userId))
    .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.createdAt))
    .limit(1);
  if (!latest) return undefined;
  if (latest.resetAt && latest.resetAt >= latest.review.reviewedAt) return undefined;
  return latest.review;
}

/**
 * Today's review queue of `userId` (issue 25 item 4) on her local day of `now` in `timeZone`: the
 * cards due (learning and relearning cards with due <= now, review cards due before her local
 * tomorrow, see isDueToday; not suspended), earliest due
 * first, then new cards (oldest first) up to what remains of her daily new-card limit; each with
 * the next interval of every grade (ts-fsrs `repeat`). Counts: due, new (in the queue) and done
 * (grades given today); when the next card falls due after these; reviews logged; whether undo can act.
 */
export async function readQueue(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
  scheduler: FSRS,
): Promise<Queue> {
  const [{ dailyNewLimit }, { done, newStarted }] = await Promise.all([
    getFlashcardSettings(db, userId),
    reviewsOnLocalDay(db, userId, now, timeZone),
  ]);
  const newLeft = Math.max(0, dailyNewLimit - newStarted);
  const active = and(eq(flashcards.userId, userId), eq(flashcards.suspended, false));
  const due = await db
    .select()
    .from(flashcards)
    .where(and(active, ne(flashcards.state, State.New), dueTodaySql(now, timeZone)))
    .orderBy(asc(flashcards.due), asc(flashcards.id));
  const fresh =
    newLeft > 0
      ? await db
          .select()
          .from(flashcards)
          .where(and(active, eq(flashcards.state, State.New)))
          .orderBy(asc(flashcards.createdAt), asc(flashcards.id))
          .limit(newLeft)
      : [];
  const [next] = await db
    .select({ due: sql<Date>`min(${flashcards.due})`.mapWith(flashcards.due) })
    .from(flashcards)
    .where(and(active, ne(flashcards.state, State.New), not(dueTodaySql(now, timeZone))));
  return {
    counts: { due: due.length, new: fresh.length, done },
    cards: [...due, ...fresh].map((row) => ({ card: toFlashcard(row), previews: gradePreviews(row, now, scheduler) })),
    nextDueAt: next?.due ? next.due.toISOString() : null,
    reviewsLogged: await countReviewsLogged(db, userId),
    canUndo: (await undoableReview(db, userId)) !== undefined,
    dailyNewLimit,
  };
}

/** The card's FSRS columns, as a review log keeps them ("before"). */
function beforeColumns(row: FsrsColumns) {
  return {
    dueBefore: row.due,
    stabilityBefore: row.stability,
    difficultyBefore: row.difficulty,
    elapsedDaysBefore: row.elapsedDays,
    scheduledDaysBefore: row.scheduledDays,
    learningStepsBefore: row.learningSteps,
    repsBefore: row.reps,
    lapsesBefore: row.lapses,
    stateBefore: row.state,
    lastReviewBefore: row.lastReview,
  };
}

/**
 * Writes one grade of `row` at `now`: the card as ts-fsrs `next` schedules it, and the review log
 * with the card's state before it. No checks (gradeCard makes them; the demo data replays history).
 */
export async function recordGrade(
  db: Database,
  row: FlashcardRow,
  grade: Grade,
  now: Date,
  scheduler: FSRS,
  durationMs?: number,
): Promise<FlashcardRow | undefined> {
  const after = gradedColumns(row, grade, now, scheduler);
  const [updated] = await db
    .update(flashcards)
    .set({ ...after, updatedAt: now })
    .where(eq(flashcards.id, row.id))
    .returning();
  await db.insert(flashcardReviews).values({
    userId: row.userId,
    cardId: row.id,
    rating: grade,
    reviewedAt: now,
    durationMs: durationMs ?? null,
    ...beforeColumns(row),
    createdAt: now,
    updatedAt: now,
  });
  return updated;
}

/**
 * Grades one card of today's queue (issue 25 item 4): Again, Hard, Good or Easy (1-4, the route's
 * schema refuses any other with 400), scheduled by ts-fsrs `next` at `now`, and logged with the
 * card's state before it (for undo and the optimizer). 404 card_not_found when the card is not
 * hers; 404 card_not_due when it is suspended, not due yet, or new beyond today's new-card limit.
 * Nothing changes on refusal.
 */
export async function gradeCard(
  db: Database,
  input: { userId: string; cardId: string; body: GradeBody; timeZone: string },
  now: Date,
  scheduler: FSRS,
): Promise<Flashcard> {
  const newLeft = await newCardsLeftToday(db, input.userId, now, input.timeZone);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(flashcards)
      .where(and(eq(flashcards.id, input.cardId), eq(flashcards.userId, input.userId)))
      .for('update');
    if (!row) throw cardNotFound();
    const isNew = row.state === State.New;
    if (row.suspended || (!isNew && !isDueToday(row, now, input.timeZone)) || (isNew && newLeft <= 0)) {
      throw new AppError('card_not_due', {
        status: 404,
        message: row.suspended
          ? msg('This card is suspended: unsuspend it in My cards to review it.')
          : isNew
            ? msg(
                "You have started today's limit of new cards: this one waits for another day, or raise your daily limit.",
              )
            : msg('This card is not due yet: reload your queue to see the cards due now.'),
      });
    }
    const updated = await recordGrade(tx, row, input.body.grade as Grade, now, scheduler, input.body.durationMs);
    if (!updated) throw cardNotFound();
    return toFlashcard(updated);
  });
}

/**
 * Undoes her latest grade (issue 25 item 4, key U): the card gets back the exact state the review
 * log kept from before it, and the log entry goes (the grade did not happen). Only her latest
 * review; 409 nothing_to_undo when she has none, or a later miss reset its card since.
 */
export async function undoLastReview(db: Database, userId: string): Promise<Flashcard> {
  return db.transaction(async (tx) => {
    const review = await undoableReview(tx, userId);
    if (!review) {
      throw new AppError('nothing_to_undo', { status: 409, message: msg('There is no grade to undo.') });
    }
    const [restored] = await tx
      .update(flashcards)
      .set({
        due: review.dueBefore,
        stability: review.stabilityBefore,
        difficulty: review.difficultyBefore,
        elapsedDays: review.elapsedDaysBefore,
        scheduledDays: review.scheduledDaysBefore,
        learningSteps: review.learningStepsBefore,
        reps: review.repsBefore,
        lapses: review.lapsesBefore,
        state: review.stateBefore,
        lastReview: review.lastReviewBefore,
      })
      .where(and(eq(flashcards.id, review.cardId), eq(flashcards.userId, userId)))
      .returning();
    await tx.delete(flashcardReviews).where(eq(flashcardReviews.id, review.id));
    if (!restored) throw cardNotFound();
    return toFlashcard(restored);
  });
}

/** Her time zone setting (issue 25 item 7: her day is her local day). */
export async function timeZoneOf(db: Database, userId: string): Promise<string> {
  return (await getSettings(db, userId)).timezone;
}
