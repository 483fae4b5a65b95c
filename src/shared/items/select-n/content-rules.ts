import { optionFlaws } from '../option-flaws';
import { keyedRationaleFlaws } from '../select-all-that-apply/content-rules';
import type { SelectNItem } from './schemas';

/**
 * Besides the option flaws ("all of the above", an absolute word only in distractors): the stem must
 * say how many to select ("Select 2." for n = 2), and the explanation must discuss every option,
 * each key as "<letter> is correct ..." and each other option as "<letter> is wrong ...".
 */
export function selectNFlaws(item: SelectNItem): string[] {
  const flaws = optionFlaws(item.options, item.correctAnswers);
  if (!new RegExp(`\\bSelect ${item.n}\\.`).test(item.stem)) {
    flaws.push(`the stem must tell the candidate how many to choose: "Select ${item.n}." (n is ${item.n}).`);
  }
  return [...flaws, ...keyedRationaleFlaws(item.options, item.correctAnswers, item.explanation)];
}
