import { toggleChoice } from './choices';
import type { ItemInputProps } from './item-input-props';
import { OptionCards } from './OptionCards';

/** A select-all-that-apply item's options A-F as checkboxes; any number may be chosen. */
export function SelectAllThatApplyInput({ view, response, onChange, disabled, labelledBy, solution }: ItemInputProps) {
  const chosen = response && 'choices' in response ? response.choices : [];
  return (
    <OptionCards
      labelledBy={labelledBy}
      options={view.options}
      kind="checkbox"
      chosen={chosen}
      onToggle={(index) => onChange(toggleChoice(response, index))}
      disabled={disabled}
      keys={solution && 'correctAnswers' in solution ? solution.correctAnswers : undefined}
    />
  );
}
