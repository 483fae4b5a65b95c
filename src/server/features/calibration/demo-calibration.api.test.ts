import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemStatistics } from '../../../shared/calibration/item-statistics';
import { demoItemDifficulty } from '../../../shared/exams/cat/authored-difficulty';
import { signedInAs } from '../../testing/accounts';
import { buildQuestion, buildSataQuestion } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_ITEMS_PER_SITTING, seedDemoCalibration } from './demo-calibration';
import { calibrationRuns, itemCalibrations, itemResponses } from './tables';

/**
 * The demo's calibration (issue 22 item 5, "done when": the calibration job runs on the demo data
 * and the item statistics page shows its results), on a bank of 0/1 items and items of three
 * points; `demo/demo-data.api.test.ts` seeds it on the authored bank as `npm start` does.
 */

let t: TestApp;
let written: number;
const bank = [
  ...Array.from({ length: 100 }, (_, i) => buildQuestion(i + 1)),
  ...Array.from({ length: 40 }, (_, i) => buildSataQuestion(i + 1)),
];
beforeAll(async () => {
  t = await createTestApp({ bank });
  written = await seedDemoCalibration(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('issue 22 item 5: the demo data calibrates the whole bank', () => {
  it('simulates enough sittings for every item to reach the minimum, and the page shows the demo run’s results', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/item-statistics',
      headers: { cookie: admin.cookie },
    });
    const stats: ItemStatistics = response.json();
    expect(stats.totals).toMatchObject({ items: 140, calibrated: 140 });
    expect(stats.rows).toHaveLength(50);
    expect(stats.rows.every((row) => row.source === 'calibrated' && row.standardError !== null)).toBe(true);
    expect(stats.latestRun).toMatchObject({ trigger: 'demo', status: 'finished', itemsCalibrated: 140 });
    expect(written).toBe(stats.latestRun?.responses);
    expect(written % DEMO_ITEMS_PER_SITTING).toBe(0);

    const calibrations = await t.database.db.select().from(itemCalibrations);
    expect(Math.min(...calibrations.map((row) => row.responses))).toBeGreaterThanOrEqual(stats.minResponses);
    // The calibrated difficulties follow the demo's true ones (authored level plus a spread).
    const level = new Map(bank.map((item) => [item.id, item.difficulty]));
    const truth = calibrations.map((row) => demoItemDifficulty(row.itemId, level.get(row.itemId) ?? 'medium'));
    const estimate = calibrations.map((row) => row.difficulty);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const mt = mean(truth);
    const me = mean(estimate);
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    for (const [i, value] of truth.entries()) {
      sxy += (value - mt) * ((estimate[i] as number) - me);
      sxx += (value - mt) ** 2;
      syy += ((estimate[i] as number) - me) ** 2;
    }
    expect(sxy / Math.sqrt(sxx * syy)).toBeGreaterThan(0.85);
    // Flags are the exception on data that fit the model.
    expect(stats.totals.flagged).toBeLessThan(140 * 0.15);
  });

  it('runs once: a second seeding simulates nothing and runs nothing', async () => {
    const responsesBefore = await t.database.db.select({ n: count() }).from(itemResponses);
    expect(await seedDemoCalibration(t.database.db, t.clock.now())).toBe(0);
    expect(await t.database.db.select({ n: count() }).from(itemResponses)).toEqual(responsesBefore);
    expect(await t.database.db.select().from(calibrationRuns).where(eq(calibrationRuns.trigger, 'demo'))).toHaveLength(
      1,
    );
  });
});
