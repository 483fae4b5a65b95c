import { describe, expect, it } from 'vitest';
import { CLIENT_NEEDS, type ClientNeed } from '../question-bank';
import {
  type AdaptivePool,
  CASE_STUDY_LENGTH,
  chooseNextStep,
  MAX_CLINICAL_JUDGMENT_ITEMS,
  type NextStepInput,
  type PoolCaseStudy,
  type PoolItem,
  planAdaptiveTest,
} from './adaptive-test';
import { CAT_EXAMS } from './cat-exams';
import { seededRandom } from './random';

const rn = CAT_EXAMS.rn;
const zeroCounts = (): Record<ClientNeed, number> =>
  Object.fromEntries(CLIENT_NEEDS.map((need) => [need, 0])) as Record<ClientNeed, number>;

function makePool(): AdaptivePool {
  const random = seededRandom(99);
  const items: PoolItem[] = Array.from({ length: 400 }, (_, i) => ({
    id: `item-${i}`,
    difficulty: (random() - 0.5) * 6,
    maxScore: 1,
    clientNeeds: CLIENT_NEEDS[i % CLIENT_NEEDS.length] as ClientNeed,
    status: i % 20 === 0 ? 'pretest' : 'operational',
    afterMinimumOnly: i % 10 === 5,
  }));
  const caseStudies: PoolCaseStudy[] = Array.from({ length: 8 }, (_, c) => ({
    id: `case-${c}`,
    items: Array.from({ length: 6 }, (_, i) => ({
      id: `case-${c}-${i}`,
      difficulty: c - 4 + (i - 2.5) * 0.1,
      maxScore: 2,
      clientNeeds: 'Physiological Adaptation' as ClientNeed,
    })),
  }));
  return { items, caseStudies };
}

const input = (overrides: Partial<NextStepInput>): NextStepInput => ({
  exam: rn,
  plan: { caseStudyStarts: [], pretestNumbers: [] },
  number: 1,
  theta: 0,
  administered: new Set(),
  counts: zeroCounts(),
  pool: makePool(),
  random: seededRandom(1),
  ...overrides,
});

describe('§5 planAdaptiveTest: three case studies and fifteen pretest items among the first 85', () => {
  it('places non-overlapping six-item runs and distinct pretest numbers outside them, all within 1..85, sorted', () => {
    for (let seed = 0; seed < 300; seed++) {
      const plan = planAdaptiveTest(rn, seededRandom(seed));
      expect(plan.caseStudyStarts).toHaveLength(3);
      expect(plan.pretestNumbers).toHaveLength(15);
      expect([...plan.caseStudyStarts].sort((a, b) => a - b)).toEqual(plan.caseStudyStarts);
      expect([...plan.pretestNumbers].sort((a, b) => a - b)).toEqual(plan.pretestNumbers);
      const inRuns = new Set<number>();
      for (const start of plan.caseStudyStarts) {
        expect(start).toBeGreaterThanOrEqual(1);
        expect(start + CASE_STUDY_LENGTH - 1).toBeLessThanOrEqual(85);
        for (let n = start; n < start + CASE_STUDY_LENGTH; n++) {
          expect(inRuns.has(n)).toBe(false);
          inRuns.add(n);
        }
      }
      expect(new Set(plan.pretestNumbers).size).toBe(15);
      for (const n of plan.pretestNumbers) {
        expect(n >= 1 && n <= 85).toBe(true);
        expect(inRuns.has(n)).toBe(false);
      }
    }
  });

  it('puts case studies anywhere in the first 85, first and last places included, and replays from a seed', () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 3000; seed++)
      for (const s of planAdaptiveTest(rn, seededRandom(seed)).caseStudyStarts) starts.add(s);
    expect(starts.has(1)).toBe(true);
    expect(starts.has(80)).toBe(true);
    expect(planAdaptiveTest(rn, seededRandom(5))).toEqual(planAdaptiveTest(rn, seededRandom(5)));
  });

  it('fills a test exactly when the runs and pretest items take every place, and refuses when they cannot fit', () => {
    const full = planAdaptiveTest({ minItems: 20, caseStudies: 2, pretestItems: 8 }, seededRandom(1));
    expect(
      [...full.caseStudyStarts.flatMap((s) => [0, 1, 2, 3, 4, 5].map((i) => s + i)), ...full.pretestNumbers].sort(
        (a, b) => a - b,
      ),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(() => planAdaptiveTest({ minItems: 20, caseStudies: 2, pretestItems: 9 }, seededRandom(1))).toThrow(
      RangeError,
    );
  });
});

describe('§5 chooseNextStep', () => {
  it('at a case-study start gives an unused case study among the three of mean difficulty nearest theta', () => {
    const pool = makePool();
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const step = chooseNextStep(
        input({
          pool,
          number: 10,
          theta: 0.2,
          plan: { caseStudyStarts: [10], pretestNumbers: [] },
          random: seededRandom(seed),
        }),
      );
      expect(step?.kind).toBe('case-study');
      if (step?.kind === 'case-study') seen.add(step.caseStudy.id);
    }
    // Means are c - 4: case-4 (0) is nearest 0.2, then case-5 (1) and case-3 (-1).
    expect([...seen].sort()).toEqual(['case-3', 'case-4', 'case-5']);
    // With case-2..case-5 used, the nearest left is case-6 (mean 2), and random() = 0 takes the nearest.
    const used = chooseNextStep(
      input({
        pool,
        number: 10,
        theta: 0.2,
        plan: { caseStudyStarts: [10], pretestNumbers: [] },
        administered: new Set(['case-2', 'case-3', 'case-4', 'case-5']),
        random: () => 0,
      }),
    );
    expect(used?.kind === 'case-study' && used.caseStudy.id).toBe('case-6');
  });

  it('with no case study left, a case-study start asks a scored stand-alone item', () => {
    const pool = makePool();
    const administered = new Set(pool.caseStudies.map((c) => c.id));
    const step = chooseNextStep(
      input({ pool, administered, number: 10, plan: { caseStudyStarts: [10], pretestNumbers: [] } }),
    );
    expect(step?.kind).toBe('item');
    expect(step?.kind === 'item' && step.scored && step.item.status === 'operational').toBe(true);
  });

  it('at a pretest number asks an unused pretest item unscored, then an operational item unscored when none is left', () => {
    const pool = makePool();
    const plan = { caseStudyStarts: [], pretestNumbers: [7] };
    const step = chooseNextStep(input({ pool, number: 7, plan }));
    expect(step?.kind === 'item' && step.item.status === 'pretest' && !step.scored).toBe(true);
    const administered = new Set(pool.items.filter((item) => item.status === 'pretest').map((item) => item.id));
    const fallback = chooseNextStep(input({ pool, number: 7, plan, administered }));
    expect(fallback?.kind === 'item' && fallback.item.status === 'operational' && !fallback.scored).toBe(true);
    expect(fallback?.kind === 'item' && administered.has(fallback.item.id)).toBe(false);
  });

  it('draws pretest items evenly, and finds a lone one among hundreds', () => {
    const pool = makePool();
    const pretest = pool.items.filter((item) => item.status === 'pretest');
    const plan = { caseStudyStarts: [], pretestNumbers: [7] };
    const uses = new Map<string, number>();
    const runs = 4000;
    for (let seed = 0; seed < runs; seed++) {
      const step = chooseNextStep(input({ pool, number: 7, plan, random: seededRandom(seed) }));
      if (step?.kind === 'item') uses.set(step.item.id, (uses.get(step.item.id) ?? 0) + 1);
    }
    expect(uses.size).toBe(pretest.length);
    for (const count of uses.values()) expect(Math.abs(count / runs - 1 / pretest.length)).toBeLessThan(0.02);
    const lone = pretest[3] as PoolItem;
    const administered = new Set(pretest.filter((item) => item !== lone).map((item) => item.id));
    for (let seed = 0; seed < 20; seed++) {
      const step = chooseNextStep(input({ pool, number: 7, plan, administered, random: seededRandom(seed) }));
      expect(step?.kind === 'item' && step.item.id).toBe(lone.id);
    }
  });

  it('asks bow-tie and trend items (afterMinimumOnly) only after the minimum length', () => {
    const pool = makePool();
    const random = seededRandom(8);
    for (let n = 0; n < 300; n++) {
      const before = chooseNextStep(input({ pool, number: 85, theta: (random() - 0.5) * 6, random }));
      expect(before?.kind === 'item' && !before.item.afterMinimumOnly && before.scored).toBe(true);
    }
    // Only after-minimum items left: none before the minimum, one after it.
    const administered = new Set(pool.items.filter((item) => !item.afterMinimumOnly).map((item) => item.id));
    expect(chooseNextStep(input({ pool, administered, number: 85 }))).toBeNull();
    const after = chooseNextStep(input({ pool, administered, number: 86 }));
    expect(after?.kind === 'item' && after.item.afterMinimumOnly && after.scored).toBe(true);
    // At most MAX_CLINICAL_JUDGMENT_ITEMS (NCSBN: 0 to about 7) of them in one test.
    const judgment = pool.items.filter((item) => item.afterMinimumOnly && item.status === 'operational');
    for (const item of judgment.slice(0, MAX_CLINICAL_JUDGMENT_ITEMS - 1)) administered.add(item.id);
    expect(chooseNextStep(input({ pool, administered, number: 100 }))?.kind).toBe('item');
    administered.add((judgment[MAX_CLINICAL_JUDGMENT_ITEMS - 1] as PoolItem).id);
    expect(chooseNextStep(input({ pool, administered, number: 100 }))).toBeNull();
  });

  it('never asks a pretest item as a scored item, nor an administered one; null when everything is used', () => {
    const pool = makePool();
    const administered = new Set<string>();
    const random = seededRandom(12);
    for (let number = 86; ; number++) {
      const step = chooseNextStep(input({ pool, administered, number, random }));
      if (step === null) break;
      expect(step.kind).toBe('item');
      if (step.kind !== 'item') break;
      expect(step.item.status).toBe('operational');
      expect(administered.has(step.item.id)).toBe(false);
      administered.add(step.item.id);
    }
    const operational = pool.items.filter((item) => item.status === 'operational');
    expect(administered.size).toBe(
      operational.filter((item) => !item.afterMinimumOnly).length + MAX_CLINICAL_JUDGMENT_ITEMS,
    );
  });
});
