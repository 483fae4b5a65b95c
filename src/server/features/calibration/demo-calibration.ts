import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { demoItemDifficulty } from '../../../shared/exams/cat/authored-difficulty';
import type { Database } from '../../db/client';
import { listBankItemPoints, listBankItems } from '../exams/service';
import { runCalibration } from './calibration-job';
import { recordResponses } from './responses';
import { simulateResponses } from './simulate-responses';
import { calibrationRuns, itemResponses } from './tables';

/** The demo's simulated candidates are the same on every machine: this seed draws their abilities and answers. */
export const DEMO_CALIBRATION_SEED = 22_2026;
/** Items each simulated sitting answers. */
export const DEMO_ITEMS_PER_SITTING = 60;
/** Responses the demo aims at per item (each item gets this many, give or take two): above MIN_RESPONSES (30). */
export const DEMO_RESPONSES_PER_ITEM = 40;
/** The simulated sittings are spread over this many days before the seeding. */
const SPREAD_DAYS = 30;

/**
 * The calibration's demo data (DEMO_DATA; issue 22 item 5): simulated candidates (source
 * 'simulated', a random UUID per sitting) with abilities drawn from N(0, 1), each answering
 * DEMO_ITEMS_PER_SITTING (60) items of the active bank dealt so that every item gets about
 * DEMO_RESPONSES_PER_ITEM (40) responses, each score drawn from the model (Rasch, partial credit
 * with fixed steps) at the item's "true" difficulty `demoItemDifficulty` (its authored level plus a
 * deterministic spread); seeded (DEMO_CALIBRATION_SEED), so the same answers every time. Then one
 * calibration run (trigger 'demo'), so the item statistics page shows calibrated items from the
 * first start. Runs once: no responses are simulated when some exist, and no run when one has
 * finished. Returns the responses written (0 when there was nothing to do).
 */
export async function seedDemoCalibration(db: Database, now: Date): Promise<number> {
  let written = 0;
  const [simulated] = await db
    .select({ itemId: itemResponses.itemId })
    .from(itemResponses)
    .where(eq(itemResponses.source, 'simulated'))
    .limit(1);
  if (!simulated) {
    const [items, points] = await Promise.all([listBankItems(db), listBankItemPoints(db)]);
    const bank = items.map((item) => ({
      id: item.id,
      difficulty: demoItemDifficulty(item.id, item.level),
      maxScore: points.get(item.id) ?? 1,
    }));
    const persons = Math.ceil((bank.length * DEMO_RESPONSES_PER_ITEM) / DEMO_ITEMS_PER_SITTING);
    const { responses } = simulateResponses({
      items: bank,
      persons,
      itemsPerPerson: DEMO_ITEMS_PER_SITTING,
      seed: DEMO_CALIBRATION_SEED,
    });
    const sittings = Array.from({ length: persons }, () => randomUUID());
    const step = (SPREAD_DAYS * 24 * 60 * 60 * 1000) / Math.max(1, persons);
    await recordResponses(
      db,
      responses.map((response) => ({
        attemptId: sittings[response.personIndex] as string,
        itemId: response.itemId,
        score: response.score,
        possible: response.possible,
        answeredAt: new Date(now.getTime() - (persons - response.personIndex) * step),
      })),
      'simulated',
    );
    written = responses.length;
  }
  const [finished] = await db
    .select({ id: calibrationRuns.id })
    .from(calibrationRuns)
    .where(eq(calibrationRuns.status, 'finished'))
    .limit(1);
  if (!finished) await runCalibration(db, { trigger: 'demo', requestedBy: null, now });
  return written;
}
