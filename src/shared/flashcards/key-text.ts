import { parseClozeText } from '../items/cloze-text';
import { itemChoiceLists, type QuestionContent } from '../items/registry';

/** `text` with each placeholder {{i}} replaced by `fill(i)`. */
function filledCloze(text: string, fill: (index: number) => string): string {
  return parseClozeText(text)
    .map((run) => (run.kind === 'text' ? run.text : fill(run.index)))
    .join('');
}

/** The keyed entries of every list the item chooses among (the registry's choice lists), lists apart. */
function keyedEntries(item: QuestionContent): string {
  return itemChoiceLists(item)
    .map((list) => list.keys.map((key) => list.options[key] ?? '').join('; '))
    .join(' / ');
}

/**
 * The key of `item` as plain text, for the back of a flashcard (issue 25 item 3: "the back gives
 * the key"). Each item type reads its key its own way: the option chosen (multiple choice), every
 * key (select all that apply, select N, grouping, highlighting), the sentence completed (cloze
 * types), each row's answer (matrices, drop-down table), the steps in order (ordered response), the
 * bow-tie's three parts, the number with its unit (calculation). TypeScript checks that every type
 * of the registry is handled.
 */
export function keyText(item: QuestionContent): string {
  switch (item.itemType) {
    case 'multiple-choice':
    case 'select-all-that-apply':
    case 'select-n':
    case 'highlight-text':
    case 'highlight-table':
      return keyedEntries(item);
    case 'multiple-response-grouping':
      return item.groups
        .map((group) => `${group.label}: ${group.correctAnswers.map((key) => group.options[key]).join('; ')}`)
        .join('\n');
    case 'drop-down-cloze':
    case 'drop-down-rationale':
      return filledCloze(item.text, (index) => {
        const dropdown = item.dropdowns[index];
        return dropdown ? (dropdown.options[dropdown.correctAnswer] ?? '') : '';
      });
    case 'drag-and-drop-cloze':
    case 'drag-and-drop-rationale':
      return filledCloze(item.text, (index) => item.tokens[item.correctAnswers[index] ?? -1] ?? '');
    case 'drop-down-table':
      return item.rows
        .map(
          (row) =>
            `${row.label}: ${row.dropdowns.map((dropdown) => dropdown.options[dropdown.correctAnswer]).join('; ')}`,
        )
        .join('\n');
    case 'matrix-multiple-choice':
      return item.rows
        .map((row, index) => `${row}: ${item.columns[item.correctAnswers[index] ?? -1] ?? ''}`)
        .join('\n');
    case 'matrix-multiple-response':
      return item.rows
        .map((row, index) => {
          const columns = (item.correctAnswers[index] ?? []).map((column) => item.columns[column]);
          return `${row}: ${columns.length > 0 ? columns.join('; ') : 'none'}`;
        })
        .join('\n');
    case 'ordered-response':
      return item.correctOrder.map((option, step) => `${step + 1}. ${item.options[option]}`).join('\n');
    case 'bow-tie':
      return [
        `Condition: ${item.conditions[item.correctCondition]}`,
        `Actions: ${item.correctActions.map((key) => item.actions[key]).join('; ')}`,
        `Parameters to monitor: ${item.correctParameters.map((key) => item.parameters[key]).join('; ')}`,
      ].join('\n');
    case 'calculation':
      return `${item.answer.toFixed(item.decimals)} ${item.unit}`;
  }
}
