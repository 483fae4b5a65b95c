import type { AccountUser } from '../../../../shared/account/user';
import { seededRandom } from '../../../../shared/exams/cat/random';
import { type ModelItem, scoreMoments } from '../../../../shared/exams/cat/rasch';
import { type ItemResponse, itemTypeModule, type QuestionContent } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { getItems } from '../bank/bank-items';
import { loadAdaptivePool } from './adaptive-pool';
import { commitAdaptiveAnswer } from './commit-answer';
import { startAdaptiveAttempt } from './start-adaptive';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A simulated candidate's answer to `item` at true ability `theta` (logits): the type's right
 * answer (every point) with the probability of the share of points the partial credit model expects
 * at the item's difficulty, else its wrong answer, so the points earned average what the model
 * expects; `u` is a uniform draw in [0, 1).
 */
function simulatedResponse(item: QuestionContent, model: ModelItem, theta: number, u: number): ItemResponse {
  const { samples } = itemTypeModule(item.itemType);
  return u < scoreMoments(theta, model).expected / model.maxScore ? samples.right(item) : samples.wrong(item);
}

/**
 * The adaptive test's demo data (with the demo accounts): `student` took the adaptive NCLEX-RN
 * twice, ten days ago as a candidate of true ability -1.0 logits (a fail) and two days ago at +0.9
 * (a pass), answered through the engine's own functions as a student's answers would be, about a
 * minute an item; her dashboard's readiness and its trend, and two performance reports, show real
 * figures. The answers are drawn with a fixed seed.
 */
export async function seedDemoAdaptiveAttempts(db: Database, student: AccountUser, now: Date): Promise<void> {
  const runs = [
    { theta: -1.0, daysAgo: 10, seed: 11 },
    { theta: 0.9, daysAgo: 2, seed: 12 },
  ];
  for (const run of runs) {
    const startedAt = new Date(now.getTime() - run.daysAgo * DAY_MS);
    const random = seededRandom(run.seed, 0);
    let attempt = await startAdaptiveAttempt(db, 'rn', student, startedAt);
    const pool = await loadAdaptivePool(db);
    while (attempt.status === 'in_progress' && attempt.current) {
      const { number, item: view } = attempt.current;
      const [item] = await getItems(db, [view.id]);
      const known = pool.byId.get(view.id);
      if (!item || !known) throw new Error(`the demo's adaptive test asked an unknown item ${view.id}`);
      const response = simulatedResponse(item, known, run.theta, random());
      attempt = await commitAdaptiveAnswer(
        db,
        { attemptId: attempt.id, body: { number, response, secondsSpent: 60 } },
        new Date(startedAt.getTime() + number * 60_000),
        student.id,
      );
    }
  }
}
