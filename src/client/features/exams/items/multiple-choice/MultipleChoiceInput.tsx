import { multipleChoiceKeyboard } from '../../../../../shared/items/multiple-choice/keyboard';
import type { ItemInputProps } from '../item-input-props';
import { OptionCards } from '../OptionCards';

/** A multiple-choice item's options A-D as a radio group (spec §9); one answer. */
export function MultipleChoiceInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'multiple-choice'>) {
  return (
    <OptionCards
      labelledBy={labelledBy}
      options={view.options}
      kind="radio"
      chosen={response ? [response.choice] : []}
      onToggle={(index) => onChange(multipleChoiceKeyboard.choose(response, index))}
      disabled={disabled}
      keys={solution ? [solution.correctAnswer] : undefined}
    />
  );
}
