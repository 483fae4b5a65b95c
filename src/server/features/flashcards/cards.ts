import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  type CardList,
  DAILY_NEW_LIMIT,
  type Flashcard,
  type FlashcardSettings,
  type NewCardBody,
  type UpdateCardBody,
} from '../../../shared/flashcards/schemas';
import { msg } from '../../../shared/i18n/msg';
import { attemptHref } from '../../../shared/paths';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { containsPattern } from '../../lib/query-text';
import { newCardColumns, stateName } from './schedule';
import { type FlashcardRow, flashcardReviews, flashcardSettings, flashcards } from './tables';

/** The 404 of a card that is not the student's (or no longer exists): nothing says whose it is. */
export function cardNotFound(): AppError {
  return new AppError('card_not_found', {
    status: 404,
    message: msg('This card is not one of your cards. Reload your cards to see the current ones.'),
  });
}

/** A card row as the student sees it, with the link to the review where she missed its point. */
export function toFlashcard(row: FlashcardRow): Flashcard {
  return {
    id: row.id,
    source: row.source,
    front: row.front,
    cue: row.cue,
    back: row.back,
    rationale: row.rationale,
    reviewHref:
      row.sourceAttemptId && row.sourceFormKind
        ? attemptHref({ id: row.sourceAttemptId, formKind: row.sourceFormKind })
        : null,
    suspended: row.suspended,
    state: stateName(row.state),
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many grades `userId` has given (the optimizer's history, issue 25 item 4). */
export async function countReviewsLogged(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(flashcardReviews).where(eq(flashcardReviews.userId, userId));
  return row?.n ?? 0;
}

/**
 * The student's cards, newest first, those whose front, back or cue contains `search` (case
 * ignored) when given, with the number of reviews logged.
 */
export async function listCards(db: Database, userId: string, search: string | undefined): Promise<CardList> {
  const pattern = search ? containsPattern(search) : undefined;
  const rows = await db
    .select()
    .from(flashcards)
    .where(
      and(
        eq(flashcards.userId, userId),
        pattern
          ? or(ilike(flashcards.front, pattern), ilike(flashcards.back, pattern), ilike(flashcards.cue, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(flashcards.createdAt), desc(flashcards.id));
  return { cards: rows.map(toFlashcard), reviewsLogged: await countReviewsLogged(db, userId) };
}

/** A card the student writes herself (issue 25 item 3): new, due now. */
export async function createOwnCard(db: Database, userId: string, body: NewCardBody, now: Date): Promise<Flashcard> {
  const [row] = await db
    .insert(flashcards)
    .values({
      userId,
      source: 'own',
      front: body.front,
      back: body.back,
      ...newCardColumns(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw cardNotFound();
  return toFlashcard(row);
}

/** Edits the front or back of any of her cards, or suspends or unsuspends it; 404 when the card is not hers. */
export async function updateCard(
  db: Database,
  userId: string,
  cardId: string,
  body: UpdateCardBody,
  now: Date,
): Promise<Flashcard> {
  const [row] = await db
    .update(flashcards)
    .set({
      ...(body.front !== undefined ? { front: body.front } : {}),
      ...(body.back !== undefined ? { back: body.back } : {}),
      ...(body.suspended !== undefined ? { suspended: body.suspended } : {}),
      updatedAt: now,
    })
    .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
    .returning();
  if (!row) throw cardNotFound();
  return toFlashcard(row);
}

/** Deletes one of her cards and its reviews; 404 when the card is not hers. */
export async function deleteCard(db: Database, userId: string, cardId: string): Promise<void> {
  const deleted = await db
    .delete(flashcards)
    .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
    .returning({ id: flashcards.id });
  if (deleted.length === 0) throw cardNotFound();
}

/** Her flashcard settings: the daily new-card limit, 20 until she sets one. */
export async function getFlashcardSettings(db: Database, userId: string): Promise<FlashcardSettings> {
  const [row] = await db.select().from(flashcardSettings).where(eq(flashcardSettings.userId, userId));
  return { dailyNewLimit: row?.dailyNewLimit ?? DAILY_NEW_LIMIT.default };
}

/** Saves her daily new-card limit (0-200, checked by the shared schema). */
export async function updateFlashcardSettings(
  db: Database,
  userId: string,
  settings: FlashcardSettings,
  now: Date,
): Promise<FlashcardSettings> {
  await db
    .insert(flashcardSettings)
    .values({ userId, dailyNewLimit: settings.dailyNewLimit, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: flashcardSettings.userId,
      set: { dailyNewLimit: settings.dailyNewLimit, updatedAt: now },
    });
  return getFlashcardSettings(db, userId);
}
