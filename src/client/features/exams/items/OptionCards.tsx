import { Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../shared/items/option-letters';
import classes from '../components/exam.module.css';
import { KeyMarks } from './KeyMarks';

interface OptionCardsProps {
  /** Names the group: the id of the stem's element. */
  labelledBy: string;
  options: string[];
  /** `radio`: one option (multiple choice); `checkbox`: any number (select all that apply). */
  kind: 'radio' | 'checkbox';
  /** Zero-based indexes of the chosen options. */
  chosen: readonly number[];
  onToggle: (index: number) => void;
  disabled: boolean;
  /** Once the item is scored: the keys, marked in words beside each option (not by colour alone). */
  keys?: readonly number[];
}

/**
 * The options of an item lettered A-J (spec §9 letters A-D for multiple choice), as native radio
 * buttons or checkboxes styled as cards: click, tap, arrow keys or Space to choose. While the item
 * is open an option can be struck out, as on UWorld's exam screen, by a right click or the X key on
 * the focused option (a reading aid only: it chooses nothing). After scoring, each key says
 * "Correct answer" and each chosen option "Your answer".
 */
export function OptionCards({ labelledBy, options, kind, chosen, onToggle, disabled, keys }: OptionCardsProps) {
  const { t } = useTranslation();
  const [struck, setStruck] = useState<ReadonlySet<number>>(new Set());
  const strike = (index: number) =>
    setStruck((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <fieldset aria-labelledby={labelledBy} className={classes.options}>
      {options.map((option, index) => {
        const isChosen = chosen.includes(index);
        const isKey = keys?.includes(index) ?? false;
        const isStruck = !disabled && struck.has(index);
        return (
          <label
            // biome-ignore lint/suspicious/noArrayIndexKey: an option's position is its identity (answers name positions); texts may repeat or be blank in the editor's preview.
            key={index}
            className={classes.option}
            onContextMenu={(event) => {
              if (disabled) return;
              event.preventDefault();
              strike(index);
            }}
            data-struck={isStruck || undefined}
            data-checked={isChosen || undefined}
            data-key={keys ? isKey || undefined : undefined}
            data-wrong={keys && isChosen && !isKey ? true : undefined}
          >
            <input
              type={kind}
              name={`options-${labelledBy}`}
              value={index}
              checked={isChosen}
              onChange={() => onToggle(index)}
              onKeyDown={(event) => {
                if (event.key.toLowerCase() !== 'x' || event.ctrlKey || event.metaKey || event.altKey) return;
                event.preventDefault();
                event.stopPropagation();
                strike(index);
              }}
              disabled={disabled}
              className={classes.radio}
            />
            <span className={classes.letter}>{optionLetter(index)}</span>
            <Text component="span" style={{ flex: 1 }} className={classes.optionText} lang="en">
              {option}
            </Text>
            {isStruck && <VisuallyHidden> {t('(struck out)')}</VisuallyHidden>}
            <KeyMarks scored={keys !== undefined} isKey={isKey} isChosen={isChosen} />
          </label>
        );
      })}
    </fieldset>
  );
}
