import type { Difficulty } from '../question-bank';

/**
 * The difficulty in logits an item starts with, from the level its author gave it (spec §3:
 * medium or hard; easy since issue 24), until calibration from real answers replaces it (issue 22, item 5).
 *
 * The mapping is anchored at the RN passing standard (0 logits), so it says how a minimally
 * competent candidate (theta = 0) fares on the item under the Rasch model
 * P = 1 / (1 + exp(-(theta - b))):
 * - 'easy': answered right about 80% of the time at the standard, b = -ln(0.8 / 0.2) = -1.386;
 * - 'medium': answered right about 60% of the time at the standard, b = -ln(0.6 / 0.4) = -0.405;
 * - 'hard': answered right about 35% of the time at the standard, b = ln(0.65 / 0.35) = +0.619.
 * Medium and hard are one logit apart and straddle the standard, so a new bank is centred near it,
 * where an adaptive NCLEX asks most of its items (NCSBN, "Computerized Adaptive Testing").
 */
export const AUTHORED_DIFFICULTY: Record<Difficulty, number> = {
  easy: -Math.log(0.8 / 0.2),
  medium: -Math.log(0.6 / 0.4),
  hard: Math.log(0.65 / 0.35),
};

/** The spread (standard deviation, logits) of the demo data's true difficulties around the authored value. */
export const DEMO_DIFFICULTY_SPREAD = 0.8;

/** FNV-1a (32-bit) of `text`, then the lowbias32 finaliser, so near-identical ids hash far apart. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x21f0aaad);
  hash = Math.imul(hash ^ (hash >>> 15), 0x735a2d97);
  return (hash ^ (hash >>> 15)) >>> 0;
}

/** A uniform number in (0, 1), never 0, from a hash. */
function hashedUniform(text: string): number {
  return (hash32(text) + 0.5) / 4294967296;
}

/**
 * The demo data's "true" difficulty of item `itemId`, logits: AUTHORED_DIFFICULTY[level] plus
 * DEMO_DIFFICULTY_SPREAD (0.8) times a standard normal number made from the id (Box-Muller,
 * z = sqrt(-2 ln u1) cos(2 pi u2), on two uniforms hashed from the id). Deterministic, so the demo's
 * simulated responses, the calibration that recovers these values and `npm run simulate:cat` all
 * see the same bank.
 */
export function demoItemDifficulty(itemId: string, level: Difficulty): number {
  const u1 = hashedUniform(`difficulty-1:${itemId}`);
  const u2 = hashedUniform(`difficulty-2:${itemId}`);
  const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  return AUTHORED_DIFFICULTY[level] + DEMO_DIFFICULTY_SPREAD * z;
}
