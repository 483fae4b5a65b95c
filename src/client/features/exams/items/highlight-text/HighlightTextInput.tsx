import { Badge } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { highlightTextKeyboard } from '../../../../../shared/items/highlight-text/keyboard';
import type { HighlightRun } from '../../../../../shared/items/highlight-text/passage';
import type { ItemInputProps } from '../item-input-props';
import classes from './highlight.module.css';

/**
 * Badges beside a part once the item is scored, in words (not colour alone): "Correct answer" on a
 * key, "Your answer" on a part the candidate highlighted. Shared with highlight table.
 */
export function HighlightMarks({ isKey, isChosen }: { isKey: boolean; isChosen: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {isKey && (
        <Badge component="span" size="sm" color="green" variant="filled" className={classes.mark}>
          {t('Correct answer')}
        </Badge>
      )}
      {isChosen && (
        <Badge component="span" size="sm" color={isKey ? 'green' : 'red'} variant="outline" className={classes.mark}>
          {t('Your answer')}
        </Badge>
      )}
    </>
  );
}

/** The index of the span after text run `run` in `runs`, or "end" for the run after the last span. */
function textKey(runs: readonly HighlightRun[], run: HighlightRun): string {
  const next = runs.slice(runs.indexOf(run)).find((later) => later.kind === 'span');
  return next?.kind === 'span' ? String(next.index) : 'end';
}

/**
 * A highlight-text item's passage, its spans toggle buttons inside the flowing text (role button
 * with aria-pressed on an inline element, so a long span wraps with the text on a phone): a click,
 * or Space or Enter when a span has focus, highlights it or takes the highlight off. Once scored,
 * each keyed span says "Correct answer" and each highlighted one "Your answer".
 */
export function HighlightTextInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'highlight-text'>) {
  const chosen = response?.choices ?? [];
  const toggle = (index: number) => {
    if (!disabled) onChange(highlightTextKeyboard.choose(response, index));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, index: number) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    toggle(index);
  };
  return (
    <fieldset aria-labelledby={labelledBy} className={classes.passage} data-testid="highlight-passage">
      {view.passage.map((run) => {
        // A text run is named by the span after it (or "end"): runs alternate, so the names are unique.
        if (run.kind === 'text') {
          return (
            <span key={`text-${textKey(view.passage, run)}`} lang="en">
              {run.text}
            </span>
          );
        }
        const isChosen = chosen.includes(run.index);
        const isKey = solution?.correctAnswers.includes(run.index) ?? false;
        return (
          <span key={`span-${run.index}`}>
            {/* biome-ignore lint/a11y/useSemanticElements: a <button> cannot wrap across lines inside the text; this inline toggle has the button role, focus, Space and Enter. */}
            <span
              role="button"
              lang="en"
              tabIndex={disabled ? -1 : 0}
              aria-pressed={isChosen}
              aria-disabled={disabled || undefined}
              className={classes.span}
              data-key={solution ? isKey || undefined : undefined}
              data-wrong={solution && isChosen && !isKey ? true : undefined}
              onClick={() => toggle(run.index)}
              onKeyDown={(event) => onKeyDown(event, run.index)}
            >
              {run.text}
            </span>
            {solution && <HighlightMarks isKey={isKey} isChosen={isChosen} />}
          </span>
        );
      })}
    </fieldset>
  );
}
