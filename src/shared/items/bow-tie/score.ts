import type { ItemScore } from '../item-type';
import { bowTieArithmetic } from './bow-tie-arithmetic';
import type { BowTieItem, BowTieResponse } from './schemas';

/**
 * A bow-tie is scored by NCSBN's 0/1 rule: 1 point for the condition, 1 per action and 1 per
 * parameter placed right, 5 in all, the order within a wing ignored, nothing taken away for a wrong
 * placement, and a wrong condition does not void the wings (NCSBN, "What are the current scoring
 * models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN 2022; docs/nclex.md
 * §2). The arithmetic itself is bowTieArithmetic, which the results screen shows. No answer earns 0.
 */
export function scoreBowTie(item: BowTieItem, response: BowTieResponse | null): ItemScore {
  const { earned, possible } = bowTieArithmetic(item, response);
  return { earned, possible };
}
