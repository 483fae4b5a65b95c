import { optionLetter } from './option-letters';

const NOT_A_REAL_OPTION = /\b(?:all|none) of the above\b|\bboth [A-J] and [A-J]\b/i;
const ABSOLUTE_WORD = /\b(?:always|never)\b/i;

/**
 * Flaws of any item with lettered options and a set of keys (`keys`: zero-based indexes), each a
 * sentence:
 * - an option "all of the above", "none of the above" or "both A and B": write a real option;
 * - an absolute word (always, never) in a distractor while no key has one: a cue for test-wise students.
 */
export function optionFlaws(options: readonly string[], keys: readonly number[]): string[] {
  const flaws: string[] = [];
  options.forEach((option, index) => {
    if (NOT_A_REAL_OPTION.test(option)) {
      flaws.push(`option ${optionLetter(index)} is "${option}": write a real, specific option instead.`);
    }
  });
  const keyHasAbsolute = keys.some((key) => ABSOLUTE_WORD.test(options[key] ?? ''));
  if (!keyHasAbsolute) {
    options.forEach((option, index) => {
      const word = option.match(ABSOLUTE_WORD)?.[0];
      if (!keys.includes(index) && word) {
        flaws.push(
          `option ${optionLetter(index)} uses the absolute word "${word}" and no key does: it cues the answer.`,
        );
      }
    });
  }
  return flaws;
}

/**
 * Option cells optionA ... optionF of an import CSV row, up to the last one that is filled in (the CSV
 * holds at most six options; an item with more is imported as JSON).
 */
export function csvOptions(cell: (column: string) => string | undefined): string[] {
  const options = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => cell(`option${letter}`) ?? '');
  while (options.length > 0 && options[options.length - 1] === '') options.pop();
  return options;
}
