// The adaptive test's speed (issue 22: "choosing the next item takes at most 1 ms on a 10,000-item
// pool"): times selectNextItem and chooseNextStep on a seeded 10,000-item pool at varied abilities
// with about 100 items administered, and estimateAbility on 150 responses. Prints the median, p99
// and max in milliseconds and whether the 1 ms target holds; a script, not a test (timing belongs
// to the machine, not to the rules). Usage:
//   npm run bench:cat
//   npm run bench:cat -- --calls 2000 --rounds 5 --seed 3
//   npm run bench:cat -- --smoke    100 calls, one round: CI's check that it still runs, no target
// Exits with an error when a call throws or nothing was chosen.
// Each figure is from the best of --rounds rounds (by median) of --calls calls, and the load average
// is printed first: on a machine busy with other work the wall-clock figures are inflated, p99 and max
// most (a call preempted by another process waits a time slice, about 4 ms); the CPU time per call
// (the process's user + system time over the round, divided by the calls) is not.
// The pool: difficulties N(0, 1) logits; 80% of items scored 0/1, the rest 2-6 points (partial
// credit); categories drawn with the RN test plan's shares; 5% pretest, 5% bow-tie or trend items;
// 30 case studies.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  type AdaptivePlan,
  type AdaptivePool,
  chooseNextStep,
  type PoolCaseStudy,
  type PoolItem,
  planAdaptiveTest,
} from '../src/shared/exams/cat/adaptive-test';
import { CAT_EXAMS } from '../src/shared/exams/cat/cat-exams';
import { type CatResponse, estimateAbility } from '../src/shared/exams/cat/estimate';
import { seededRandom } from '../src/shared/exams/cat/random';
import { selectNextItem } from '../src/shared/exams/cat/select';
import { CLIENT_NEEDS, type ClientNeed } from '../src/shared/exams/question-bank';

const { values } = parseArgs({
  options: {
    calls: { type: 'string' },
    rounds: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    seed: { type: 'string', default: '22' },
    size: { type: 'string', default: '10000' },
  },
});
const CALLS = Number(values.calls ?? (values.smoke ? 100 : 2000));
const ROUNDS = Number(values.rounds ?? (values.smoke ? 1 : 5));
const SEED = Number(values.seed);
const SIZE = Number(values.size);
const ADMINISTERED = 100;
const TARGET_MS = 1;
const exam = CAT_EXAMS.rn;
const random = seededRandom(SEED);

/** A standard normal number (Box-Muller). */
function normal(): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A category drawn with the RN plan's shares. */
function category(): ClientNeed {
  let u = random() * 100;
  for (const need of CLIENT_NEEDS) {
    u -= exam.planPercent[need];
    if (u < 0) return need;
  }
  return CLIENT_NEEDS[CLIENT_NEEDS.length - 1] as ClientNeed;
}

const maxScore = () => (random() < 0.8 ? 1 : 2 + Math.floor(random() * 5));
const items: PoolItem[] = Array.from({ length: SIZE }, (_, i) => ({
  id: `bench-${i.toString().padStart(5, '0')}`,
  difficulty: normal(),
  maxScore: maxScore(),
  clientNeeds: category(),
  status: random() < 0.05 ? 'pretest' : 'operational',
  afterMinimumOnly: random() < 0.05,
}));
const caseStudies: PoolCaseStudy[] = Array.from({ length: 30 }, (_, c) => {
  const need = category();
  return {
    id: `bench-case-${c}`,
    items: Array.from({ length: 6 }, (_, i) => ({
      id: `bench-case-${c}-${i}`,
      difficulty: normal(),
      maxScore: maxScore(),
      clientNeeds: need,
    })),
  };
});
const pool: AdaptivePool = { items, caseStudies };

/** A situation halfway through a test: about 100 items used, counts by the plan, an ability in [-3, 3]. */
function situation() {
  const administered = new Set<string>();
  while (administered.size < ADMINISTERED) administered.add((items[Math.floor(random() * SIZE)] as PoolItem).id);
  const counts = Object.fromEntries(
    CLIENT_NEEDS.map((need) => [
      need,
      Math.round((ADMINISTERED * exam.planPercent[need]) / 100 + (random() - 0.5) * 4),
    ]),
  ) as Record<ClientNeed, number>;
  return { administered, counts, theta: (random() - 0.5) * 6 };
}

function summarize(name: string, { times, cpuMs }: Timing): void {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const max = sorted[sorted.length - 1] as number;
  console.log(
    `${name.padEnd(50)} median ${at(0.5).toFixed(4)} ms  p99 ${at(0.99).toFixed(4)} ms  max ${max.toFixed(4)} ms  ` +
      `CPU ${cpuMs.toFixed(4)} ms/call  ${at(0.99) <= TARGET_MS ? `p99 within ${TARGET_MS} ms` : `p99 ABOVE ${TARGET_MS} ms`}`,
  );
}

/** Wall-clock times of one round's calls (ms) and the process's CPU time per call in it (ms), which a preempted call does not inflate. */
interface Timing {
  times: number[];
  cpuMs: number;
}

/**
 * Times `run` on CALLS prepared situations, after as many untimed warm-up calls, in ROUNDS rounds,
 * and keeps the round with the lowest median: on a shared machine another process's burst inflates
 * a round, never shrinks it.
 */
function time<T>(prepare: () => T, run: (input: T) => unknown): Timing {
  const inputs = Array.from({ length: CALLS }, prepare);
  for (const input of inputs) run(input);
  let best: Timing = { times: [], cpuMs: 0 };
  let bestMedian = Number.POSITIVE_INFINITY;
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (const input of inputs) {
      const start = performance.now();
      const result = run(input);
      times.push(performance.now() - start);
      if (result) sink += 1;
    }
    const used = process.cpuUsage(cpu);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
    if (median < bestMedian) {
      bestMedian = median;
      best = { times, cpuMs: (used.user + used.system) / 1000 / times.length };
    }
  }
  if (sink === 0) {
    console.error('(nothing was chosen)');
    process.exitCode = 1;
  }
  return best;
}

console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${availableParallelism()} cores`,
);
console.log(
  `Pool: ${SIZE} stand-alone items (${items.filter((i) => i.maxScore > 1).length} partial credit, ${items.filter((i) => i.status === 'pretest').length} pretest, ${items.filter((i) => i.afterMinimumOnly).length} after the minimum only), ${caseStudies.length} case studies; ${ADMINISTERED} administered; ${CALLS} timed calls per round, best of ${ROUNDS} rounds (after ${CALLS} warm-up calls)\n`,
);

const choices = seededRandom(SEED, 1);
summarize(
  'selectNextItem (10,000 items)',
  time(situation, (s) =>
    selectNextItem(s.theta, items, s.administered, { percent: exam.planPercent, counts: s.counts }, choices),
  ),
);
const plan: AdaptivePlan = planAdaptiveTest(exam, choices);
const stepInput = (number: number) => () => ({ ...situation(), number });
const run = (s: ReturnType<ReturnType<typeof stepInput>>) =>
  chooseNextStep({ exam, plan, pool, random: choices, ...s });
const ordinary = (() => {
  for (let n = 1; n <= exam.minItems; n++) {
    if (!plan.pretestNumbers.includes(n) && !plan.caseStudyStarts.includes(n)) return n;
  }
  return 1;
})();
summarize(`chooseNextStep, scored item (item ${ordinary})`, time(stepInput(ordinary), run));
summarize(`chooseNextStep, after the minimum (item ${exam.minItems + 1})`, time(stepInput(exam.minItems + 1), run));
summarize(
  `chooseNextStep, pretest place (item ${plan.pretestNumbers[0]})`,
  time(stepInput(plan.pretestNumbers[0] ?? 1), run),
);
summarize(
  `chooseNextStep, case-study start (item ${plan.caseStudyStarts[0]})`,
  time(stepInput(plan.caseStudyStarts[0] ?? 1), run),
);

const responses = (polytomous: number) => (): CatResponse[] =>
  Array.from({ length: 150 }, () => {
    const points = random() < polytomous ? 2 + Math.floor(random() * 5) : 1;
    return { difficulty: normal() * 0.5, score: Math.floor(random() * (points + 1)), maxScore: points };
  });
summarize(
  'estimateAbility, 150 0/1 responses',
  time(responses(0), (r) => estimateAbility(r)),
);
summarize(
  'estimateAbility, 150 responses, 20% partial credit',
  time(responses(0.2), (r) => estimateAbility(r)),
);
