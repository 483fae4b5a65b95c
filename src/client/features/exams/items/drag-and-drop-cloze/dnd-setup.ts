import {
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type SensorDescriptor,
  type SensorOptions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * The drop places whose box holds the centre of the dragged item's box, smallest first: where the
 * keyboard has put it. At the start that is where the item already is (so Space straight after
 * lifting drops it back, nothing changed), then each place the arrow keys centre it on.
 */
const centreWithin: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  return droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect || x < rect.left || x > rect.left + rect.width || y < rect.top || y > rect.top + rect.height) return [];
      return [{ id: container.id, data: { droppableContainer: container, value: rect.width * rect.height } }];
    })
    .sort((a, b) => a.data.value - b.data.value);
};

/**
 * Where a dragged item lands: under the pointer for a mouse, pen or finger (a drop beside every
 * place goes nowhere); for the keyboard, the place it has been moved onto (centreWithin).
 */
export const dropCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : centreWithin(args);

const NEXT = [KeyboardCode.Right, KeyboardCode.Down];
const PREVIOUS = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * The keyboard's moves for a drag-and-drop cloze: the arrow keys take the lifted token from one drop
 * place to the next in `places` order (the targets in reading order, then the token bank; right and
 * down go forward, left and up back, wrapping round), centred on it; dnd-kit's default moves a few
 * pixels at a time, which would take many presses to reach a target in a sentence.
 */
export function stepThrough(places: () => readonly UniqueIdentifier[]): KeyboardCoordinateGetter {
  return (event, { context: { over, collisionRect, droppableRects } }) => {
    const forward = NEXT.includes(event.code as KeyboardCode);
    if (!forward && !PREVIOUS.includes(event.code as KeyboardCode)) return undefined;
    event.preventDefault();
    const ids = places().filter((id) => droppableRects.has(id));
    if (ids.length === 0 || !collisionRect) return undefined;
    const current = over ? ids.indexOf(over.id) : -1;
    const next =
      current === -1 ? (forward ? 0 : ids.length - 1) : (current + (forward ? 1 : -1) + ids.length) % ids.length;
    const rect = droppableRects.get(ids[next] ?? '');
    if (!rect) return undefined;
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };
}

/**
 * The sensors of the drag-and-drop items: a pointer (mouse, pen, touch) starts a drag once it moves
 * 6 px, so a click or tap stays a click (the pick-then-place alternative); the keyboard starts one
 * with Space or Enter on a drag handle, moves it with the arrow keys (`coordinateGetter`), drops it
 * with Space or Enter and cancels with Escape.
 */
export function useDragSensors(coordinateGetter: KeyboardCoordinateGetter): SensorDescriptor<SensorOptions>[] {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}

/**
 * Keeps the keyboard focus on the thing just moved: a click that places, removes or moves a token
 * re-renders it elsewhere (a new element), which would leave the focus on the page. `request(key)`
 * focuses, after the next render, the element inside `root` marked `data-focus-key={key}` (when it
 * exists and is enabled).
 */
export function useFocusAfterMove(root: RefObject<HTMLElement | null>): (key: string) => void {
  const [pending, setPending] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const element = root.current?.querySelector<HTMLElement>(`[data-focus-key="${pending.key}"]`);
    if (element && !(element as HTMLButtonElement).disabled) element.focus();
    setPending(null);
  }, [pending, root]);
  return useCallback((key: string) => setPending({ key }), []);
}
