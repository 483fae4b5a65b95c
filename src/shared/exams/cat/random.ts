/**
 * Seeded random sources, so an adaptive test, a unit test or the simulation can replay its choices.
 *
 * The generator is SplitMix32: a 32-bit Weyl sequence (increment 0x9e3779b9, the golden ratio)
 * passed through a bijective mixing function (the "lowbias32" finaliser of C. Wellons' hash
 * prospector, 2018), in the style of G. Steele, D. Lea and C. Flood, "Fast splittable pseudorandom
 * number generators" (OOPSLA 2014). Period 2^32 per stream, far more than a test or a simulation of
 * a thousand candidates draws (about 10^6 numbers), and not cryptographic.
 */

const GOLDEN_GAMMA = 0x9e3779b9;

/** Bijective 32-bit mixer (Wellons' lowbias32): every input bit affects every output bit. */
function mix32(value: number): number {
  let z = value >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/**
 * A random source returning numbers in [0, 1) (multiples of 2^-32), the same sequence every time
 * for the same `seed` and `stream` (integers; only their low 32 bits count). Different streams of one
 * seed start at unrelated points of the sequence, so one seed can feed several independent draws
 * (the plan, the items, the simulated answers).
 */
export function seededRandom(seed: number, stream = 0): () => number {
  let state = mix32((seed >>> 0) ^ mix32(Math.imul((stream >>> 0) + 1, GOLDEN_GAMMA)));
  return () => {
    state = (state + GOLDEN_GAMMA) >>> 0;
    return mix32(state) / 4294967296;
  };
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
