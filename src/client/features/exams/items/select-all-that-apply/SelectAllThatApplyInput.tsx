import { selectAllThatApplyKeyboard } from '../../../../../shared/items/select-all-that-apply/keyboard';
import type { ItemInputProps } from '../item-input-props';
import { OptionCards } from '../OptionCards';

/** A select-all-that-apply item's options A-J (five to ten) as checkboxes; any number may be chosen. */
export function SelectAllThatApplyInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'select-all-that-apply'>) {
  return (
    <OptionCards
      labelledBy={labelledBy}
      options={view.options}
      kind="checkbox"
      chosen={response?.choices ?? []}
      onToggle={(index) => onChange(selectAllThatApplyKeyboard.choose(response, index))}
      disabled={disabled}
      keys={solution?.correctAnswers}
    />
  );
}
