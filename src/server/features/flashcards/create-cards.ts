import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { keyText } from '../../../shared/flashcards/key-text';
import type { QuestionContent } from '../../../shared/items/registry';
import type { Database } from '../../db/client';
import { newCardColumns } from './schedule';
import { flashcards } from './tables';

/** One scored item of an attempt, as card creation reads it. */
export interface ScoredItem {
  itemId: string;
  item: QuestionContent;
  /** Her response as saved; null when she never answered it (no card: fix 2). */
  response: unknown;
  earned: number | null;
  possible: number;
  lowConfidence: boolean;
}

/** What card creation needs of an attempt: whose it is, and where its review opens. */
export interface CardSourceAttempt {
  id: string;
  formKind: string;
  /** The signed-in student who took it; null for a visitor (no cards). */
  userId: string | null;
}

/**
 * Whether a scored item becomes a card (issue 25 item 3): answered wrong (fewer points earned than
 * possible: a multi-part item is one point, missed when any part is), or right but marked "Not
 * sure" by the student. An item she never answered (response null, e.g. a Timed attempt submitted
 * when time ran out) makes none: the issue says "answered wrong". A case study's items are
 * separate items, so separate cards.
 */
export function makesCard(item: Pick<ScoredItem, 'response' | 'earned' | 'possible' | 'lowConfidence'>): boolean {
  if (item.response === null || item.response === undefined) return false;
  const earned = item.earned ?? 0;
  return earned < item.possible || item.lowConfidence;
}

/**
 * Makes or resets the cards of `attempt`'s missed and not-sure items (issue 25 item 3). One card per
 * point: unique (user, item), so a later miss of the same point in another attempt returns its card
 * to the new state (ts-fsrs's empty card, due now; review and lapse counts kept) and refreshes its
 * front, back and link, never adding a second one. The same attempt making the card twice (a Tutor
 * check, then the submission) changes nothing the second time. Returns the number of cards made or
 * reset. Does nothing for a visitor's attempt.
 */
export async function createCardsFromAttempt(
  db: Database,
  attempt: CardSourceAttempt,
  items: ScoredItem[],
  now: Date,
): Promise<number> {
  if (!attempt.userId) return 0;
  const chosen = items.filter(makesCard);
  if (chosen.length === 0) return 0;
  const fresh = newCardColumns(now);
  const rows = chosen.map((entry) => ({
    userId: attempt.userId as string,
    source: 'miss' as const,
    itemId: entry.itemId,
    front: entry.item.stem,
    cue: entry.item.topic,
    back: keyText(entry.item),
    rationale: entry.item.explanation,
    sourceAttemptId: attempt.id,
    sourceFormKind: attempt.formKind,
    ...fresh,
    createdAt: now,
    updatedAt: now,
  }));
  const changed = await db
    .insert(flashcards)
    .values(rows)
    .onConflictDoUpdate({
      target: [flashcards.userId, flashcards.itemId],
      set: {
        front: sql`excluded.front`,
        cue: sql`excluded.cue`,
        back: sql`excluded.back`,
        rationale: sql`excluded.rationale`,
        sourceAttemptId: sql`excluded.source_attempt_id`,
        sourceFormKind: sql`excluded.source_form_kind`,
        resetAt: now,
        due: fresh.due,
        stability: fresh.stability,
        difficulty: fresh.difficulty,
        elapsedDays: fresh.elapsedDays,
        scheduledDays: fresh.scheduledDays,
        learningSteps: fresh.learningSteps,
        state: fresh.state,
        updatedAt: now,
      },
      setWhere: sql`${flashcards.sourceAttemptId} is distinct from excluded.source_attempt_id`,
    })
    .returning({ id: flashcards.id });
  return changed.length;
}

/**
 * createCardsFromAttempt for the exam engine's submission and Tutor check, after their own
 * transaction: a failure is logged and swallowed, so that it never loses the submission or the check.
 */
export async function createCardsSafely(
  db: Database,
  attempt: CardSourceAttempt,
  items: ScoredItem[],
  now: Date,
  log: Pick<FastifyBaseLogger, 'error'> | undefined,
): Promise<void> {
  try {
    await createCardsFromAttempt(db, attempt, items, now);
  } catch (error) {
    log?.error({ err: error, attemptId: attempt.id }, 'flashcards could not be made from the attempt');
  }
}
