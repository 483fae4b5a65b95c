/** Letters of options, in order (spec §9 letters A-D; select-all-that-apply items go on to F). No zod: the browser's exam screen imports it. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** The letter of a zero-based option index: 0 -> "A". Unknown indexes give "-". */
export function optionLetter(index: number): string {
  return OPTION_LETTERS[index] ?? '-';
}
