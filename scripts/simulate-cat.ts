// The adaptive NCLEX on the demo bank (issue 22; docs/nclex.md §5): simulated candidates of known
// true ability take the adaptive test as the server runs it (planAdaptiveTest, chooseNextStep,
// estimateAbility after each answer, decide), answering each item from the partial credit model at
// their true ability and the item's true difficulty (demoItemDifficulty). Prints test length, the
// share decided by each rule, classification accuracy against the true pass/fail, bias and RMSE of
// the final theta, and item exposure. A script, not a test. Usage:
//   npm run simulate:cat
//   npm run simulate:cat -- --candidates 1000 --exam pn --seed 7
//   npm run simulate:cat -- --smoke    20 candidates: CI's check that it still runs, no target
// Exits with an error when anything fails and, except with --smoke, when the classification of
// candidates at least 0.5 logits from the standard is below 90% accurate.
// True abilities: uniform on [-2.5, 2.5] logits (every part of the range the test must classify,
// with more candidates near the standard than a normal spread of the same width would put there).
// The bank: every stand-alone item and case study of content/, each item's difficulty its demo
// "true" difficulty; 5% of the stand-alone items (drawn with the seed) are pretest items, asked only
// at the plan's pretest places and never scored. No time limit.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAuthoredBank } from '../src/server/features/exams/bank/load-case-studies';
import type { CatExamId } from '../src/shared/exams/cat/adaptive-schemas';
import {
  type AdaptivePool,
  chooseNextStep,
  type PoolCaseStudy,
  type PoolItem,
  planAdaptiveTest,
} from '../src/shared/exams/cat/adaptive-test';
import { demoItemDifficulty } from '../src/shared/exams/cat/authored-difficulty';
import { CAT_EXAMS } from '../src/shared/exams/cat/cat-exams';
import { type CatDecision, decide } from '../src/shared/exams/cat/decide';
import { type CatResponse, estimateAbility } from '../src/shared/exams/cat/estimate';
import { seededRandom } from '../src/shared/exams/cat/random';
import { categoryProbabilities } from '../src/shared/exams/cat/rasch';
import type { CatItem } from '../src/shared/exams/cat/select';
import { CLIENT_NEEDS, type ClientNeed } from '../src/shared/exams/question-bank';
import { scoreItem } from '../src/shared/items/registry';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    exam: { type: 'string', default: 'rn' },
    seed: { type: 'string', default: '2026' },
  },
});
const candidates = Number(values.candidates ?? (values.smoke ? 20 : 1000));
const seed = Number(values.seed);
if (!Number.isInteger(candidates) || candidates < 1) throw new Error('--candidates must be a positive whole number.');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number.');
if (values.exam !== 'rn' && values.exam !== 'pn') throw new Error('--exam must be rn or pn.');
const exam = CAT_EXAMS[values.exam as CatExamId];
const ABILITY_RANGE = 2.5;
const PRETEST_SHARE = 0.05;

/** The demo bank as the adaptive test sees it: true difficulties, maximum scores, bow-tie and trend flags. */
async function loadPool(): Promise<AdaptivePool> {
  const { bank, caseStudies } = await loadAuthoredBank(resolve('content/questions'), resolve('content/case-studies'));
  const pick = seededRandom(seed, 3);
  const items: PoolItem[] = [];
  const groups = new Map<string, { item: CatItem; position: number }[]>();
  for (const question of bank) {
    const item: CatItem = {
      id: question.id,
      difficulty: demoItemDifficulty(question.id, question.difficulty),
      maxScore: scoreItem(question, null).possible,
      clientNeeds: question.clientNeeds,
    };
    if (question.groupId === undefined) {
      const trend = question.exhibits !== undefined && question.exhibits.length > 0;
      // Every field spelt out: objects made by spreading another are several times slower to scan.
      items.push({
        id: item.id,
        difficulty: item.difficulty,
        maxScore: item.maxScore,
        clientNeeds: item.clientNeeds,
        status: pick() < PRETEST_SHARE ? 'pretest' : 'operational',
        afterMinimumOnly: question.itemType === 'bow-tie' || trend,
      });
    } else {
      const group = groups.get(question.groupId) ?? [];
      group.push({ item, position: question.groupPosition ?? 0 });
      groups.set(question.groupId, group);
    }
  }
  const studies: PoolCaseStudy[] = caseStudies.map((study) => ({
    id: study.id,
    items: (groups.get(study.id) ?? []).sort((a, b) => a.position - b.position).map(({ item }) => item),
  }));
  return { items, caseStudies: studies };
}

/** A score drawn from the partial credit model (rasch.ts) at ability `theta`. */
function answer(theta: number, item: CatItem, random: () => number): number {
  const probabilities = categoryProbabilities(theta, item);
  let u = random();
  for (let k = 0; k < probabilities.length; k++) {
    u -= probabilities[k] as number;
    if (u < 0) return k;
  }
  return item.maxScore;
}

interface Outcome {
  trueTheta: number;
  theta: number;
  standardError: number;
  length: number;
  decision: CatDecision | { outcome: 'exhausted' };
  used: string[];
}

/** One candidate through the whole test. */
function runCandidate(pool: AdaptivePool, trueTheta: number, candidate: number): Outcome {
  const choices = seededRandom(seed + candidate, 1);
  const answers = seededRandom(seed + candidate, 2);
  const plan = planAdaptiveTest(exam, choices);
  const administered = new Set<string>();
  const counts = Object.fromEntries(CLIENT_NEEDS.map((need) => [need, 0])) as Record<ClientNeed, number>;
  const responses: CatResponse[] = [];
  const used: string[] = [];
  let estimate = estimateAbility(responses);
  let answered = 0;

  /** Answers one item; returns the decision after it. */
  const ask = (item: CatItem, scored: boolean): CatDecision => {
    const score = answer(trueTheta, item, answers);
    answered += 1;
    used.push(item.id);
    if (scored) {
      responses.push({ difficulty: item.difficulty, score, maxScore: item.maxScore });
      counts[item.clientNeeds] += 1;
      estimate = estimateAbility(responses);
    }
    return decide(
      { itemsAnswered: answered, theta: estimate.theta, standardError: estimate.standardError, timeUp: false },
      exam,
    );
  };

  for (;;) {
    const step = chooseNextStep({
      exam,
      plan,
      number: answered + 1,
      theta: estimate.theta,
      administered,
      counts,
      pool,
      random: choices,
    });
    if (step === null) {
      return { trueTheta, ...estimate, length: answered, decision: { outcome: 'exhausted' }, used };
    }
    let decision: CatDecision = { outcome: 'continue' };
    if (step.kind === 'case-study') {
      administered.add(step.caseStudy.id);
      for (const item of step.caseStudy.items) {
        administered.add(item.id);
        decision = ask(item, true);
        if (decision.outcome !== 'continue') break;
      }
    } else {
      administered.add(step.item.id);
      decision = ask(step.item, step.scored);
    }
    if (decision.outcome !== 'continue') return { trueTheta, ...estimate, length: answered, decision, used };
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

const started = performance.now();
const pool = await loadPool();
const loaded = performance.now();
const abilities = seededRandom(seed, 0);
const outcomes: Outcome[] = [];
for (let candidate = 0; candidate < candidates; candidate++) {
  const trueTheta = (abilities() * 2 - 1) * ABILITY_RANGE;
  outcomes.push(runCandidate(pool, trueTheta, candidate));
}
const finished = performance.now();

const standard = exam.passingStandard;
const bankItems = pool.items.length + pool.caseStudies.reduce((sum, study) => sum + study.items.length, 0);
const polytomous =
  pool.items.filter((item) => item.maxScore > 1).length +
  pool.caseStudies.reduce((sum, study) => sum + study.items.filter((item) => item.maxScore > 1).length, 0);
console.log(
  `${exam.title}: ${candidates} simulated candidates, seed ${seed}, true abilities uniform on [-${ABILITY_RANGE}, ${ABILITY_RANGE}] logits, passing standard ${standard.toFixed(2)}`,
);
console.log(
  `Demo bank: ${pool.items.length} stand-alone items (${pool.items.filter((i) => i.status === 'pretest').length} pretest, ${pool.items.filter((i) => i.afterMinimumOnly).length} bow-tie or trend items after the minimum only) and ${pool.caseStudies.length} case studies; ${bankItems} items in all, ${polytomous} scored in several points`,
);

const lengths = outcomes.map((o) => o.length);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
console.log(
  `\nTest length (items, pretest included): mean ${mean(lengths).toFixed(1)}, min ${Math.min(...lengths)}, max ${Math.max(...lengths)}`,
);
const byRule = new Map<string, number>();
for (const o of outcomes) {
  const key =
    o.decision.outcome === 'exhausted' ? 'bank exhausted' : o.decision.outcome === 'continue' ? '?' : o.decision.rule;
  byRule.set(key, (byRule.get(key) ?? 0) + 1);
}
console.log(
  `Decided by: ${['confidence', 'maximum-length', 'time', 'bank exhausted']
    .filter((rule) => byRule.has(rule))
    .map((rule) => `${rule} ${percent(byRule.get(rule) ?? 0, candidates)}`)
    .join(', ')}`,
);

const passed = (o: Outcome) =>
  o.decision.outcome === 'pass' || (o.decision.outcome === 'exhausted' && o.theta > standard);
const correctShare = (group: Outcome[]) =>
  group.filter((o) => passed(o) === o.trueTheta > standard).length / Math.max(1, group.length);
const accuracy = (group: Outcome[]) => `${(100 * correctShare(group)).toFixed(1)}% of ${group.length}`;
const far = outcomes.filter((o) => Math.abs(o.trueTheta - standard) >= 0.5);
const near = outcomes.filter((o) => Math.abs(o.trueTheta - standard) < 0.5);
console.log(
  `\nClassification accuracy: overall ${accuracy(outcomes)}; true ability at least 0.5 logits from the standard ${accuracy(far)}; within 0.5 logits ${accuracy(near)}`,
);
const errors = outcomes.map((o) => o.theta - o.trueTheta);
console.log(
  `Final theta: bias ${mean(errors).toFixed(3)} logits, RMSE ${Math.sqrt(mean(errors.map((e) => e * e))).toFixed(3)} logits, mean reported SE ${mean(outcomes.map((o) => o.standardError)).toFixed(3)}`,
);

const exposure = new Map<string, number>();
for (const o of outcomes) for (const id of o.used) exposure.set(id, (exposure.get(id) ?? 0) + 1);
const rates = [...exposure.values()].map((count) => count / candidates);
const [busiestId, busiestCount] = [...exposure.entries()].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
console.log(
  `\nItem exposure: ${percent(exposure.size, bankItems)} of the bank used at least once; max exposure rate ${(busiestCount / candidates).toFixed(3)} (${busiestId}); mean exposure rate over the bank ${(rates.reduce((a, b) => a + b, 0) / bankItems).toFixed(3)}; items used by more than 50% of candidates: ${rates.filter((r) => r > 0.5).length}`,
);
console.log(
  `\nRun time: ${((finished - started) / 1000).toFixed(1)} s (bank load ${((loaded - started) / 1000).toFixed(1)} s, ${((finished - loaded) / candidates).toFixed(1)} ms per candidate)`,
);
if (!values.smoke && correctShare(far) < 0.9) {
  console.error('Classification accuracy at least 0.5 logits from the standard is below 90%.');
  process.exitCode = 1;
}
