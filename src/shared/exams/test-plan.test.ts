import { describe, expect, it } from 'vitest';
import { CLIENT_NEEDS, type ClientNeed } from './question-bank';
import { allocateByTestPlan, selectItems, TEST_PLAN_TARGET_PERCENT } from './test-plan';

/** A deterministic stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('drawing to the NCLEX-RN test plan (NCSBN 2023 client-needs shares)', () => {
  it('aims at the middle of each range, 100% in all', () => {
    expect(Object.values(TEST_PLAN_TARGET_PERCENT).reduce((a, b) => a + b, 0)).toBe(100);
    expect(TEST_PLAN_TARGET_PERCENT['Management of Care']).toBe(18);
  });

  it.each([75, 100, 150, 7])('allocates exactly %i items, each category within one item of its share', (count) => {
    const allocation = allocateByTestPlan(count);
    expect(Object.values(allocation).reduce((a, b) => a + b, 0)).toBe(count);
    for (const need of CLIENT_NEEDS) {
      expect(Math.abs(allocation[need] - (count * TEST_PLAN_TARGET_PERCENT[need]) / 100)).toBeLessThan(1);
    }
  });

  it('fills a category short of items with items of the others, and never repeats one', () => {
    const pool = CLIENT_NEEDS.flatMap((need, n) =>
      Array.from({ length: need === 'Psychosocial Integrity' ? 2 : 40 }, (_, i) => ({
        id: `${n}-${i}`,
        clientNeeds: need,
      })),
    );
    const chosen = selectItems(pool, 75, 'test-plan', seeded(7));
    expect(chosen).toHaveLength(75);
    expect(new Set(chosen.map((item) => item.id)).size).toBe(75);
    const count = (need: ClientNeed) => chosen.filter((item) => item.clientNeeds === need).length;
    expect(count('Psychosocial Integrity')).toBe(2);
    expect(count('Management of Care')).toBeGreaterThanOrEqual(allocateByTestPlan(75)['Management of Care']);
  });

  it('draws at random without the test plan for other forms, fewer when the pool is smaller', () => {
    const pool = Array.from({ length: 12 }, (_, i) => ({ id: String(i), clientNeeds: CLIENT_NEEDS[0] }));
    expect(selectItems(pool, 10, 'random', seeded(1))).toHaveLength(10);
    expect(selectItems(pool, 20, 'random', seeded(1))).toHaveLength(12);
    const orders = new Set(
      [1, 2, 3].map((seed) =>
        selectItems(pool, 12, 'random', seeded(seed))
          .map((i) => i.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
