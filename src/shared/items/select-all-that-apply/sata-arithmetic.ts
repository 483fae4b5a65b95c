/** The +/- arithmetic of one SATA response, for the result to show (NCSBN +/- rule). */
export interface SataArithmetic {
  /** Chosen options that are keys (+1 each). */
  correctChosen: number;
  /** Chosen options that are not keys (-1 each). */
  incorrectChosen: number;
  /** Points: correctChosen - incorrectChosen, never below 0. */
  earned: number;
  /** The number of keys. */
  possible: number;
}

/**
 * NCSBN +/- scoring ("Next Generation NCLEX: scoring", W. Muntean; docs/nclex.md §2): +1 for each chosen
 * key, -1 for each chosen option that is not a key, the total floored at 0; possible = the number
 * of keys. Worked example: 3 keys, 2 of them and 1 wrong option chosen: 2 - 1 = 1 point of 3.
 */
export function sataArithmetic(correctAnswers: readonly number[], choices: readonly number[]): SataArithmetic {
  const correctChosen = choices.filter((choice) => correctAnswers.includes(choice)).length;
  const incorrectChosen = choices.length - correctChosen;
  return {
    correctChosen,
    incorrectChosen,
    earned: Math.max(0, correctChosen - incorrectChosen),
    possible: correctAnswers.length,
  };
}
