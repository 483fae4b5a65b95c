import type { ItemInputProps } from './item-input-props';
import { OptionCards } from './OptionCards';

/** A multiple-choice item's options A-D as a radio group (spec §9); one answer. */
export function MultipleChoiceInput({ view, response, onChange, disabled, labelledBy, solution }: ItemInputProps) {
  const chosen = response && 'choice' in response ? [response.choice] : [];
  return (
    <OptionCards
      labelledBy={labelledBy}
      options={view.options}
      kind="radio"
      chosen={chosen}
      onToggle={(index) => onChange({ choice: index })}
      disabled={disabled}
      keys={solution && 'correctAnswer' in solution ? [solution.correctAnswer] : undefined}
    />
  );
}
