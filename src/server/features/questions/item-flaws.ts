import { OPTION_LETTERS } from '../../../shared/exams/rules';
import type { QuestionContent } from '../../../shared/question-content';

const NOT_A_REAL_OPTION = /\b(?:all|none) of the above\b|\bboth [A-D] and [A-D]\b/i;
const ABSOLUTE_WORD = /\b(?:always|never)\b/i;

/**
 * The item-writing flaws a reviewer would flag in one item, each as a sentence (empty when the item
 * is clean). Checked:
 * - an option "all of the above", "none of the above" or "both A and B";
 * - an absolute word (always, never) in a distractor but not in the key, a cue for test-wise students;
 * - an explanation that does not open with "<key letter> is correct." or names the wrong letter;
 * - an explanation that does not discuss every option as "<letter> is ..." ("B is wrong because ...").
 */
export function findItemFlaws(item: QuestionContent): string[] {
  const flaws: string[] = [];
  item.options.forEach((option, index) => {
    if (NOT_A_REAL_OPTION.test(option)) {
      flaws.push(`option ${OPTION_LETTERS[index]} is "${option}": write a real, specific option instead.`);
    }
  });

  const keyHasAbsolute = ABSOLUTE_WORD.test(item.options[item.correctAnswer] ?? '');
  if (!keyHasAbsolute) {
    item.options.forEach((option, index) => {
      const word = option.match(ABSOLUTE_WORD)?.[0];
      if (index !== item.correctAnswer && word) {
        flaws.push(
          `option ${OPTION_LETTERS[index]} uses the absolute word "${word}" and the key does not: it cues the answer.`,
        );
      }
    });
  }

  const keyLetter = OPTION_LETTERS[item.correctAnswer];
  const opening = item.explanation.match(/^([A-D]) is correct\b/);
  if (!opening) {
    flaws.push(`the explanation must open with "${keyLetter} is correct." naming the key.`);
  } else if (opening[1] !== keyLetter) {
    flaws.push(
      `the explanation says ${opening[1]} is correct but correctAnswer is ${item.correctAnswer} (${keyLetter}).`,
    );
  }
  for (const letter of OPTION_LETTERS) {
    if (letter === keyLetter) continue;
    if (!new RegExp(`\\b${letter} is\\b`).test(item.explanation)) {
      flaws.push(`the explanation does not discuss option ${letter} (as in "${letter} is wrong because ...").`);
    }
  }
  return flaws;
}

/** True when the key is strictly longer (in characters) than every other option: a cue when frequent. */
export function keyIsLongestOption(item: Pick<QuestionContent, 'options' | 'correctAnswer'>): boolean {
  const keyLength = item.options[item.correctAnswer]?.length ?? 0;
  return item.options.every((option, index) => index === item.correctAnswer || option.length < keyLength);
}
