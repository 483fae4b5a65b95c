import { ClozeSentence, chooseInSentence } from '../drop-down-cloze/ClozeSentence';
import type { ItemInputProps } from '../item-input-props';

/** A drop-down rationale item: its sentence with 2 (a dyad) or 3 (a triad) native drop-downs. */
export function DropDownRationaleInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'drop-down-rationale'>) {
  return (
    <ClozeSentence
      labelledBy={labelledBy}
      text={view.text}
      dropdowns={view.dropdowns}
      choices={response?.choices ?? []}
      onChoose={(index, value) => onChange(chooseInSentence(response?.choices, view.dropdowns.length, index, value))}
      disabled={disabled}
      correctAnswers={solution?.correctAnswers}
    />
  );
}
