import type { ItemInputProps } from '../item-input-props';
import { DragAndDropSentence } from './DragAndDropSentence';

/**
 * A drag-and-drop cloze item: the sentence with 1-5 targets and the token bank (see
 * DragAndDropSentence: drag, or pick a token then a target); the response has one entry per target.
 */
export function DragAndDropClozeInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'drag-and-drop-cloze'>) {
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
