/**
 * Letters of options, in order: spec §9 letters A-D for multiple choice; select all that apply and
 * select N go on to J (5 to 10 options). No zod: the browser's exam screen imports it.
 */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;

/** The letter of a zero-based option index: 0 -> "A", 9 -> "J". Unknown indexes give "-". */
export function optionLetter(index: number): string {
  return OPTION_LETTERS[index] ?? '-';
}
