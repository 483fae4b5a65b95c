import { optionFlaws } from '../option-flaws';
import { optionLetter } from '../option-letters';
import type { OrderedResponseItem } from './schemas';

/**
 * The item-writing flaws of an ordered-response item, each a sentence:
 * - the option flaws ("all of the above", an absolute word only in options left out of the order);
 * - a rationale for every option: each option of the order as "<letter> is correct as step <n>"
 *   (why it comes there), each option left out as "<letter> is wrong ..." (why it is not a step).
 */
export function orderedResponseFlaws(item: OrderedResponseItem): string[] {
  const flaws = optionFlaws(item.options, item.correctOrder);
  item.options.forEach((_, index) => {
    const letter = optionLetter(index);
    const step = item.correctOrder.indexOf(index) + 1;
    const expected = step > 0 ? `${letter} is correct as step ${step}` : `${letter} is wrong`;
    const said = item.explanation.match(new RegExp(`\\b${letter} is (correct as step (\\d+)|wrong)\\b`));
    if (!said) {
      flaws.push(`the explanation does not discuss option ${letter} (as in "${expected} because ...").`);
    } else if (said[0] !== expected) {
      flaws.push(
        `the explanation says "${said[0]}", but ${step > 0 ? `${letter} is step ${step} in correctOrder` : `${letter} is not in correctOrder`}.`,
      );
    }
  });
  return flaws;
}
