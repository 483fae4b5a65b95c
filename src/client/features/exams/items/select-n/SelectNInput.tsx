import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { toggleUpToN } from '../../../../../shared/items/select-n/keyboard';
import { i18n } from '../../../../i18n/i18n';
import classes from '../../components/exam.module.css';
import type { ItemInputProps } from '../item-input-props';
import { KeyMarks } from '../KeyMarks';

/**
 * How many options are chosen of N, as the screen says it under the options: "1 of 2 chosen." and,
 * once N are chosen, that the other options are locked until one is cleared.
 */
export function selectNStatus(chosen: number, n: number, t: TFunction = i18n.t.bind(i18n)): string {
  if (chosen < n) return t('{{chosen}} of {{n}} chosen.', { chosen, n });
  return t('{{n}} of {{n}} chosen: the other options are locked. Clear a choice to choose another.', { n });
}

/**
 * A select-N item's options A-J as native checkboxes styled as cards (click, tap, or Tab and Space).
 * Once N are chosen the other checkboxes are disabled, so an N+1th choice cannot be made, and a
 * status line (a polite live region) says so. After scoring, each key says "Correct answer" and each
 * chosen option "Your answer", in words beside it.
 */
export function SelectNInput({ view, response, onChange, disabled, labelledBy, solution }: ItemInputProps<'select-n'>) {
  const { t } = useTranslation();
  const chosen = response?.choices ?? [];
  const full = chosen.length >= view.n;
  const keys = solution?.correctAnswers;
  const statusId = `${labelledBy}-select-n-status`;
  return (
    <div>
      <fieldset aria-labelledby={labelledBy} aria-describedby={statusId} className={classes.options}>
        {view.options.map((option, index) => {
          const isChosen = chosen.includes(index);
          const isKey = keys?.includes(index) ?? false;
          return (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: an option's position is its identity (answers name positions); texts may repeat or be blank in the editor's preview.
              key={index}
              className={classes.option}
              data-checked={isChosen || undefined}
              data-key={keys ? isKey || undefined : undefined}
              data-wrong={keys && isChosen && !isKey ? true : undefined}
            >
              <input
                type="checkbox"
                name={`options-${labelledBy}`}
                value={index}
                checked={isChosen}
                onChange={() => onChange(toggleUpToN(response, index, view.n))}
                disabled={disabled || (full && !isChosen)}
                className={classes.radio}
              />
              <span className={classes.letter}>{optionLetter(index)}</span>
              <Text component="span" style={{ flex: 1 }} lang="en">
                {option}
              </Text>
              <KeyMarks scored={keys !== undefined} isKey={isKey} isChosen={isChosen} />
            </label>
          );
        })}
      </fieldset>
      <Text id={statusId} role="status" size="sm" c="dimmed" mt="xs">
        {keys ? '' : selectNStatus(chosen.length, view.n, t)}
      </Text>
    </div>
  );
}
