import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { moveStep, putOption, removeStep } from '../../../../../shared/items/ordered-response/order-moves';
import { DragPreview, DropBank } from '../drag-and-drop-cloze/DropBank';
import { dropCollision, stepThrough, useDragSensors, useFocusAfterMove } from '../drag-and-drop-cloze/dnd-setup';
import type { ItemInputProps } from '../item-input-props';
import classes from './ordered-response.module.css';

const BANK_ID = 'options';
const NEXT_STEP_ID = 'next-step';
const optionId = (option: number) => `option-${option}`;
const optionOf = (id: UniqueIdentifier) => Number(String(id).replace('option-', ''));

/**
 * An ordered-response item: the answer's numbered steps (as many as the item orders) above the
 * options not yet used. An option is put in order by dragging its grip (dnd-kit sortable: a mouse,
 * a finger or the keyboard; Space or Enter lifts it, the arrow keys move it from step to step and
 * to the options, Space or Enter drops it, Escape cancels) or with
 * its buttons: "Add as step n" in the options, Move up, Move down and Remove on a step. A drop on a
 * filled step when every step is taken sends the option there back to the options. Every move is
 * announced (dnd-kit's announcements for drags, a live status line for buttons). After scoring,
 * each step says "Your answer" and "Correct answer" in words.
 */
export function OrderedResponseInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'ordered-response'>) {
  const { t } = useTranslation();
  const order = response?.order ?? [];
  const { steps, options } = view;
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const statusId = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const focusAfterMove = useFocusAfterMove(root);
  const locked = disabled || solution !== undefined;
  const full = order.length >= steps;
  const sensors = useDragSensors(stepThrough(() => [...order.map(optionId), ...(full ? [] : [NEXT_STEP_ID]), BANK_ID]));

  const label = (option: number) => `${optionLetter(option)}. ${options[option] ?? ''}`;
  const change = (next: number[] | null) => onChange(next && next.length > 0 ? { order: next } : null);

  const add = (option: number, at?: number) => {
    const next = putOption(order, steps, option, at);
    const step = next.indexOf(option);
    if (step === -1) return;
    const replaced = order.find((other) => !next.includes(other));
    change(next);
    setStatus(
      replaced === undefined
        ? t('{{option}} is step {{step}}.', { option: label(option), step: step + 1 })
        : t('{{option}} is step {{step}}; {{replaced}} went back to the options.', {
            option: label(option),
            step: step + 1,
            replaced: label(replaced),
          }),
    );
    focusAfterMove(`step-${option}`);
  };

  const move = (from: number, to: number, button: 'up' | 'down') => {
    const option = order[from];
    if (option === undefined || to < 0 || to >= order.length) return;
    change(moveStep(order, from, to));
    setStatus(t('{{option}} moved to step {{step}}.', { option: label(option), step: to + 1 }));
    const stillMoves = button === 'up' ? to > 0 : to < order.length - 1;
    focusAfterMove(stillMoves ? `${button}-${option}` : `step-${option}`);
  };

  const remove = (step: number) => {
    const option = order[step];
    if (option === undefined) return;
    change(removeStep(order, step));
    setStatus(t('{{option}} went back to the options.', { option: label(option) }));
    focusAfterMove(`add-${option}`);
  };

  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const option = optionOf(active.id);
    const from = order.indexOf(option);
    if (!over) return;
    if (over.id === BANK_ID) {
      if (from !== -1) remove(from);
      return;
    }
    const to = over.id === NEXT_STEP_ID ? order.length : order.indexOf(optionOf(over.id));
    if (to === -1) return;
    if (from === -1) add(option, to);
    else if (from !== to) {
      change(moveStep(order, from, Math.min(to, order.length - 1)));
      setStatus(
        t('{{option}} moved to step {{step}}.', { option: label(option), step: Math.min(to, order.length - 1) + 1 }),
      );
    }
  };

  /** A whole sentence for where the dragged option is over, or dropped (`dropped`), in the interface's language. */
  const overSentence = (option: string, id: UniqueIdentifier | undefined, dropped: boolean) => {
    if (id === undefined) return null;
    if (id === BANK_ID) {
      return dropped
        ? t('{{option}} dropped on the options, out of the order.', { option })
        : t('{{option}} is over the options, out of the order.', { option });
    }
    if (id === NEXT_STEP_ID) {
      const values = { option, step: order.length + 1 };
      return dropped
        ? t('{{option}} dropped on step {{step}}, empty.', values)
        : t('{{option}} is over step {{step}}, empty.', values);
    }
    const step = order.indexOf(optionOf(id));
    if (step === -1) return null;
    const values = { option, step: step + 1, held: label(order[step] ?? 0) };
    return dropped
      ? t('{{option}} dropped on step {{step}}, which holds {{held}}.', values)
      : t('{{option}} is over step {{step}}, which holds {{held}}.', values);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const step = order.indexOf(optionOf(active.id));
      return step === -1
        ? t('Picked up {{option}}.', { option: label(optionOf(active.id)) })
        : t('Picked up {{option}}, step {{step}}.', { option: label(optionOf(active.id)), step: step + 1 });
    },
    onDragOver: ({ active, over }) => {
      // Where the option already is says nothing new: keep "Picked up ..." for the screen reader.
      const home = order.includes(optionOf(active.id)) ? active.id : BANK_ID;
      if (over?.id === home) return undefined;
      const option = label(optionOf(active.id));
      return overSentence(option, over?.id, false) ?? t('{{option}} is over no step.', { option });
    },
    onDragEnd: ({ active, over }) => {
      const option = label(optionOf(active.id));
      return overSentence(option, over?.id, true) ?? t('{{option}} dropped; nothing changed.', { option });
    },
    onDragCancel: ({ active }) =>
      t('Moving {{option}} was cancelled; nothing changed.', { option: label(optionOf(active.id)) }),
  };

  const unused = options.map((_, option) => option).filter((option) => !order.includes(option));
  const correctOrder = solution?.correctOrder;

  return (
    <DndContext
      id={`dnd-${labelledBy}`}
      sensors={sensors}
      collisionDetection={dropCollision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(
            'Press Space or Enter to lift the option. Use the arrow keys to move it from step to step and to the options, then Space or Enter to drop it, or Escape to cancel. Without dragging: use the Add, Move up, Move down and Remove buttons.',
          ),
        },
      }}
      onDragStart={({ active }) => setDragging(optionOf(active.id))}
      onDragEnd={drop}
      onDragCancel={() => setDragging(null)}
    >
      <fieldset ref={root} aria-labelledby={labelledBy} aria-describedby={statusId} className={classes.root}>
        <section
          aria-label={t('Your order: {{placed}} of {{total}} steps', { placed: order.length, total: steps })}
          className={classes.area}
        >
          <Text size="sm" fw={600} mb={6} aria-hidden>
            {t('Your order ({{total}} steps)', { total: steps })}
          </Text>
          <SortableContext items={order.map(optionId)} strategy={verticalListSortingStrategy}>
            <ol className={classes.steps}>
              {order.map((option, step) => (
                <Step
                  key={option}
                  option={option}
                  step={step}
                  last={step === order.length - 1}
                  text={options[option] ?? ''}
                  disabled={locked}
                  correctOption={correctOrder?.[step]}
                  correctText={correctOrder ? label(correctOrder[step] ?? 0) : undefined}
                  onUp={() => move(step, step - 1, 'up')}
                  onDown={() => move(step, step + 1, 'down')}
                  onRemove={() => remove(step)}
                />
              ))}
              {Array.from({ length: Math.max(0, steps - order.length) }, (_, index) => {
                const step = order.length + index;
                return (
                  <EmptyStep
                    key={`empty-${step}`}
                    step={step}
                    droppable={index === 0 && !locked}
                    correctText={
                      correctOrder && correctOrder[step] !== undefined ? label(correctOrder[step] ?? 0) : undefined
                    }
                  />
                );
              })}
            </ol>
          </SortableContext>
        </section>
        <DropBank id={BANK_ID} title={t('Options')} label={t('Options')} locked={locked}>
          {unused.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('Every option is in the order.')}
            </Text>
          ) : (
            <ul className={classes.options}>
              {unused.map((option) => (
                <BankOption
                  key={option}
                  option={option}
                  text={options[option] ?? ''}
                  nextStep={full ? null : order.length + 1}
                  disabled={locked}
                  notAStep={correctOrder ? !correctOrder.includes(option) : undefined}
                  onAdd={() => add(option)}
                />
              ))}
            </ul>
          )}
          {full && !locked && unused.length > 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('All {{total}} steps are filled: remove a step, or drop an option on a step to swap it in.', {
                total: steps,
              })}
            </Text>
          )}
        </DropBank>
        <Text id={statusId} size="sm" c="dimmed" mt="xs" aria-live="polite" data-testid="ordered-response-status">
          {locked ? '' : status}
        </Text>
      </fieldset>
      <DragPreview dragging={dragging} texts={options} />
    </DndContext>
  );
}

interface StepProps {
  option: number;
  /** Zero-based place in the order. */
  step: number;
  last: boolean;
  text: string;
  disabled: boolean;
  /** Once scored: the option that belongs at this step, and its label. */
  correctOption?: number;
  correctText?: string;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}

/** One step of the answer: its number, the option (sortable from its grip), and its buttons. */
function Step({ option, step, last, text, disabled, correctOption, correctText, onUp, onDown, onRemove }: StepProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: optionId(option),
    disabled,
  });
  const { t } = useTranslation();
  const letter = optionLetter(option);
  const scored = correctText !== undefined;
  const right = scored && correctOption === option;
  return (
    <li
      ref={setNodeRef}
      className={classes.step}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-right={(scored && right) || undefined}
      data-wrong={(scored && !right) || undefined}
      data-testid={`step-${step}`}
    >
      <span className={classes.stepNumber}>{step + 1}</span>
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className={classes.handle}
          aria-label={t('Drag step {{step}}: {{letter}}. {{text}}', { step: step + 1, letter, text })}
          data-focus-key={`step-${option}`}
        >
          ⠿
        </button>
      )}
      <Text component="span" size="sm" className={classes.text} lang="en">
        <span className={classes.letter}>{letter}</span> {text}
      </Text>
      {scored ? (
        <Group gap={4} wrap="wrap" className={classes.marks}>
          {right && (
            <Badge color="green" variant="filled">
              {t('Correct answer')}
            </Badge>
          )}
          <Badge color={right ? 'green' : 'red'} variant="outline">
            {t('Your answer')}
          </Badge>
          {!right && (
            <Text component="span" size="sm" fw={600} c="green.9">
              {t('Correct answer: {{answer}}', { answer: correctText })}
            </Text>
          )}
        </Group>
      ) : (
        !disabled && (
          <Group gap={2} wrap="nowrap" className={classes.buttons}>
            <ActionIcon
              variant="subtle"
              aria-label={
                step > 0
                  ? t('Move {{letter}} up to step {{step}}', { letter, step })
                  : t('Move {{letter}} up', { letter })
              }
              disabled={step === 0}
              onClick={onUp}
              data-focus-key={`up-${option}`}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={
                last
                  ? t('Move {{letter}} down', { letter })
                  : t('Move {{letter}} down to step {{step}}', { letter, step: step + 2 })
              }
              disabled={last}
              onClick={onDown}
              data-focus-key={`down-${option}`}
            >
              ↓
            </ActionIcon>
            <CloseButton aria-label={t('Remove {{letter}} from the order', { letter })} onClick={onRemove} />
          </Group>
        )
      )}
    </li>
  );
}

/** A step not yet filled; the first one is a drop place that adds an option at the end of the order. */
function EmptyStep({ step, droppable, correctText }: { step: number; droppable: boolean; correctText?: string }) {
  const { t } = useTranslation();
  // Only the first empty step takes drops (each drop place needs its own id).
  const { setNodeRef, isOver } = useDroppable({ id: droppable ? NEXT_STEP_ID : `empty-${step}`, disabled: !droppable });
  return (
    <li
      ref={droppable ? setNodeRef : undefined}
      className={classes.step}
      data-empty
      data-over={isOver || undefined}
      data-wrong={correctText !== undefined || undefined}
      data-testid={`step-${step}`}
    >
      <span className={classes.stepNumber}>{step + 1}</span>
      <Text component="span" size="sm" c="dimmed" className={classes.text}>
        {t('Empty')}
      </Text>
      {correctText !== undefined && (
        <Text component="span" size="sm" fw={600} c="green.9" className={classes.marks}>
          {t('Correct answer: {{answer}}', { answer: correctText })}
        </Text>
      )}
    </li>
  );
}

interface BankOptionProps {
  option: number;
  text: string;
  /** The step an Add would fill (1-based); null when every step is taken. */
  nextStep: number | null;
  disabled: boolean;
  /** Once scored: true when the option belongs to no step. */
  notAStep?: boolean;
  onAdd: () => void;
}

/** An option not in the order: its grip (drag it to a step), its text and "Add as step n". */
function BankOption({ option, text, nextStep, disabled, notAStep, onAdd }: BankOptionProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: optionId(option),
    disabled,
  });
  const { t } = useTranslation();
  const letter = optionLetter(option);
  return (
    <li
      ref={setNodeRef}
      className={classes.option}
      data-dragging={isDragging || undefined}
      data-testid={`option-${option}`}
    >
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className={classes.handle}
          aria-label={t('Drag {{letter}}. {{text}}', { letter, text })}
        >
          ⠿
        </button>
      )}
      <Text component="span" size="sm" className={classes.text} lang="en">
        <span className={classes.letter}>{letter}</span> {text}
      </Text>
      {notAStep !== undefined && (
        <Badge color={notAStep ? 'green' : 'red'} variant="outline">
          {notAStep ? t('Not a step') : t('A step you left out')}
        </Badge>
      )}
      {!disabled && (
        <Button
          variant="light"
          size="compact-sm"
          disabled={nextStep === null}
          onClick={onAdd}
          aria-label={
            nextStep === null
              ? t('Add {{letter}}: every step is filled', { letter })
              : t('Add {{letter}} as step {{step}}', { letter, step: nextStep })
          }
          data-focus-key={`add-${option}`}
        >
          {nextStep === null ? t('Add') : t('Add as step {{step}}', { step: nextStep })}
        </Button>
      )}
    </li>
  );
}
