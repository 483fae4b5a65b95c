import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdaptiveItemRecord, TrajectoryPoint } from '../../../../shared/exams/cat/adaptive-schemas';
import { chooseNextStep } from '../../../../shared/exams/cat/adaptive-test';
import { CAT_EXAMS } from '../../../../shared/exams/cat/cat-exams';
import type { CatDecision } from '../../../../shared/exams/cat/decide';
import { seededRandom } from '../../../../shared/exams/cat/random';
import { CLIENT_NEEDS, type ClientNeed } from '../../../../shared/exams/question-bank';
import { scorePercent } from '../../../../shared/exams/rules';
import type { Database } from '../../../db/client';
import { recordTestTaken } from '../../account/service';
import { createCardsSafely } from '../../flashcards/service';
import { attemptItemRows } from '../attempts/next-items';
import { getCaseStudies } from '../bank/bank-items';
import { getPlacedItems } from '../bank/placed-items';
import { attemptItemGroups, attemptItems, examAttempts } from '../tables';
import { examPool, type LoadedPool } from './adaptive-pool';
import type { AdaptiveRecord } from './adaptive-record';
import type { CurrentItem } from './adaptive-view';
import { adaptiveAttempts } from './tables';

/** The random stream of the choice of item `number` (1-based); stream 0 is the test's plan. */
export const streamOfItem = (number: number) => number;

/** Scored items so far per client-needs category (content balancing counts these). */
export function scoredCounts(items: readonly AdaptiveItemRecord[]): Record<ClientNeed, number> {
  const counts = Object.fromEntries(CLIENT_NEEDS.map((need) => [need, 0])) as Record<ClientNeed, number>;
  for (const item of items) if (item.scored) counts[item.clientNeeds] += 1;
  return counts;
}

/**
 * Chooses item `number` of the attempt for ability `theta` (chooseNextStep: a case study at the
 * plan's places, a pretest item at the plan's pretest numbers, otherwise the most informative item
 * under content balancing and exposure control, replayable from the attempt's seed) and appends it
 * (a case study: its six items, and a copy of the case study) to the attempt. `items` are every
 * item asked so far, all committed. Returns the item now current, or null when the pool has nothing
 * left to ask.
 */
export async function appendNextStep(
  tx: Database,
  record: AdaptiveRecord,
  input: { number: number; theta: number; items: readonly AdaptiveItemRecord[]; pool: LoadedPool; now: Date },
): Promise<CurrentItem | null> {
  const { state, attempt } = record;
  // Every item asked so far is committed (`items`), and each case study's items name it in the pool.
  const administered = new Set<string>();
  for (const { itemId } of input.items) {
    administered.add(itemId);
    const caseStudyId = input.pool.caseStudyOf.get(itemId);
    if (caseStudyId) administered.add(caseStudyId);
  }
  const step = chooseNextStep({
    exam: { ...CAT_EXAMS[state.exam], minItems: state.minItems, maxItems: state.maxItems },
    plan: { caseStudyStarts: state.caseStudyStarts, pretestNumbers: state.pretestNumbers },
    number: input.number,
    theta: input.theta,
    administered,
    counts: scoredCounts(input.items),
    pool: examPool(input.pool, state.exam),
    random: seededRandom(state.seed, streamOfItem(input.number)),
  });
  if (!step) return null;
  const ids = step.kind === 'item' ? [step.item.id] : step.caseStudy.items.map((item) => item.id);
  const placed = await getPlacedItems(tx, ids);
  if (placed.length !== ids.length) return null;
  const rows = attemptItemRows(attempt.id, placed, input.number - 1, input.now);
  let caseStudy: CurrentItem['caseStudy'];
  if (step.kind === 'case-study') {
    caseStudy = (await getCaseStudies(tx, [step.caseStudy.id])).get(step.caseStudy.id);
    if (!caseStudy) return null;
    await tx.insert(attemptItemGroups).values({ attemptId: attempt.id, groupId: step.caseStudy.id, group: caseStudy });
  }
  await tx.insert(attemptItems).values(rows);
  const [first] = rows;
  return first ? { row: first, caseStudy } : null;
}

/**
 * The item at `number` (1-based) of the attempt when it was appended already (the rest of a case
 * study), with its case study as asked; undefined when it was not.
 */
export async function readItemAt(tx: Database, attemptId: string, number: number): Promise<CurrentItem | undefined> {
  const [row] = await tx
    .select()
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, attemptId), eq(attemptItems.position, number - 1)));
  if (!row) return undefined;
  if (row.groupId === null) return { row, caseStudy: undefined };
  const [group] = await tx
    .select({ group: attemptItemGroups.group })
    .from(attemptItemGroups)
    .where(and(eq(attemptItemGroups.attemptId, attemptId), eq(attemptItemGroups.groupId, row.groupId)));
  return { row, caseStudy: group?.group };
}

/**
 * Ends the attempt with `decision` (pass or fail and its rule): the exam attempt is submitted with
 * the points of its scored items (pretest items count for nothing), and the state records the
 * outcome; the user's testAttempts rises by one and lastTestDate is set, as for any test (spec §4).
 * `endedAt` is the decision's time (the deadline when time ran out).
 */
export async function finishAttempt(
  tx: Database,
  record: AdaptiveRecord,
  decision: Exclude<CatDecision, { outcome: 'continue' }>,
  items: readonly AdaptiveItemRecord[],
  endedAt: Date,
): Promise<void> {
  const { attempt } = record;
  const scored = items.filter((item) => item.scored);
  const score = scored.reduce((sum, item) => sum + item.earned, 0);
  const possible = scored.reduce((sum, item) => sum + item.possible, 0);
  const seconds = Math.round((endedAt.getTime() - attempt.startedAt.getTime()) / 1000);
  await tx
    .update(examAttempts)
    .set({
      status: 'submitted',
      submittedAt: endedAt,
      score,
      possible,
      percent: scorePercent(score, possible),
      timeSpentSeconds: Math.max(0, Math.min(attempt.timeLimitSeconds, seconds)),
      updatedAt: endedAt,
    })
    .where(eq(examAttempts.id, attempt.id));
  await tx
    .update(adaptiveAttempts)
    .set({ outcome: decision.outcome, decidedBy: decision.rule, decidedAt: endedAt, updatedAt: endedAt })
    .where(eq(adaptiveAttempts.attemptId, attempt.id));
  if (attempt.userId) await recordTestTaken(tx, attempt.userId, endedAt);
  record.state = { ...record.state, outcome: decision.outcome, decidedBy: decision.rule, decidedAt: endedAt };
  record.attempt = {
    ...record.attempt,
    status: 'submitted',
    submittedAt: endedAt,
    timeSpentSeconds: Math.max(0, Math.min(attempt.timeLimitSeconds, seconds)),
  };
}

/**
 * After a decided adaptive test's transaction has committed (issue 25 item 3, fix 3): its scored
 * items answered wrong or marked "Not sure" become flashcards, as a submission's do (submit.ts).
 * Pretest items are left out (they count for nothing). A failure is logged, never the decision lost.
 */
export async function createCardsFromDecided(
  db: Database,
  record: AdaptiveRecord,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const { attempt, state } = record;
  if (state.outcome === null || !attempt.userId) return;
  const positions = state.items.filter((item) => item.scored).map((item) => item.number - 1);
  if (positions.length === 0) return;
  const rows = await db
    .select({
      itemId: attemptItems.itemId,
      item: attemptItems.item,
      response: attemptItems.response,
      earned: attemptItems.earned,
      possible: attemptItems.possible,
      lowConfidence: attemptItems.lowConfidence,
    })
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, attempt.id), inArray(attemptItems.position, positions)));
  await createCardsSafely(db, { id: attempt.id, formKind: attempt.formKind, userId: attempt.userId }, rows, now, log);
}

/** The estimate after item `number`, for the trajectory. */
export function trajectoryPoint(number: number, estimate: { theta: number; standardError: number }): TrajectoryPoint {
  return { number, theta: estimate.theta, standardError: estimate.standardError };
}
