import type { ItemInputProps } from '../item-input-props';
import { ClozeSentence, chooseInSentence } from './ClozeSentence';

/** A drop-down cloze item: its sentence with a native drop-down (3-5 options) in each slot. */
export function DropDownClozeInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'drop-down-cloze'>) {
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
