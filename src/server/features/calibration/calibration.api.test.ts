import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalibrationRunSummary, ItemStatistics } from '../../../shared/calibration/item-statistics';
import { AUTHORED_DIFFICULTY, demoItemDifficulty } from '../../../shared/exams/cat/authored-difficulty';
import type { Difficulty } from '../../../shared/exams/question-bank';
import { questions } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { buildQuestion, buildQuestionBank } from '../../testing/question-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { calibrationDue, runCalibration } from './calibration-job';
import { clearDifficultyCache, loadItemDifficulties } from './difficulties';
import { recordResponses } from './responses';
import { simulateResponses } from './simulate-responses';
import { calibrationRuns } from './tables';

/**
 * The calibration job and the admins' item statistics (issue 22 item 5, decision 015), in order on
 * one database: nothing before the first run; a first run calibrates the items with enough
 * responses; a later run promotes a fitting pretest item, keeps a misfitting one pretest and keeps
 * the scale anchored; pages, sorting and the flagged filter; one run at a time.
 */

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;
const bank = buildQuestionBank(60);
/** The 50 items that get enough responses; the other 10 get 10 responses each. */
const wellAnswered = bank.slice(0, 50);
const rarelyAnswered = bank.slice(50);
const truth = (id: string, level: Difficulty) => demoItemDifficulty(id, level);

beforeAll(async () => {
  t = await createTestApp({ bank });
  admin = await signedInAs(t.app, 'admin');
  student = await signedInAs(t.app, 'student');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who?: SignedIn) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const runNow = (who?: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/calibration-runs',
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
  });
const statistics = async (query = ''): Promise<ItemStatistics> => {
  const response = await get(`/api/admin/item-statistics${query}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/**
 * Records simulated sittings: `persons` candidates with N(0, 1) abilities answer every item of
 * `items` (0/1 items at their true difficulty); `score` overrides an item's draw.
 */
async function simulate(
  items: { id: string; difficulty: number }[],
  persons: number,
  seed: number,
  score?: (itemId: string, ability: number, drawn: number) => number,
) {
  const { responses, abilities } = simulateResponses({
    items: items.map((item) => ({ ...item, maxScore: 1 })),
    persons,
    itemsPerPerson: items.length,
    seed,
  });
  const sittings = Array.from({ length: persons }, () => randomUUID());
  await recordResponses(
    t.database.db,
    responses.map((response) => ({
      attemptId: sittings[response.personIndex] as string,
      itemId: response.itemId,
      score: score ? score(response.itemId, abilities[response.personIndex] as number, response.score) : response.score,
      possible: 1,
      answeredAt: t.clock.now(),
    })),
    'simulated',
  );
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const difficultyOf = (stats: ItemStatistics, id: string) => stats.rows.find((row) => row.itemId === id)?.difficulty;

describe('issue 22 item 5: who may see item statistics and run the calibration', () => {
  it('answers visitors 401 and non-admins 403, with a sentence, on both routes', async () => {
    for (const response of [await get('/api/admin/item-statistics'), await runNow()]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
    for (const response of [await get('/api/admin/item-statistics', student), await runNow(student)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'forbidden',
        message: 'Access Restricted: This page is only available for administrators.',
      });
    }
  });

  it('shows every active item with its authored difficulty, operational, before any run (an empty database runs nothing at start)', async () => {
    const stats = await statistics();
    expect(stats.latestRun).toBeNull();
    expect(stats.totals).toEqual({ items: 60, calibrated: 0, flagged: 0, pretest: 0 });
    expect(stats.minResponses).toBe(30);
    expect(stats.rows).toHaveLength(50);
    const first = bank[0];
    expect(stats.rows[0]).toMatchObject({
      itemId: first?.id,
      itemType: 'multiple-choice',
      subject: first?.subject,
      clientNeeds: first?.clientNeeds,
      status: 'operational',
      source: 'authored',
      responses: 0,
      difficulty: AUTHORED_DIFFICULTY[first?.difficulty ?? 'medium'],
      standardError: null,
      flags: [],
    });
  });
});

describe('issue 22 item 5: the calibration job', () => {
  let firstRun: ItemStatistics;

  it('calibrates the items with at least 30 responses, anchored to their authored mean, and leaves the others authored', async () => {
    await simulate(
      wellAnswered.map((item) => ({ id: item.id, difficulty: truth(item.id, item.difficulty) })),
      150,
      1,
    );
    await simulate(
      rarelyAnswered.map((item) => ({ id: item.id, difficulty: truth(item.id, item.difficulty) })),
      10,
      2,
    );
    const response = await runNow(admin);
    expect(response.statusCode).toBe(201);
    const run: CalibrationRunSummary = response.json().run;
    expect(run).toMatchObject({
      trigger: 'admin',
      status: 'finished',
      itemsCalibrated: 50,
      itemsPromoted: 0,
      error: null,
    });
    expect(run.persons).toBeGreaterThan(140);
    expect(run.responses).toBe(run.persons * 50);
    expect(run.finishedAt).not.toBeNull();
    const [stored] = await t.database.db.select().from(calibrationRuns).where(eq(calibrationRuns.id, run.id));
    expect(stored?.requestedBy).toBe(admin.id);

    firstRun = await statistics('?sort=itemId');
    const secondPage = await statistics('?sort=itemId&page=2');
    const rows = [...firstRun.rows, ...secondPage.rows];
    expect(firstRun.latestRun?.id).toBe(run.id);
    expect(firstRun.totals).toMatchObject({ items: 60, calibrated: 50, pretest: 0 });
    const calibrated = rows.filter((row) => row.source === 'calibrated');
    expect(calibrated.map((row) => row.itemId)).toEqual(wellAnswered.map((item) => item.id));
    for (const row of calibrated) {
      expect(row.responses).toBe(150);
      expect(row.standardError).toBeGreaterThan(0.1);
      expect(row.standardError).toBeLessThan(0.4);
      expect(row.infit).toBeGreaterThan(0.6);
      expect(row.outfit).toBeGreaterThan(0.4);
      expect(row.percentCorrect).toBeGreaterThan(0);
      expect(row.calibratedAt).toBe(t.clock.now().toISOString());
    }
    // Anchored the first time: the calibrated items keep the mean of their authored difficulties.
    expect(mean(calibrated.map((row) => row.difficulty))).toBeCloseTo(
      mean(wellAnswered.map((item) => AUTHORED_DIFFICULTY[item.difficulty])),
      9,
    );
    // The estimates follow the true difficulties (shifted by the anchor).
    const errors = wellAnswered.map(
      (item) => (difficultyOf(firstRun, item.id) as number) - truth(item.id, item.difficulty),
    );
    const offset = mean(errors);
    expect(Math.sqrt(mean(errors.map((error) => (error - offset) ** 2)))).toBeLessThan(0.35);

    for (const row of rows.filter((row) => row.source === 'authored')) {
      const item = bank.find((entry) => entry.id === row.itemId);
      expect(row).toMatchObject({ responses: 10, standardError: null, infit: null, flags: [], status: 'operational' });
      expect(row.difficulty).toBe(AUTHORED_DIFFICULTY[item?.difficulty ?? 'medium']);
    }

    const difficulties = await loadItemDifficulties(t.database.db);
    expect(difficulties.size).toBe(60);
    expect(difficulties.get('test-001')).toEqual({
      difficulty: difficultyOf(firstRun, 'test-001'),
      status: 'operational',
    });
    expect(difficulties.get('test-060')).toEqual({
      difficulty: AUTHORED_DIFFICULTY[bank[59]?.difficulty ?? 'medium'],
      status: 'operational',
    });
  });

  it('makes items added after the first run pretest, promotes the one that fits, keeps the misfitting one pretest, and keeps the scale anchored', async () => {
    const fitting = buildQuestion(61);
    const reversed = buildQuestion(62);
    // Two items join the bank (as an import would add them) after the first run, on the test's clock.
    await t.database.db.insert(questions).values(
      [fitting, reversed].map(({ sourceFile, ...content }) => ({
        id: content.id,
        itemType: content.itemType,
        subject: content.subject,
        topic: content.topic,
        difficulty: content.difficulty,
        clientNeeds: content.clientNeeds,
        content,
        sourceFile,
        createdAt: new Date(t.clock.now().getTime() + 60_000),
      })),
    );
    t.clock.advance(3600);
    clearDifficultyCache();
    const before = await loadItemDifficulties(t.database.db);
    expect(before.get(fitting.id)).toEqual({ difficulty: AUTHORED_DIFFICULTY[fitting.difficulty], status: 'pretest' });
    expect(before.get(reversed.id)?.status).toBe('pretest');
    expect((await statistics()).totals.pretest).toBe(2);

    // New sittings answer the calibrated items and both pretest items; the reversed item is right
    // exactly when the candidate is weak, the opposite of what ability predicts.
    await simulate(
      [...wellAnswered, fitting, reversed].map((item) => ({
        id: item.id,
        difficulty: truth(item.id, item.difficulty),
      })),
      150,
      3,
      (itemId, ability, drawn) => (itemId === reversed.id ? (ability < 0 ? 1 : 0) : drawn),
    );
    const response = await runNow(admin);
    expect(response.statusCode).toBe(201);
    expect(response.json().run).toMatchObject({ status: 'finished', itemsCalibrated: 52, itemsPromoted: 1 });

    const after = await statistics('?sort=itemId&page=2');
    const fittingRow = after.rows.find((row) => row.itemId === fitting.id);
    const reversedRow = after.rows.find((row) => row.itemId === reversed.id);
    expect(fittingRow).toMatchObject({ status: 'operational', source: 'calibrated', responses: 150 });
    expect(fittingRow?.flags).not.toContain('misfit');
    expect(reversedRow).toMatchObject({ status: 'pretest', source: 'calibrated' });
    expect(reversedRow?.flags).toEqual(expect.arrayContaining(['misfit', 'low-discrimination']));
    expect(after.totals.pretest).toBe(1);
    expect((await loadItemDifficulties(t.database.db)).get(fitting.id)).toEqual({
      difficulty: fittingRow?.difficulty,
      status: 'operational',
    });

    // The items calibrated in the first run keep their mean difficulty (the scale does not drift).
    const page1 = await statistics('?sort=itemId');
    const again = wellAnswered.map((item) => difficultyOf(page1, item.id) as number);
    expect(mean(again)).toBeCloseTo(mean(wellAnswered.map((item) => difficultyOf(firstRun, item.id) as number)), 9);
    // ...and each moved by little: the second run has twice the evidence.
    for (const [index, item] of wellAnswered.entries()) {
      expect(Math.abs((again[index] as number) - (difficultyOf(firstRun, item.id) as number))).toBeLessThan(0.6);
    }
  });

  it('pages by 50, filters flagged items, sorts by a column with missing values last, and refuses a bad query', async () => {
    const page2 = await statistics('?page=2');
    expect(page2).toMatchObject({ total: 62, page: 2, pageSize: 50 });
    expect(page2.rows).toHaveLength(12);
    expect((await statistics('?page=3')).rows).toEqual([]);

    const flagged = await statistics('?flagged=true');
    expect(flagged.total).toBe(flagged.totals.flagged);
    expect(flagged.total).toBeGreaterThan(0);
    expect(flagged.rows.every((row) => row.flags.length > 0)).toBe(true);
    expect(flagged.rows.map((row) => row.itemId)).toContain('test-062');

    const hardestFirst = await statistics('?sort=difficulty&order=desc');
    const values = hardestFirst.rows.map((row) => row.difficulty);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const byFit = [...(await statistics('?sort=infit')).rows, ...(await statistics('?sort=infit&page=2')).rows];
    const firstMissing = byFit.findIndex((row) => row.infit === null);
    expect(firstMissing).toBe(52);
    expect(byFit.slice(firstMissing).every((row) => row.infit === null)).toBe(true);

    for (const query of ['?sort=colour', '?order=up', '?flagged=maybe', '?page=0']) {
      const response = await get(`/api/admin/item-statistics${query}`, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/\.$/);
    }
  });

  it('runs one calibration at a time: a second run asked for while one runs is refused with 409 and records nothing', async () => {
    const db = t.database.db;
    const runsBefore = (await db.select().from(calibrationRuns)).length;
    const first = runCalibration(db, { trigger: 'schedule', requestedBy: null, now: t.clock.now() });
    // (Through the API on PGlite, a second request waits for the first run's transaction and then
    // runs; on PostgreSQL it reaches this guard, or the advisory lock on another instance.)
    await expect(
      runCalibration(db, { trigger: 'admin', requestedBy: admin.id, now: t.clock.now() }),
    ).rejects.toMatchObject({
      code: 'calibration_running',
      status: 409,
      message:
        'A calibration run is already in progress. Wait a minute for it to finish, then reload this page to see its results.',
    });
    expect((await first).status).toBe('finished');
    expect(await db.select().from(calibrationRuns)).toHaveLength(runsBefore + 1);
  });

  it('schedules a run only when a day has passed since the last one and new responses came in', async () => {
    const db = t.database.db;
    t.clock.advance(60);
    await runCalibration(db, { trigger: 'schedule', requestedBy: null, now: t.clock.now() });
    expect(await calibrationDue(db, t.clock.now())).toBe(false);
    t.clock.advance(25 * 3600);
    expect(await calibrationDue(db, t.clock.now())).toBe(false);
    await simulate([{ id: 'test-001', difficulty: 0 }], 1, 4);
    expect(await calibrationDue(db, t.clock.now())).toBe(true);
  });
});
