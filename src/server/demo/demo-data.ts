import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { seedDemoUsers } from '../features/auth/demo-users';
import { seedDemoBoard } from '../features/board/demo-board';
import { seedDemoCalibration } from '../features/calibration/demo-calibration';
import { seedDemoClass } from '../features/classes/service';
import { seedDemoConversations } from '../features/conversations/demo-conversations';
import { seedDemoDocuments } from '../features/documents/demo-documents';
import { seedDemoExams } from '../features/exams/demo-exams';
import { seedDemoPeerAnswers } from '../features/exams/peers/demo-peers';
import { seedDemoFlashcards } from '../features/flashcards/demo-flashcards';
import { seedDemoItems } from '../features/items/service';
import { seedDemoCurriculum } from '../features/marketplace/curriculum/demo-curriculum';
import { seedDemoMarketplace } from '../features/marketplace/demo-marketplace';
import { seedDemoProgress } from '../features/marketplace/player/demo-progress';
import { seedDemoReviews } from '../features/marketplace/reviews/demo-reviews';
import { seedDemoPayouts } from '../features/payments/payouts';
import { seedDemoPlans } from '../features/plans/demo-plans';
import { seedDemoStudyPlan } from '../features/study-plan/demo-study-plan';
import { seedDemoTracking } from '../features/tracking/demo-tracking';
import { seedDemoTrainerTools } from './demo-trainer-tools';

/** Options of `seedDemoData`. */
export interface SeedDemoDataOptions {
  /**
   * Stops the seed between two parts (a server shutting down): the part running finishes, the
   * promise rejects with the signal's reason, and the next start seeds the parts left.
   */
  signal?: AbortSignal;
}

/**
 * Every feature's demo data (DEMO_DATA, README "Demo accounts"), in the order each needs the one
 * before: the demo accounts, their tests (on the accounts' first start only), the marketplace, the
 * trainer tools, the message board, and the student services (programme and
 * documents, application steps, the support queue with contact-form messages; after the marketplace, which creates the
 * demo learners some of them use), and last the item calibration's simulated candidates and its
 * first run (after the demo tests, whose answers it counts too). Each part runs once. Returns how many
 * demo accounts were created now.
 */
export async function seedDemoData(
  app: FastifyInstance,
  db: Database,
  now: Date,
  { signal }: SeedDemoDataOptions = {},
): Promise<number> {
  signal?.throwIfAborted();
  const demoUsers = await seedDemoUsers(app);
  const parts: (() => Promise<unknown>)[] = [
    async () => {
      if (demoUsers > 0) await seedDemoExams(db, now);
    },
    // Issue 28 item 7: Priya's item bank, an item in every state (after the exams bank it writes into).
    () => seedDemoItems(db, now),
    () => seedDemoFlashcards(db, now),
    () => seedDemoMarketplace(db, now),
    // Issue 27 item 7: review texts on the demo ratings, Maria's reply, one review Grace hid.
    () => seedDemoReviews(db, now),
    // Issue 26: Maria's connected test payout account and one paid payout (after her sales).
    () => seedDemoPayouts(db, now),
    () => seedDemoTrainerTools(db, now, app.payments.publicUrl),
    // Issue 27 item 1: every demo course's curriculum (after the trainer tools, whose materials, videos and sessions it uses).
    () => seedDemoCurriculum(db, now),
    // Issue 27 item 2: Amara's progress in her bought course, one learner's certificate (after the curricula).
    () => seedDemoProgress(db, now),
    () => seedDemoBoard(db, now),
    () => seedDemoDocuments(db, now),
    // Issue 26 item 6: Amara holds Premium (her programme fee, opened by her enrolment, is pending).
    () => seedDemoPlans(db, now),
    () => seedDemoTracking(db, now),
    () => seedDemoConversations(db, now),
    // Issue 25 item 2: demo learners' first answers to two case studies, so their peer figures show.
    () => seedDemoPeerAnswers(db, now),
    // Issue 28 item 5: Priya's class with its assignments and results (before the calibration, which counts their answers too).
    () => seedDemoClass(db, now),
    () => seedDemoCalibration(db, now),
    () => seedDemoStudyPlan(db, now),
  ];
  for (const part of parts) {
    signal?.throwIfAborted();
    await part();
  }
  return demoUsers;
}
