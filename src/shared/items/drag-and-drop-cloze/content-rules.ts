import { parseClozeText } from '../cloze-text';
import { optionFlaws } from '../option-flaws';
import { optionLetter } from '../option-letters';

/** What the drag-and-drop content rules read of an item (cloze or rationale). */
interface DragAndDropContent {
  text: string;
  tokens: readonly string[];
  correctAnswers: readonly number[];
  explanation: string;
}

/**
 * The item-writing flaws of a drag-and-drop item (cloze or rationale), each a sentence:
 * - the option flaws of the token bank ("all of the above", an absolute word only in tokens that
 *   are not keys), naming the token by its letter;
 * - a rationale for every token, lettered A-J as on screen: each key as "<letter> is correct ..."
 *   and each other token as "<letter> is wrong ..." (why it is right or wrong);
 * - no two targets joined by "and", "or" or a comma alone ("monitor {{0}} and {{1}}"): one bank
 *   serves every target, so both keys could go either way round and read right, yet each target
 *   scores only its own key (a triad's two effects especially); give each target its own frame
 *   ("the serum sodium shows {{1}} and the urine shows {{2}}").
 */
export function dragAndDropFlaws(item: DragAndDropContent): string[] {
  const flaws = optionFlaws(item.tokens, item.correctAnswers).map((flaw) => flaw.replace(/^option /, 'token '));
  item.tokens.forEach((_, index) => {
    const letter = optionLetter(index);
    const isKey = item.correctAnswers.includes(index);
    const says = item.explanation.match(new RegExp(`\\b${letter} is (correct|wrong)\\b`))?.[1];
    if (!says) {
      flaws.push(
        `the explanation does not discuss token ${letter} (as in "${letter} is ${isKey ? 'correct' : 'wrong'} because ...").`,
      );
    } else if ((says === 'correct') !== isKey) {
      flaws.push(
        `the explanation says ${letter} is ${says}, but token ${letter} is ${isKey ? 'a key' : 'not a key'} in correctAnswers.`,
      );
    }
  });
  flaws.push(...interchangeableTargetFlaws(item.text));
  return flaws;
}

/** Text between two targets that frames neither: nothing, a comma, "and", "or", "and/or", "as well as". */
const BARE_JOIN = /^\s*(?:,|;|\/)?\s*(?:and|or|and\/or|as well as|plus)?\s*$/i;

/** Targets of `text` next to each other with only a bare join between them, as sentences. */
export function interchangeableTargetFlaws(text: string): string[] {
  const runs = parseClozeText(text);
  const flaws: string[] = [];
  runs.forEach((run, index) => {
    if (run.kind !== 'slot') return;
    const between = runs[index + 1];
    const next = between?.kind === 'slot' ? between : runs[index + 2];
    const join = between?.kind === 'text' ? between.text : '';
    if (next?.kind === 'slot' && BARE_JOIN.test(join)) {
      flaws.push(
        `targets ${run.index + 1} and ${next.index + 1} are joined by "${join.trim() || 'nothing'}" alone: their keys could go either way round and read right, yet each target scores only its own key; give each target its own frame.`,
      );
    }
  });
  return flaws;
}
