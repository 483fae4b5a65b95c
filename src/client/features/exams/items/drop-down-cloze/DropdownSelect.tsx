import { Badge } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './drop-down.module.css';

interface DropdownSelectProps {
  /** The accessible name of the drop-down, e.g. "Drop-down 1 of 2". */
  label: string;
  options: readonly string[];
  /** The chosen option's zero-based index, or null while "Select..." shows. */
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
  /** Once the item is scored: the key's zero-based index, said in words beside the drop-down. */
  correctAnswer?: number;
}

/**
 * One drop-down of a drop-down item: a native select (keyboard: Tab to it, arrow keys or typing to
 * choose; a phone opens its own picker) named by `label`, whose empty first choice "Select..."
 * means no answer. After scoring, words beside it say "Correct answer" and "Your answer" when the key
 * was chosen, or "Your answer" and "Correct answer: <key>" when another option (or nothing) was, as
 * well as a green or red outline; the select's description points at those words.
 */
export function DropdownSelect({ label, options, value, onChange, disabled, correctAnswer }: DropdownSelectProps) {
  const { t } = useTranslation();
  const marksId = useId();
  const scored = correctAnswer !== undefined;
  const right = scored && value === correctAnswer;
  return (
    <span className={classes.slot}>
      <select
        aria-label={label}
        aria-describedby={scored ? marksId : undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        disabled={disabled}
        className={classes.select}
        data-chosen={value !== null || undefined}
        data-right={(scored && right) || undefined}
        data-wrong={(scored && !right) || undefined}
      >
        <option value="">{t('Select...')}</option>
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option's position is its value; texts may be blank in the editor's preview.
          <option key={index} value={String(index)} lang="en">
            {option}
          </option>
        ))}
      </select>
      {scored && (
        <span id={marksId} className={classes.slot}>
          {right ? (
            <>
              <Badge color="green" variant="filled" size="sm">
                {t('Correct answer')}
              </Badge>
              <Badge color="green" variant="outline" size="sm">
                {t('Your answer')}
              </Badge>
            </>
          ) : (
            <>
              <Badge color="red" variant="outline" size="sm">
                {value === null ? t('Not answered') : t('Your answer')}
              </Badge>
              <Badge color="green" variant="filled" size="sm" tt="none">
                {t('Correct answer: {{answer}}', { answer: options[correctAnswer] ?? '-' })}
              </Badge>
            </>
          )}
        </span>
      )}
    </span>
  );
}
