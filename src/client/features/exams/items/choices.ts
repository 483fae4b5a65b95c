import type { ItemResponse } from '../../../../shared/items/registry';

/** The chosen options of a select-all-that-apply response. */
export const choicesOf = (response: ItemResponse | null): number[] =>
  response && 'choices' in response ? response.choices : [];

/** A select-all-that-apply response with option `index` toggled; null when nothing is left chosen. */
export function toggleChoice(response: ItemResponse | null, index: number): ItemResponse | null {
  const current = choicesOf(response);
  const next = current.includes(index) ? current.filter((c) => c !== index) : [...current, index].sort((a, b) => a - b);
  return next.length === 0 ? null : { choices: next };
}
