import { DragAndDropSentence } from '../drag-and-drop-cloze/DragAndDropSentence';
import type { ItemInputProps } from '../item-input-props';

/**
 * A drag-and-drop rationale item: the sentence with 2 targets (a dyad) or 3 (a triad: cause, effect,
 * effect) and the token bank, answered as a drag-and-drop cloze is (see DragAndDropSentence).
 */
export function DragAndDropRationaleInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'drag-and-drop-rationale'>) {
  return (
    <DragAndDropSentence
      labelledBy={labelledBy}
      text={view.text}
      tokens={view.tokens}
      placements={response?.placements ?? null}
      onChange={(placements) => onChange(placements ? { placements } : null)}
      disabled={disabled}
      correctAnswers={solution?.correctAnswers}
    />
  );
}
