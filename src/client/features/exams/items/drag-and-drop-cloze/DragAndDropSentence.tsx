import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
} from '@dnd-kit/core';
import { Badge, Button, CloseButton, Text } from '@mantine/core';
import { type PointerEventHandler, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseClozeText } from '../../../../../shared/items/cloze-text';
import {
  type Placements,
  placeToken,
  removeFromTarget,
  returnToken,
} from '../../../../../shared/items/drag-and-drop-cloze/placements';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { DragPreview, DropBank } from './DropBank';
import { dropCollision, stepThrough, useDragSensors, useFocusAfterMove } from './dnd-setup';
import classes from './drag-and-drop.module.css';

/** Where a token is: in the bank, or in a target (zero-based). */
type Place = { kind: 'bank' } | { kind: 'target'; index: number };

const BANK_ID = 'bank';
const targetId = (index: number) => `target-${index}`;
const tokenId = (token: number) => `token-${token}`;

/** The place a drop id names (null: nowhere). */
function placeOf(id: UniqueIdentifier | undefined): Place | null {
  if (id === BANK_ID) return { kind: 'bank' };
  const match = typeof id === 'string' ? /^target-(\d+)$/.exec(id) : null;
  return match ? { kind: 'target', index: Number(match[1]) } : null;
}

/** The token a drag id names. */
const tokenOf = (id: UniqueIdentifier) => Number(String(id).replace('token-', ''));

interface DragAndDropSentenceProps {
  /** Names the input: the id of the stem's element. */
  labelledBy: string;
  /** The sentence with its targets {{0}}, {{1}}, ... */
  text: string;
  /** The token bank, lettered A-J. */
  tokens: readonly string[];
  /** The token of each target (null: empty); null: no answer yet. */
  placements: Placements | null;
  /** The new placements (null: nothing placed any more). */
  onChange: (placements: (number | null)[] | null) => void;
  disabled: boolean;
  /** Once scored: the key token of each target, marked in words beside it. */
  correctAnswers?: readonly number[];
}

/** "A. 15 minutes": a token as the screen and the rationale name it. */
const tokenLabel = (tokens: readonly string[], token: number) => `${optionLetter(token)}. ${tokens[token] ?? ''}`;

/**
 * The sentence of a drag-and-drop cloze or rationale item with a target in each slot, and the token
 * bank under it. A token is placed by dragging it (dnd-kit: a pointer from anywhere on the token, a
 * finger or the keyboard from its grip: Space or Enter lifts it, the arrow keys move it from target
 * to target and to the bank, Space or Enter drops it, Escape cancels), or by picking it (click, tap,
 * Enter or Space on the token) and then a target. A token put in a filled target sends the one there
 * back to the bank; a placed token is removed with its × button or by dragging it to the bank. Every
 * move is announced to screen readers (dnd-kit's announcements for drags, a live status line for
 * picks). After scoring, each target says "Your answer" and "Correct answer" in words.
 */
export function DragAndDropSentence({
  labelledBy,
  text,
  tokens,
  placements,
  onChange,
  disabled,
  correctAnswers,
}: DragAndDropSentenceProps) {
  const { t } = useTranslation();
  const runs = parseClozeText(text);
  const count = runs.filter((run) => run.kind === 'slot').length;
  const placed = Array.from({ length: count }, (_, index) => placements?.[index] ?? null);
  const [picked, setPicked] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const statusId = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const focusAfterMove = useFocusAfterMove(root);
  const sensors = useDragSensors(stepThrough(() => [...placed.map((_, index) => targetId(index)), BANK_ID]));
  const locked = disabled || correctAnswers !== undefined;

  const label = (token: number) => tokenLabel(tokens, token);
  const where = (token: number) => placed.indexOf(token);

  /** What placing `token` in target `index` did (targets are numbered from 1, as the score note and the rationale number them). */
  const placedSentence = (token: number, index: number, before: number | null, dropped = false) => {
    const values = { token: label(token), number: index + 1 };
    if (before !== null && before !== token) {
      const swapped = { ...values, before: label(before) };
      return dropped
        ? t('{{token}} dropped in target {{number}}; {{before}} went back to the token bank.', swapped)
        : t('{{token}} placed in target {{number}}; {{before}} went back to the token bank.', swapped);
    }
    return dropped
      ? t('{{token}} dropped in target {{number}}.', values)
      : t('{{token}} placed in target {{number}}.', values);
  };

  /** Puts `token` in target `index`, saying what happened (and which token went back to the bank). */
  const place = (token: number, index: number) => {
    const before = placed[index] ?? null;
    onChange(placeToken(placements, count, token, index));
    setPicked(null);
    focusAfterMove(targetId(index));
    setStatus(placedSentence(token, index, before));
  };

  const remove = (index: number) => {
    const token = placed[index] ?? null;
    if (token === null) return;
    onChange(removeFromTarget(placements, count, index));
    setPicked(null);
    focusAfterMove(targetId(index));
    setStatus(t('{{token}} went back to the token bank.', { token: label(token) }));
  };

  const toBank = (token: number) => {
    onChange(returnToken(placements, count, token));
    setPicked(null);
    focusAfterMove(tokenId(token));
    setStatus(t('{{token}} went back to the token bank.', { token: label(token) }));
  };

  /** A click on a token: picks it, drops the pick, or (on a placed token, with another picked) places the pick there. */
  const clickToken = (token: number) => {
    const at = where(token);
    if (picked !== null && picked !== token && at !== -1) {
      place(picked, at);
      return;
    }
    if (picked === token) {
      setPicked(null);
      setStatus(t('{{token}} put down.', { token: label(token) }));
      return;
    }
    setPicked(token);
    setStatus(
      at === -1
        ? t('Picked {{token}}. Now choose a target; choose the token again to put it down.', { token: label(token) })
        : t(
            'Picked {{token}}. Now choose a target, or put it back in the token bank; choose the token again to put it down.',
            { token: label(token) },
          ),
    );
  };

  const clickEmptyTarget = (index: number) => {
    if (picked === null) {
      setStatus(t('Pick a token first, then choose target {{number}}.', { number: index + 1 }));
      return;
    }
    place(picked, index);
  };

  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const token = tokenOf(active.id);
    const to = placeOf(over?.id);
    if (to?.kind === 'target' && where(token) !== to.index) place(token, to.index);
    else if (to?.kind === 'bank' && where(token) !== -1) toBank(token);
  };

  /** Where the dragged `token` is over, in a whole sentence; null when over nothing. */
  const overSentence = (token: number, id: UniqueIdentifier | undefined) => {
    const to = placeOf(id);
    if (!to) return null;
    if (to.kind === 'bank') return t('{{token}} is over the token bank.', { token: label(token) });
    const holds = placed[to.index] ?? null;
    return holds === null
      ? t('{{token}} is over target {{number}}, empty.', { token: label(token), number: to.index + 1 })
      : t('{{token}} is over target {{number}}, which holds {{held}}.', {
          token: label(token),
          number: to.index + 1,
          held: label(holds),
        });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('Picked up {{token}}.', { token: label(tokenOf(active.id)) }),
    onDragOver: ({ active, over }) => {
      // Where the token already is says nothing new: keep "Picked up ..." for the screen reader.
      const at = where(tokenOf(active.id));
      if (over?.id === (at === -1 ? BANK_ID : targetId(at))) return undefined;
      return (
        overSentence(tokenOf(active.id), over?.id) ??
        t('{{token}} is no longer over a target.', { token: label(tokenOf(active.id)) })
      );
    },
    onDragEnd: ({ active, over }) => {
      const token = tokenOf(active.id);
      const to = placeOf(over?.id);
      if (to?.kind === 'target') {
        const before = placed[to.index] ?? null;
        return placedSentence(token, to.index, before, true);
      }
      if (to?.kind === 'bank') return t('{{token}} dropped in the token bank.', { token: label(token) });
      return t('{{token}} dropped outside the targets; nothing changed.', { token: label(token) });
    },
    onDragCancel: ({ active }) =>
      t('Moving {{token}} was cancelled; nothing changed.', { token: label(tokenOf(active.id)) }),
  };

  const bankTokens = tokens.map((_, token) => token).filter((token) => where(token) === -1);

  return (
    <DndContext
      id={`dnd-${labelledBy}`}
      sensors={sensors}
      collisionDetection={dropCollision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(
            'Press Space or Enter to lift the token. Use the arrow keys to move it from target to target and to the token bank, then Space or Enter to drop it, or Escape to cancel. Without dragging: choose the token, then a target.',
          ),
        },
      }}
      onDragStart={({ active }) => {
        setPicked(null);
        setDragging(tokenOf(active.id));
      }}
      onDragEnd={drop}
      onDragCancel={() => setDragging(null)}
    >
      <fieldset ref={root} aria-labelledby={labelledBy} aria-describedby={statusId} className={classes.root}>
        <div className={classes.sentence} data-testid="drag-and-drop-sentence">
          {runs.map((run, position) =>
            run.kind === 'text' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never move.
              <span key={position} lang="en">
                {run.text}
              </span>
            ) : (
              <Target
                key={`slot-${run.index}`}
                index={run.index}
                count={count}
                token={placed[run.index] ?? null}
                tokens={tokens}
                picked={picked}
                disabled={locked}
                correctAnswer={correctAnswers?.[run.index]}
                onClickEmpty={() => clickEmptyTarget(run.index)}
                onClickToken={clickToken}
                onRemove={() => remove(run.index)}
              />
            ),
          )}
        </div>
        <DropBank id={BANK_ID} title={t('Tokens')} label={t('Token bank')} locked={locked}>
          {bankTokens.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('Every token is placed.')}
            </Text>
          ) : (
            <ul className={classes.tokens}>
              {bankTokens.map((token) => (
                <li key={token}>
                  <Token
                    token={token}
                    tokens={tokens}
                    name={label(token)}
                    picked={picked === token}
                    disabled={locked}
                    onClick={() => clickToken(token)}
                    focusKey={tokenId(token)}
                  />
                </li>
              ))}
            </ul>
          )}
          {picked !== null && where(picked) !== -1 && !locked && (
            <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => toBank(picked)}>
              {t('Put {{letter}} back in the token bank', { letter: optionLetter(picked) })}
            </Button>
          )}
        </DropBank>
        <Text id={statusId} size="sm" c="dimmed" mt="xs" aria-live="polite" data-testid="drag-and-drop-status">
          {locked ? '' : status}
        </Text>
      </fieldset>
      <DragPreview dragging={dragging} texts={tokens} />
    </DndContext>
  );
}

interface TokenProps {
  token: number;
  tokens: readonly string[];
  /** The accessible name of the token's button ("A. 15 minutes", "Target 2 of 3: A. 15 minutes"). */
  name: string;
  picked: boolean;
  disabled: boolean;
  onClick: () => void;
  /** Marks the token's button for useFocusAfterMove. */
  focusKey: string;
}

/**
 * One token: a button with its letter and text (click, tap, Enter or Space picks it; a pointer drag
 * from it moves it) and a grip, dnd-kit's drag handle for the keyboard and for a finger.
 */
function Token({ token, tokens, name, picked, disabled, onClick, focusKey }: TokenProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: tokenId(token),
    disabled,
  });
  return (
    <span
      ref={setNodeRef}
      className={classes.token}
      data-picked={picked || undefined}
      data-dragging={isDragging || undefined}
    >
      <button
        type="button"
        className={classes.tokenButton}
        aria-label={name}
        aria-pressed={disabled ? undefined : picked}
        data-focus-key={focusKey}
        disabled={disabled}
        onClick={onClick}
        onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      >
        <span className={classes.letter}>{optionLetter(token)}</span>
        <span lang="en">{tokens[token]}</span>
      </button>
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className={classes.handle}
          aria-label={t('Drag {{name}}', { name })}
        >
          ⠿
        </button>
      )}
    </span>
  );
}

interface TargetProps {
  index: number;
  /** How many targets the sentence has ("Target 2 of 3"). */
  count: number;
  token: number | null;
  tokens: readonly string[];
  picked: number | null;
  disabled: boolean;
  correctAnswer?: number;
  onClickEmpty: () => void;
  onClickToken: (token: number) => void;
  onRemove: () => void;
}

/**
 * One target in the sentence, a drop place: empty, a button that takes the picked token; filled, the
 * placed token (pick it to move it, or pick another token and then it to swap) and its × button.
 * After scoring: "Your answer" and "Correct answer" in words beside it.
 */
function Target({
  index,
  count,
  token,
  tokens,
  picked,
  disabled,
  correctAnswer,
  onClickEmpty,
  onClickToken,
  onRemove,
}: TargetProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: targetId(index), disabled });
  const number = index + 1;
  const scored = correctAnswer !== undefined;
  const right = scored && token === correctAnswer;
  return (
    <span
      ref={setNodeRef}
      className={classes.target}
      data-filled={token !== null || undefined}
      data-over={isOver || undefined}
      data-right={(scored && right) || undefined}
      data-wrong={(scored && !right) || undefined}
      data-testid={`target-${index}`}
    >
      {token === null ? (
        <button
          type="button"
          className={classes.emptyTarget}
          data-focus-key={targetId(index)}
          aria-label={
            picked === null
              ? t('Target {{number}} of {{total}}, empty', { number, total: count })
              : t('Target {{number}} of {{total}}, empty: place {{token}} here', {
                  number,
                  total: count,
                  token: tokenLabel(tokens, picked),
                })
          }
          disabled={disabled}
          onClick={onClickEmpty}
        >
          {t('Target {{number}}', { number })}
        </button>
      ) : (
        <>
          <Token
            token={token}
            tokens={tokens}
            name={
              picked !== null && picked !== token
                ? t('Target {{number}} of {{total}}: {{token}}; place {{picked}} here instead', {
                    number,
                    total: count,
                    token: tokenLabel(tokens, token),
                    picked: tokenLabel(tokens, picked),
                  })
                : t('Target {{number}} of {{total}}: {{token}}', {
                    number,
                    total: count,
                    token: tokenLabel(tokens, token),
                  })
            }
            picked={picked === token}
            disabled={disabled}
            onClick={() => onClickToken(token)}
            focusKey={targetId(index)}
          />
          {!disabled && (
            <CloseButton
              size="sm"
              aria-label={t('Remove {{token}} from target {{number}}', { token: tokenLabel(tokens, token), number })}
              onClick={onRemove}
            />
          )}
        </>
      )}
      {scored && right && (
        <Badge component="span" color="green" variant="filled">
          {t('Correct answer')}
        </Badge>
      )}
      {scored && token !== null && (
        <Badge component="span" color={right ? 'green' : 'red'} variant="outline">
          {t('Your answer')}
        </Badge>
      )}
      {scored && !right && (
        <Text component="span" size="sm" fw={600} c="green.9">
          {t('Correct answer: {{answer}}', { answer: tokenLabel(tokens, correctAnswer) })}
        </Text>
      )}
    </span>
  );
}
