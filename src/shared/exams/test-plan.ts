import { CLIENT_NEEDS, CLIENT_NEEDS_PERCENT_RANGES, type ClientNeed } from './question-bank';

/** The middle of each client-needs category's range of a test plan, in percent. */
export function middleOfRanges(ranges: Record<ClientNeed, { min: number; max: number }>): Record<ClientNeed, number> {
  return Object.fromEntries(
    CLIENT_NEEDS.map((need) => {
      const { min, max } = ranges[need];
      return [need, (min + max) / 2];
    }),
  ) as Record<ClientNeed, number>;
}

/**
 * The share of each client-needs category in a test drawn to the NCLEX-RN test plan: the middle of
 * the plan's range (NCSBN 2026 RN test plan, docs/nclex.md §1), in percent. They sum to 100.
 */
export const TEST_PLAN_TARGET_PERCENT = middleOfRanges(CLIENT_NEEDS_PERCENT_RANGES);

/**
 * How many of `count` items each client-needs category gets, by the largest-remainder method on
 * TEST_PLAN_TARGET_PERCENT, so the counts sum to `count` exactly. Ties go to the category listed first.
 */
export function allocateByTestPlan(count: number): Record<ClientNeed, number> {
  const exact = CLIENT_NEEDS.map((need) => ({ need, value: (count * TEST_PLAN_TARGET_PERCENT[need]) / 100 }));
  const allocation = Object.fromEntries(exact.map(({ need, value }) => [need, Math.floor(value)])) as Record<
    ClientNeed,
    number
  >;
  let left = count - Object.values(allocation).reduce((sum, n) => sum + n, 0);
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (const { need } of byRemainder) {
    if (left <= 0) break;
    allocation[need] += 1;
    left -= 1;
  }
  return allocation;
}

/** Fisher-Yates shuffle of a copy; `random` returns [0, 1). */
export function shuffled<T>(values: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Picks `count` of `candidates` (fewer when there are fewer), in random order. With `test-plan`,
 * each client-needs category gets its allocateByTestPlan share; a category short of items leaves
 * its places to items of the others, drawn at random.
 */
export function selectItems<T extends { clientNeeds: ClientNeed }>(
  candidates: readonly T[],
  count: number,
  rule: 'random' | 'test-plan',
  random: () => number = Math.random,
): T[] {
  const pool = shuffled(candidates, random);
  if (rule === 'random') return pool.slice(0, count);
  const allocation = allocateByTestPlan(count);
  const chosen: T[] = [];
  const rest: T[] = [];
  for (const item of pool) {
    if (allocation[item.clientNeeds] > 0) {
      allocation[item.clientNeeds] -= 1;
      chosen.push(item);
    } else {
      rest.push(item);
    }
  }
  return shuffled([...chosen, ...rest.slice(0, Math.max(0, count - chosen.length))], random);
}
