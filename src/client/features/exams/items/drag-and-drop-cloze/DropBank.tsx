import { DragOverlay, useDroppable } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { optionLetter } from '../../../../../shared/items/option-letters';
import classes from './drop-bank.module.css';

/**
 * The bank of a drag-and-drop input (drag-and-drop cloze and rationale, ordered response): where
 * unplaced tokens or options wait, and a drop place (dnd-kit id `id`) that takes one back. `title`
 * is shown, `label` names the region for screen readers.
 */
export function DropBank({
  id,
  title,
  label,
  locked,
  children,
}: {
  id: string;
  title: string;
  label: string;
  locked: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled: locked });
  return (
    <section ref={setNodeRef} className={classes.bank} data-over={isOver || undefined} aria-label={label}>
      <Text size="sm" fw={600} mb={6} aria-hidden>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** The token or option under the pointer while dragging (`dragging`: its index, null when none): its letter and text. */
export function DragPreview({ dragging, texts }: { dragging: number | null; texts: readonly string[] }) {
  return (
    <DragOverlay>
      {dragging === null ? null : (
        <span className={classes.overlay} lang="en">
          <span className={classes.letter}>{optionLetter(dragging)}</span>
          {texts[dragging]}
        </span>
      )}
    </DragOverlay>
  );
}
