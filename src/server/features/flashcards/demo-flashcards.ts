import { asc, eq } from 'drizzle-orm';
import { type Grade, Rating } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { countReviewsLogged } from './cards';
import { recordGrade } from './queue';
import { createScheduler, type FsrsColumns, gradedColumns, State } from './schedule';
import { flashcards } from './tables';

const DEMO_STUDENT = 'amara.okafor@nightingale.test';
const MINUTE_MS = 60_000;

/**
 * The flashcards' demo data (issue 25 item 5): Amara Okafor's cards are the points she missed in
 * her demo tests (made by their submission, seedDemoExams); here she has studied some of them
 * since. Her oldest cards are replayed through ts-fsrs (fuzz off): learned the day they were made
 * (Good, then Good after the 10-minute step), then reviewed each time they fell due (every fourth
 * of those an Again) up to now, every other one with its latest review still to do. So some cards
 * are due today, some on later days, the rest are new, and her review log and retention have history. Runs once: nothing
 * happens when she already has reviews.
 */
export async function seedDemoFlashcards(db: Database, now: Date): Promise<void> {
  const student = await findAccountUserByEmail(db, DEMO_STUDENT);
  if (!student || (await countReviewsLogged(db, student.id)) > 0) return;
  const scheduler = createScheduler({ fuzz: false });
  const cards = await db
    .select()
    .from(flashcards)
    .where(eq(flashcards.userId, student.id))
    .orderBy(asc(flashcards.createdAt), asc(flashcards.id));
  // Two cards in three of those made before the last two days are studied; the rest stay new.
  const studied = cards.filter(
    (card, index) => card.createdAt.getTime() < now.getTime() - 2 * 24 * 60 * MINUTE_MS && index % 3 !== 2,
  );
  let reviews = 0;
  for (const [index, card] of studied.entries()) {
    // Replays the reviews due until now (in memory first), at the instant each falls due.
    const steps: Array<{ grade: Grade; at: Date }> = [];
    let columns: FsrsColumns = card;
    let at = new Date(card.createdAt.getTime() + 30 * MINUTE_MS);
    while (steps.length < 8 && at <= now) {
      if (steps.length >= 2) reviews += 1;
      const grade = steps.length >= 2 && reviews % 4 === 0 ? Rating.Again : Rating.Good;
      steps.push({ grade, at });
      columns = gradedColumns(columns, grade, at, scheduler);
      // A learning step is taken at once; a review some hours after it falls due, as a student's day goes.
      const delay = columns.state === State.Review ? ((index + steps.length) % 4) * 6 * 60 * MINUTE_MS : 0;
      at = new Date(Math.max(columns.due.getTime(), at.getTime() + MINUTE_MS) + delay);
    }
    // Every other studied card has its latest review still to do: it is due today.
    if (index % 2 === 0 && steps.length > 2) steps.pop();
    let row = card;
    for (const step of steps) {
      const next = await recordGrade(db, row, step.grade, step.at, scheduler);
      if (!next) break;
      row = next;
    }
  }
}
