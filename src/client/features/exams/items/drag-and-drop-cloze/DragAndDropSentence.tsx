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

/** "Target 2": targets are numbered from 1, as the score note and the rationale number them. */
const targetName = (index: number) => `Target ${index + 1}`;

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

  /** Puts `token` in target `index`, saying what happened (and which token went back to the bank). */
  const place = (token: number, index: number) => {
    const before = placed[index] ?? null;
    onChange(placeToken(placements, count, token, index));
    setPicked(null);
    focusAfterMove(targetId(index));
    setStatus(
      `${label(token)} placed in ${targetName(index).toLowerCase()}${before !== null && before !== token ? `; ${label(before)} went back to the token bank` : ''}.`,
    );
  };

  const remove = (index: number) => {
    const token = placed[index] ?? null;
    if (token === null) return;
    onChange(removeFromTarget(placements, count, index));
    setPicked(null);
    focusAfterMove(targetId(index));
    setStatus(`${label(token)} went back to the token bank.`);
  };

  const toBank = (token: number) => {
    onChange(returnToken(placements, count, token));
    setPicked(null);
    focusAfterMove(tokenId(token));
    setStatus(`${label(token)} went back to the token bank.`);
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
      setStatus(`${label(token)} put down.`);
      return;
    }
    setPicked(token);
    setStatus(
      `Picked ${label(token)}. Now choose a target${at === -1 ? '' : ', or put it back in the token bank'}; choose the token again to put it down.`,
    );
  };

  const clickEmptyTarget = (index: number) => {
    if (picked === null) {
      setStatus(`Pick a token first, then choose ${targetName(index).toLowerCase()}.`);
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

  const overName = (id: UniqueIdentifier | undefined) => {
    const to = placeOf(id);
    if (!to) return null;
    if (to.kind === 'bank') return 'the token bank';
    const holds = placed[to.index] ?? null;
    return `${targetName(to.index).toLowerCase()}, ${holds === null ? 'empty' : `which holds ${label(holds)}`}`;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${label(tokenOf(active.id))}.`,
    onDragOver: ({ active, over }) => {
      // Where the token already is says nothing new: keep "Picked up ..." for the screen reader.
      const at = where(tokenOf(active.id));
      if (over?.id === (at === -1 ? BANK_ID : targetId(at))) return undefined;
      const name = overName(over?.id);
      return name
        ? `${label(tokenOf(active.id))} is over ${name}.`
        : `${label(tokenOf(active.id))} is no longer over a target.`;
    },
    onDragEnd: ({ active, over }) => {
      const token = tokenOf(active.id);
      const to = placeOf(over?.id);
      if (to?.kind === 'target') {
        const before = placed[to.index] ?? null;
        return `${label(token)} dropped in ${targetName(to.index).toLowerCase()}${before !== null && before !== token ? `; ${label(before)} went back to the token bank` : ''}.`;
      }
      if (to?.kind === 'bank') return `${label(token)} dropped in the token bank.`;
      return `${label(token)} dropped outside the targets; nothing changed.`;
    },
    onDragCancel: ({ active }) => `Moving ${label(tokenOf(active.id))} was cancelled; nothing changed.`,
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
          draggable:
            'Press Space or Enter to lift the token. Use the arrow keys to move it from target to target and to the token bank, then Space or Enter to drop it, or Escape to cancel. Without dragging: choose the token, then a target.',
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
              <span key={position}>{run.text}</span>
            ) : (
              <Target
                key={`slot-${run.index}`}
                index={run.index}
                name={`${targetName(run.index)} of ${count}`}
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
        <DropBank id={BANK_ID} title="Tokens" label="Token bank" locked={locked}>
          {bankTokens.length === 0 ? (
            <Text size="sm" c="dimmed">
              Every token is placed.
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
              Put {optionLetter(picked)} back in the token bank
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
        <span>{tokens[token]}</span>
      </button>
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className={classes.handle}
          aria-label={`Drag ${name}`}
        >
          ⠿
        </button>
      )}
    </span>
  );
}

interface TargetProps {
  index: number;
  /** "Target 2 of 3". */
  name: string;
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
  name,
  token,
  tokens,
  picked,
  disabled,
  correctAnswer,
  onClickEmpty,
  onClickToken,
  onRemove,
}: TargetProps) {
  const { setNodeRef, isOver } = useDroppable({ id: targetId(index), disabled });
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
          aria-label={`${name}, empty${picked === null ? '' : `: place ${tokenLabel(tokens, picked)} here`}`}
          disabled={disabled}
          onClick={onClickEmpty}
        >
          {name.replace(/ of \d+$/, '')}
        </button>
      ) : (
        <>
          <Token
            token={token}
            tokens={tokens}
            name={`${name}: ${tokenLabel(tokens, token)}${picked !== null && picked !== token ? `; place ${tokenLabel(tokens, picked)} here instead` : ''}`}
            picked={picked === token}
            disabled={disabled}
            onClick={() => onClickToken(token)}
            focusKey={targetId(index)}
          />
          {!disabled && (
            <CloseButton
              size="sm"
              aria-label={`Remove ${tokenLabel(tokens, token)} from ${name.replace(/ of \d+$/, '').toLowerCase()}`}
              onClick={onRemove}
            />
          )}
        </>
      )}
      {scored && right && (
        <Badge component="span" color="green" variant="filled">
          Correct answer
        </Badge>
      )}
      {scored && token !== null && (
        <Badge component="span" color={right ? 'green' : 'red'} variant="outline">
          Your answer
        </Badge>
      )}
      {scored && !right && (
        <Text component="span" size="sm" fw={600} c="green.9">
          Correct answer: {tokenLabel(tokens, correctAnswer)}
        </Text>
      )}
    </span>
  );
}
