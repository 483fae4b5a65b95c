import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * Seeded random sources, so an adaptive test, a unit test or the simulation can replay its choices.
 * The generator is pure-rand's xoroshiro128+ (D. Blackman and S. Vigna, "Scrambled linear
 * pseudorandom number generators", ACM TOMS 47 (2021); period 2^128 - 1), read as 53-bit doubles by
 * pure-rand's uniformFloat64. Not cryptographic.
 */

/** Streams are numbered 0 to 2^32 - 1. */
export const MAX_STREAMS = 2 ** 32;

/** Wellons' lowbias32 finaliser: a bijection of 32-bit integers in which every input bit moves every output bit. */
function mix32(value: number): number {
  let z = value >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/**
 * A random source returning numbers in [0, 1) (multiples of 2^-53), the same sequence every time for
 * the same `seed` (an integer; its low 32 bits count) and `stream` (an integer 0..2^32 - 1, default
 * 0). Stream 0 is pure-rand's xoroshiro128plus(seed); stream s >= 1 starts from a 128-bit state
 * hashed from (seed, s) (four words from the lowbias32 finaliser, C. Wellons 2018), a point of the
 * 2^128 - 1 period unrelated to the other streams', so one seed feeds independent draws (the plan,
 * each item's choice, the simulated answers) at the same small cost whatever the stream number.
 * The first eight outputs are skipped (xoroshiro128+'s first outputs after a small seed are weakly
 * mixed). Throws RangeError for another stream.
 */
export function seededRandom(seed: number, stream = 0): () => number {
  if (!Number.isInteger(stream) || stream < 0 || stream >= MAX_STREAMS) {
    throw new RangeError('stream must be an integer from 0 to 2^32 - 1.');
  }
  let generator: JumpableRandomGenerator;
  if (stream === 0) {
    generator = xoroshiro128plus(seed | 0);
  } else {
    const base = mix32(mix32(seed >>> 0) ^ Math.imul(stream, 0x9e3779b9));
    const state = [1, 2, 3, 4].map((word) => mix32(base + Math.imul(word, 0x85ebca6b)) | 0);
    if (!state.some((word) => word !== 0)) state[0] = 1;
    generator = xoroshiro128plusFromState(state);
  }
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
