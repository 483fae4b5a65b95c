import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../shared/exams/cat/random';
import { calibrateItems, type ItemCalibrationResult, MIN_RESPONSES, type ScoredResponse } from './rasch-calibration';
import { type SimulatedItem, simulateResponses } from './simulate-responses';

/** A bank of `count` items whose true difficulties spread evenly from -2 to +2 logits, `maxScore` points each (or as `points` says). */
function bank(count: number, points: (index: number) => number = () => 1): SimulatedItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `item-${index}`,
    difficulty: -2 + (4 * index) / (count - 1),
    maxScore: points(index),
  }));
}

function asResponses(simulated: ReturnType<typeof simulateResponses>['responses']): ScoredResponse[] {
  return simulated.map((response) => ({
    personId: `person-${response.personIndex}`,
    itemId: response.itemId,
    score: response.score,
    possible: response.possible,
  }));
}

function correlation(xs: number[], ys: number[]): number {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Correlation, root mean square error and mean of the estimates against the true difficulties. */
function recovery(items: SimulatedItem[], results: ItemCalibrationResult[]) {
  const byId = new Map(results.map((result) => [result.itemId, result]));
  const truth = items.map((item) => item.difficulty);
  const estimate = items.map((item) => byId.get(item.id)?.difficulty ?? Number.NaN);
  const rmse = Math.sqrt(
    truth.reduce((sum, value, i) => sum + (value - (estimate[i] as number)) ** 2, 0) / truth.length,
  );
  return {
    r: correlation(truth, estimate),
    rmse,
    meanEstimate: estimate.reduce((sum, value) => sum + value, 0) / estimate.length,
    meanTruth: truth.reduce((sum, value) => sum + value, 0) / truth.length,
  };
}

const anchorsOf = (items: SimulatedItem[]) => new Map(items.map((item) => [item.id, item.difficulty]));

describe('JMLE item calibration (Wright and Stone 1979; decision 015)', () => {
  it('recovers the true difficulties of 0/1 items, with the anchors’ mean kept exactly', () => {
    const items = bank(120);
    const simulated = simulateResponses({ items, persons: 1500, itemsPerPerson: 40, seed: 11 });
    const result = calibrateItems(asResponses(simulated.responses), { anchors: anchorsOf(items) });
    expect(result.converged).toBe(true);
    expect(result.items.every((item) => item.calibrated)).toBe(true);
    const fit = recovery(items, result.items);
    expect(fit.r).toBeGreaterThan(0.98);
    expect(fit.rmse).toBeLessThan(0.15);
    expect(fit.meanEstimate).toBeCloseTo(fit.meanTruth, 9);
    // Data that fit the model: mean squares near 1 and standard errors near 1 / sqrt(n p (1 - p)).
    const infits = result.items.map((item) => item.infit ?? 0);
    expect(infits.reduce((sum, value) => sum + value, 0) / infits.length).toBeCloseTo(1, 1);
    const middle = result.items.find((item) => item.itemId === 'item-60');
    expect(middle?.standardError).toBeGreaterThan(0.1);
    expect(middle?.standardError).toBeLessThan(0.25);
    expect(middle?.pointBiserial).toBeGreaterThan(0.2);
    expect(result.biasCorrection).toBeCloseTo(39 / 40, 2);
  });

  it('recovers items scored in several points (partial credit with fixed steps) beside 0/1 items', () => {
    const items = bank(80, (index) => [1, 2, 3, 5][index % 4] as number);
    const simulated = simulateResponses({ items, persons: 1200, itemsPerPerson: 30, seed: 12 });
    const result = calibrateItems(asResponses(simulated.responses), { anchors: anchorsOf(items) });
    const fit = recovery(items, result.items);
    expect(fit.r).toBeGreaterThan(0.98);
    expect(fit.rmse).toBeLessThan(0.15);
    const polytomous = items.filter((item) => item.maxScore > 1);
    expect(recovery(polytomous, result.items).rmse).toBeLessThan(0.15);
    expect(result.items.find((item) => item.itemId === 'item-3')?.maxScore).toBe(5);
  });

  it('recovers the difficulties at the demo’s scale (about 40 responses an item) within their errors', () => {
    const items = bank(300, (index) => (index % 5 === 0 ? 3 : 1));
    const simulated = simulateResponses({ items, persons: 200, itemsPerPerson: 60, seed: 13 });
    const result = calibrateItems(asResponses(simulated.responses), { anchors: anchorsOf(items) });
    const fit = recovery(items, result.items);
    expect(fit.r).toBeGreaterThan(0.95);
    expect(fit.rmse).toBeLessThan(0.45);
    expect(fit.meanEstimate).toBeCloseTo(fit.meanTruth, 9);
  });

  it('flags an item answered at random as misfitting and not discriminating', () => {
    const items = bank(60);
    const simulated = simulateResponses({ items, persons: 800, itemsPerPerson: 60, seed: 14 });
    const coin = seededRandom(99);
    const responses = asResponses(simulated.responses).map((response) =>
      response.itemId === 'item-30' ? { ...response, score: coin() < 0.5 ? 1 : 0 } : response,
    );
    const result = calibrateItems(responses, { anchors: anchorsOf(items) });
    const random = result.items.find((item) => item.itemId === 'item-30');
    expect(random?.flags).toContain('misfit');
    expect(random?.flags).toContain('low-discrimination');
    expect(Math.max(random?.infit ?? 0, random?.outfit ?? 0)).toBeGreaterThan(1.3);
    const flaggedOthers = result.items.filter((item) => item.itemId !== 'item-30' && item.flags.includes('misfit'));
    expect(flaggedOthers.length).toBeLessThanOrEqual(3);
  });

  it('gives items everyone got right or wrong a finite, flagged estimate beyond the others, without fit, and still recovers the rest', () => {
    const items = bank(50);
    const simulated = simulateResponses({ items, persons: 600, itemsPerPerson: 50, seed: 15 });
    const responses = asResponses(simulated.responses);
    for (let person = 0; person < 600; person++) {
      responses.push({ personId: `person-${person}`, itemId: 'all-right', score: 1, possible: 1 });
      if (person % 2 === 0)
        responses.push({ personId: `person-${person}`, itemId: 'all-wrong', score: 0, possible: 1 });
    }
    // A person who answered everything right, and one who answered one item: both left out of the estimation.
    for (const item of items) responses.push({ personId: 'perfect', itemId: item.id, score: 1, possible: 1 });
    responses.push({ personId: 'single', itemId: 'item-0', score: 0, possible: 1 });

    const result = calibrateItems(responses, { anchors: anchorsOf(items) });
    const easy = result.items.find((item) => item.itemId === 'all-right');
    const hard = result.items.find((item) => item.itemId === 'all-wrong');
    const estimated = result.items.filter((item) => item.extreme === null).map((item) => item.difficulty as number);
    expect(easy).toMatchObject({ calibrated: true, extreme: 'full', infit: null, outfit: null, percentCorrect: 100 });
    expect(hard).toMatchObject({ calibrated: true, extreme: 'zero', infit: null, outfit: null, percentCorrect: 0 });
    expect(easy?.difficulty).toBeLessThan(Math.min(...estimated));
    expect(hard?.difficulty).toBeGreaterThan(Math.max(...estimated));
    expect(Number.isFinite(easy?.standardError)).toBe(true);
    expect(easy?.flags).toContain('too-easy');
    expect(hard?.flags).toContain('too-hard');
    expect(result.persons).toBe(600);
    expect(recovery(items, result.items).r).toBeGreaterThan(0.98);
  });

  it('leaves items with fewer than MIN_RESPONSES responses uncalibrated but described', () => {
    const items = bank(40);
    const simulated = simulateResponses({ items, persons: 300, itemsPerPerson: 40, seed: 16 });
    const responses = asResponses(simulated.responses);
    for (let person = 0; person < MIN_RESPONSES - 1; person++) {
      responses.push({
        personId: `person-${person}`,
        itemId: 'new-item',
        score: person % 3 === 0 ? 1 : 0,
        possible: 1,
      });
    }
    const result = calibrateItems(responses, { anchors: anchorsOf(items) });
    const fresh = result.items.find((item) => item.itemId === 'new-item');
    expect(fresh).toMatchObject({ calibrated: false, difficulty: null, standardError: null, responses: 29, flags: [] });
    expect(fresh?.percentCorrect).toBeCloseTo((10 / 29) * 100, 6);
    expect(result.items.filter((item) => item.calibrated)).toHaveLength(40);
  });

  it('keeps the mean of the anchored items only, and centres on 0 without anchors', () => {
    const items = bank(30);
    const responses = asResponses(simulateResponses({ items, persons: 400, itemsPerPerson: 30, seed: 17 }).responses);
    const anchors = new Map([
      ['item-0', 5],
      ['item-1', 7],
    ]);
    const anchored = calibrateItems(responses, { anchors });
    const difficulty = (id: string) => anchored.items.find((item) => item.itemId === id)?.difficulty as number;
    expect((difficulty('item-0') + difficulty('item-1')) / 2).toBeCloseTo(6, 9);
    const free = calibrateItems(responses, { anchors: new Map() });
    const mean = free.items.reduce((sum, item) => sum + (item.difficulty as number), 0) / free.items.length;
    expect(mean).toBeCloseTo(0, 9);
    expect(free.shift).toBe(0);
  });

  it('answers an empty input with no items', () => {
    expect(calibrateItems([], { anchors: new Map() })).toMatchObject({ items: [], persons: 0, responses: 0 });
  });
});
