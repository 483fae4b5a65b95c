import { dropdownFlaws } from '../drop-down-cloze/dropdown-flaws';
import type { DropDownTableItem } from './schemas';

/**
 * The item-writing flaws of a drop-down table: the explanation discusses every row, naming its label
 * as written, and every option of every drop-down; each drop-down's option flaws ("all of the
 * above", an absolute word only in wrong options).
 */
export function dropDownTableFlaws(item: DropDownTableItem): string[] {
  const flaws: string[] = [];
  const rationale = item.explanation.toLowerCase();
  item.rows.forEach((row, index) => {
    if (!rationale.includes(row.label.toLowerCase())) {
      flaws.push(
        `the explanation does not discuss row ${index + 1}: name its label "${row.label}" as written and say why its answer is right.`,
      );
    }
  });
  const several = item.columns.length > 2;
  item.rows.forEach((row, index) => {
    const name = (column: number) =>
      several ? `row ${index + 1}'s drop-down ${column + 1}` : `row ${index + 1}'s drop-down`;
    for (const flaw of dropdownFlaws(row.dropdowns, item.explanation, name)) {
      if (!flaws.includes(flaw)) flaws.push(flaw);
    }
  });
  return flaws;
}
