import { Badge, CloseButton, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import { type BowTiePart, placeBowTie, removeFromBowTie } from '../../../../../shared/items/bow-tie/keyboard';
import type { BowTieResponse, BowTieSolution, BowTieView } from '../../../../../shared/items/bow-tie/schemas';
import { translateText } from '../../../../i18n/i18n';
import examClasses from '../../components/exam.module.css';
import type { ItemInputProps } from '../item-input-props';
import { KeyMarks } from '../KeyMarks';
import classes from './bow-tie.module.css';

/** Each part of the bow-tie: its list in the view, how the screen names it (English, shown with t), and its keys in a solution. */
const PARTS = {
  condition: {
    list: 'conditions',
    heading: msg('Condition most likely experiencing'),
    legend: msg('Condition the client is most likely experiencing: choose 1'),
    remove: msg('Remove condition {{number}} from the bow-tie'),
    empty: msg('Empty: choose a condition below'),
    keys: (solution: BowTieSolution) => [solution.correctCondition],
  },
  actions: {
    list: 'actions',
    heading: msg('Actions to take'),
    legend: msg('Actions to take: choose 2'),
    remove: msg('Remove action {{number}} from the bow-tie'),
    empty: msg('Empty: choose an action below'),
    keys: (solution: BowTieSolution) => solution.correctActions,
  },
  parameters: {
    list: 'parameters',
    heading: msg('Parameters to monitor'),
    legend: msg('Parameters to monitor: choose 2'),
    remove: msg('Remove parameter {{number}} from the bow-tie'),
    empty: msg('Empty: choose a parameter below'),
    keys: (solution: BowTieSolution) => solution.correctParameters,
  },
} as const;

/** What `part` holds in `response`: the placed indexes, in order. */
const placedIn = (response: BowTieResponse | null, part: BowTiePart): number[] => {
  if (!response) return [];
  if (part === 'condition') return response.condition === null ? [] : [response.condition];
  return response[part];
};

interface PartProps {
  part: BowTiePart;
  view: BowTieView;
  response: BowTieResponse | null;
  disabled: boolean;
  solution?: BowTieSolution;
}

/**
 * One part of the bow-tie drawing: its heading and slots (1 for the condition, 2 for a wing), each
 * showing the placed option's number and text, a Remove button while answering, and after scoring
 * "Right" or "Wrong" in words.
 */
function BowTiePartSlots({
  part,
  view,
  response,
  disabled,
  solution,
  onRemove,
}: PartProps & { onRemove: (index: number) => void }) {
  const { t } = useTranslation();
  const meta = PARTS[part];
  const placed = placedIn(response, part);
  const slots = part === 'condition' ? 1 : 2;
  const keys = solution ? meta.keys(solution) : undefined;
  return (
    <div
      className={part === 'condition' ? classes.centre : classes.wing}
      data-side={part === 'actions' ? 'left' : part === 'parameters' ? 'right' : undefined}
    >
      <Text component="h3" className={classes.heading} m={0}>
        {t(meta.heading)}
      </Text>
      <ul
        className={classes.slots}
        aria-label={t('{{part}}: {{placed}} of {{slots}} placed', {
          part: t(meta.heading),
          placed: placed.length,
          slots,
        })}
      >
        {Array.from({ length: slots }, (_, slot) => {
          const index = placed[slot];
          if (index === undefined) {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions, not data
              <li key={slot} className={classes.slot}>
                <Text component="span" size="sm" c="dimmed">
                  {t(meta.empty)}
                </Text>
              </li>
            );
          }
          const text = view[meta.list][index] ?? '';
          const right = keys?.includes(index);
          return (
            <li
              key={index}
              className={classes.slot}
              data-filled
              data-right={right === true || undefined}
              data-wrong={right === false || undefined}
            >
              <Text component="span" size="sm" fw={700}>
                {index + 1}
              </Text>
              <Text component="span" size="sm" style={{ flex: 1 }} lang="en">
                {text}
              </Text>
              {right !== undefined && (
                <Badge color={right ? 'green' : 'red'} variant="outline" style={{ flexShrink: 0 }}>
                  {right ? t('Right') : t('Wrong')}
                </Badge>
              )}
              {!disabled && (
                <CloseButton
                  size="sm"
                  aria-label={t(meta.remove, { number: index + 1 })}
                  onClick={() => onRemove(index)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The options of one part as native radio buttons (the condition) or checkboxes (a wing), numbered
 * as the rationale names them ("Action 3"); a wing refuses a third option and says why in a note
 * read out by screen readers. After scoring, each key says "Correct answer" and each placed option
 * "Your answer" (not colour alone).
 */
function BowTieOptionList({
  part,
  view,
  response,
  disabled,
  solution,
  note,
  onPlace,
}: PartProps & { note: string | null; onPlace: (index: number) => void }) {
  const { t } = useTranslation();
  const meta = PARTS[part];
  const id = useId();
  const placed = placedIn(response, part);
  const keys = solution ? meta.keys(solution) : undefined;
  return (
    <fieldset className={examClasses.options}>
      <legend className={classes.legend}>{t(meta.legend)}</legend>
      {view[meta.list].map((option, index) => {
        const isChosen = placed.includes(index);
        const isKey = keys?.includes(index) ?? false;
        return (
          <label
            // biome-ignore lint/suspicious/noArrayIndexKey: an option's position is its identity (answers name positions); texts may repeat or be blank in the editor's preview.
            key={index}
            className={examClasses.option}
            data-checked={isChosen || undefined}
            data-key={keys ? isKey || undefined : undefined}
            data-wrong={keys && isChosen && !isKey ? true : undefined}
          >
            <input
              type={part === 'condition' ? 'radio' : 'checkbox'}
              name={`${part}-${id}`}
              value={index}
              checked={isChosen}
              onChange={() => onPlace(index)}
              disabled={disabled}
              aria-describedby={part === 'condition' ? undefined : `${id}-note`}
              className={examClasses.radio}
            />
            <span className={examClasses.letter}>{index + 1}</span>
            <Text component="span" style={{ flex: 1 }} lang="en">
              {option}
            </Text>
            <KeyMarks scored={keys !== undefined} isKey={isKey} isChosen={isChosen} />
          </label>
        );
      })}
      {part !== 'condition' && (
        <Text id={`${id}-note`} size="sm" c="orange.9" fw={500} aria-live="polite">
          {note ?? ''}
        </Text>
      )}
    </fieldset>
  );
}

const ORDER: BowTiePart[] = ['actions', 'condition', 'parameters'];

/**
 * A bow-tie item: the drawing (actions to take on the left, the condition in the centre, parameters
 * to monitor on the right; one column on a phone) with the placed options in its slots, and under it
 * the three lists (4 conditions as radio buttons, 5 actions and 5 parameters as checkboxes, 2 per
 * wing at most). Click, tap, Tab, arrows and Space place an option; a slot's Remove button takes it
 * out. Every change goes through placeBowTie, so a click and the server agree on the rules.
 */
export function BowTieInput({ view, response, onChange, disabled, labelledBy, solution }: ItemInputProps<'bow-tie'>) {
  const { t } = useTranslation();
  const [note, setNote] = useState<{ part: BowTiePart; text: string } | null>(null);
  const place = (part: BowTiePart, index: number) => {
    const placed = placeBowTie(response, part, index);
    if (placed.refused) {
      setNote({ part, text: translateText(placed.refused) });
      return;
    }
    setNote(null);
    onChange(placed.response);
  };
  const remove = (part: BowTiePart, index: number) => {
    setNote(null);
    onChange(removeFromBowTie(response, part, index));
  };
  const common = { view, response, disabled, solution };
  return (
    <fieldset aria-labelledby={labelledBy} className={classes.root}>
      <section className={classes.bowTie} aria-label={t('Your bow-tie')}>
        {ORDER.map((part) => (
          <BowTiePartSlots key={part} part={part} {...common} onRemove={(index) => remove(part, index)} />
        ))}
      </section>
      <div className={classes.lists}>
        {(['condition', 'actions', 'parameters'] as const).map((part) => (
          <BowTieOptionList
            key={part}
            part={part}
            {...common}
            note={note?.part === part ? note.text : null}
            onPlace={(index) => place(part, index)}
          />
        ))}
      </div>
    </fieldset>
  );
}
