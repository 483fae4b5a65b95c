import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Seeded random sources, so an adaptive test, a unit test or the simulation can replay its choices.
 * The generator is pure-rand's xoroshiro128+ (D. Blackman and S. Vigna, "Scrambled linear
 * pseudorandom number generators", ACM TOMS 47 (2021); period 2^128 - 1), read as 53-bit doubles by
 * pure-rand's uniformFloat64. Not cryptographic.
 */

/** The most streams one seed gives (each `jump` costs about a microsecond). */
export const MAX_STREAMS = 65_536;

/**
 * A random source returning numbers in [0, 1) (multiples of 2^-53), the same sequence every time for
 * the same `seed` (an integer; its low 32 bits count) and `stream` (an integer 0..65535, default 0).
 * Stream s starts s jumps of 2^64 draws along the seed's sequence, so the streams of one seed never
 * overlap in practice: one seed can feed independent draws (the plan, the items, the simulated
 * answers). Throws RangeError for a stream outside 0..65535.
 */
export function seededRandom(seed: number, stream = 0): () => number {
  if (!Number.isInteger(stream) || stream < 0 || stream >= MAX_STREAMS) {
    throw new RangeError(`stream must be an integer from 0 to ${MAX_STREAMS - 1}.`);
  }
  const generator = xoroshiro128plus(seed | 0);
  for (let i = 0; i < stream; i++) generator.jump();
  // xoroshiro128+'s first outputs after a small seed are weakly mixed: skip a few.
  for (let i = 0; i < 8; i++) generator.next();
  return () => uniformFloat64(generator);
}

/**
 * A fresh seed, an integer in [0, 2^31), from `globalThis.crypto.getRandomValues` where there is
 * one (browsers, Node >= 19) and Math.random otherwise. Stored with an attempt so it can be replayed.
 */
export function randomSeed(): number {
  const crypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint32Array) => Uint32Array } }).crypto;
  if (crypto?.getRandomValues) {
    const array = new Uint32Array(1);
    crypto.getRandomValues(array);
    return (array[0] as number) >>> 1;
  }
  return Math.floor(Math.random() * 2147483648);
}
