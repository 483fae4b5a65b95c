import { Text } from '@mantine/core';
import { useId } from 'react';
import { optionLetter } from '../../../../shared/exams/rules';
import classes from './exam.module.css';

interface QuestionOptionsProps {
  stem: string;
  options: string[];
  /** Zero-based index of the chosen option, or -1. */
  chosen: number;
  onChoose: (option: number) => void;
  disabled: boolean;
}

/**
 * A question's stem and its options lettered A-D (spec §9) as one radio group named by the stem.
 * Native radio buttons, styled as cards: click, tap, or move with the arrow keys to choose.
 */
export function QuestionOptions({ stem, options, chosen, onChoose, disabled }: QuestionOptionsProps) {
  const stemId = useId();
  return (
    <div>
      <Text id={stemId} fz="lg" fw={500} mb="md" style={{ whiteSpace: 'pre-line' }} data-testid="question-stem">
        {stem}
      </Text>
      <div role="radiogroup" aria-labelledby={stemId} className={classes.options}>
        {options.map((option, index) => (
          <label key={option} className={classes.option} data-checked={chosen === index || undefined}>
            <input
              type="radio"
              name={`options-${stemId}`}
              value={index}
              checked={chosen === index}
              onChange={() => onChoose(index)}
              disabled={disabled}
              className={classes.radio}
            />
            <span className={classes.letter}>{optionLetter(index)}</span>
            <span>{option}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
