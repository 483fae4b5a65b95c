import type { InProgressAttempt } from '../../src/shared/exams/attempt-schemas';
import { itemTypeModule } from '../../src/shared/items/registry';

/** The p-th percentile (0-100) of `values`, nearest rank; NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** An answer to any item, as a taker in a benchmark gives it from what the browser sees (its type's sample: option A; A and B). */
export function answerFor(item: InProgressAttempt['items'][number]['item']) {
  return itemTypeModule(item.itemType).samples.any(item);
}
