import { seededRandom } from '../../../shared/exams/cat/random';
import { categoryProbabilities, type ModelItem } from '../../../shared/exams/cat/rasch';

/** An item of the simulation: its id, its true difficulty (logits) and its points. */
export interface SimulatedItem extends ModelItem {
  id: string;
}

/** One simulated response: the sitting (person), the item, points earned and possible. */
export interface SimulatedResponse {
  personIndex: number;
  itemId: string;
  score: number;
  possible: number;
}

/** What to simulate. */
export interface SimulationPlan {
  items: readonly SimulatedItem[];
  persons: number;
  /** Items each person answers, distinct (all items when there are fewer). */
  itemsPerPerson: number;
  seed: number;
  /** The abilities' mean and standard deviation (logits); default N(0, 1). */
  abilityMean?: number;
  abilitySd?: number;
}

/**
 * Simulated candidates answering the bank under the model of `src/shared/exams/cat/rasch.ts` (the
 * Rasch model, partial credit with fixed steps for items of several points; decision 014): each
 * person's ability is drawn from N(abilityMean, abilitySd) (Box-Muller), each answers
 * `itemsPerPerson` distinct items dealt from a shuffled deck of the bank (reshuffled when it runs
 * out, so every item is answered about equally often: persons * itemsPerPerson / items times, give
 * or take two), and each score is drawn from the model's category
 * probabilities at (ability, the item's true difficulty). Deterministic for a seed (seededRandom).
 * Used by the demo data (demo-calibration.ts) and the tests that check the estimation recovers the
 * true difficulties. Returns the responses person by person and the abilities drawn.
 */
export function simulateResponses(plan: SimulationPlan): { responses: SimulatedResponse[]; abilities: number[] } {
  const random = seededRandom(plan.seed);
  const mean = plan.abilityMean ?? 0;
  const sd = plan.abilitySd ?? 1;
  const count = Math.min(plan.itemsPerPerson, plan.items.length);
  const deck = plan.items.map((_, index) => index);
  let next = deck.length;
  const responses: SimulatedResponse[] = [];
  const abilities: number[] = [];
  for (let person = 0; person < plan.persons; person++) {
    const u1 = 1 - random();
    const u2 = random();
    const ability = mean + sd * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    abilities.push(ability);
    const chosen = new Set<number>();
    while (chosen.size < count) {
      if (next === deck.length) {
        shuffle(deck, random);
        next = 0;
      }
      const index = deck[next++] as number;
      if (chosen.has(index)) continue;
      chosen.add(index);
      const item = plan.items[index] as SimulatedItem;
      responses.push({
        personIndex: person,
        itemId: item.id,
        score: drawScore(ability, item, random()),
        possible: item.maxScore,
      });
    }
  }
  return { responses, abilities };
}

/** The score whose cumulative model probability first exceeds `u` (a uniform draw in [0, 1)). */
function drawScore(ability: number, item: ModelItem, u: number): number {
  const probabilities = categoryProbabilities(ability, item);
  let cumulative = 0;
  for (let k = 0; k < probabilities.length; k++) {
    cumulative += probabilities[k] as number;
    if (u < cumulative) return k;
  }
  return item.maxScore;
}

/** Fisher-Yates shuffle of `values` in place. */
function shuffle(values: number[], random: () => number): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const value = values[i] as number;
    values[i] = values[j] as number;
    values[j] = value;
  }
}
