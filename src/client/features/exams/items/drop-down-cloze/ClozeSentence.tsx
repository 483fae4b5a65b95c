import { useTranslation } from 'react-i18next';
import { parseClozeText } from '../../../../../shared/items/cloze-text';
import { DropdownSelect } from './DropdownSelect';
import classes from './drop-down.module.css';

interface ClozeSentenceProps {
  /** Names the sentence: the id of the stem's element. */
  labelledBy: string;
  /** The sentence with its placeholders {{0}}, {{1}}, ... */
  text: string;
  dropdowns: readonly { options: readonly string[] }[];
  /** One choice per drop-down: an option's zero-based index, or null. */
  choices: readonly (number | null)[];
  /** The choices after drop-down `index` changed to `value` (null: back to "Select..."). */
  onChoose: (index: number, value: number | null) => void;
  disabled: boolean;
  /** Once scored: the key of each drop-down, marked beside it. */
  correctAnswers?: readonly number[];
}

/**
 * The sentence of a drop-down cloze or rationale item with a native drop-down in each slot, in
 * reading order, each named "Drop-down 1 of 3" and so on; the text and the drop-downs wrap together
 * on a narrow phone.
 */
export function ClozeSentence({
  labelledBy,
  text,
  dropdowns,
  choices,
  onChoose,
  disabled,
  correctAnswers,
}: ClozeSentenceProps) {
  const { t } = useTranslation();
  return (
    <fieldset aria-labelledby={labelledBy} className={classes.sentence} data-testid="cloze-sentence">
      {parseClozeText(text).map((run, position) =>
        run.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never move.
          <span key={position} lang="en">
            {run.text}
          </span>
        ) : (
          <DropdownSelect
            key={`slot-${run.index}`}
            label={t('Drop-down {{number}} of {{total}}', { number: run.index + 1, total: dropdowns.length })}
            options={dropdowns[run.index]?.options ?? []}
            value={choices[run.index] ?? null}
            onChange={(value) => onChoose(run.index, value)}
            disabled={disabled}
            correctAnswer={correctAnswers?.[run.index]}
          />
        ),
      )}
    </fieldset>
  );
}

/**
 * The response after drop-down `index` of `count` changed to `value`: null when nothing is chosen
 * any more, else `{choices}` with one entry per drop-down.
 */
export function chooseInSentence(
  choices: readonly (number | null)[] | undefined,
  count: number,
  index: number,
  value: number | null,
): { choices: (number | null)[] } | null {
  const next = Array.from({ length: count }, (_, position) =>
    position === index ? value : (choices?.[position] ?? null),
  );
  return next.every((choice) => choice === null) ? null : { choices: next };
}
