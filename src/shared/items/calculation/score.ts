import type { ItemScore } from '../item-type';
import { calculationOutcome } from './calculation-arithmetic';
import type { CalculationItem, CalculationResponse } from './schemas';

/**
 * A calculation (fill in the blank) is scored 0/1: 1 point when the typed number equals the answer
 * rounded as the stem says, else 0 (NCSBN, "What are the current scoring models?"; W. Muntean, "Next
 * Generation NCLEX: item types and scoring", NCSBN 2022; docs/nclex.md §2: "Calculation (fill in
 * the blank) ... scored 0/1"). "12.50" for 12.5 is right (the same number); "12.46" for 12.5 is not
 * (see calculationOutcome). No answer earns 0.
 */
export function scoreCalculation(item: CalculationItem, response: CalculationResponse | null): ItemScore {
  return { earned: calculationOutcome(item, response?.value ?? null) === 'right' ? 1 : 0, possible: 1 };
}
