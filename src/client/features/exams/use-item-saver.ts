import { useRef, useState } from 'react';
import type { AttemptItemState, InProgressItem, UpdateAttemptItemBody } from '../../../shared/exams/attempt-schemas';
import type { ItemResponse } from '../../../shared/items/registry';
import { ApiError, errorMessage } from '../../lib/api-client';
import { updateAttemptItem } from './api/update-attempt-item';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** What the exam screen shows of each item: the response and the flag as chosen. */
export interface ItemMarks {
  response: ItemResponse | null;
  flagged: boolean;
}

export interface ItemSaver {
  /** Per position, the response and flag as the screen shows them (a choice shows at once). */
  marks: ItemMarks[];
  state: SaveState;
  /** Why the last save failed, when `state` is 'failed'. */
  error: string | null;
  /** The position of the item whose response was saved last (null before any): "Answer saved." shows only there. */
  lastSaved: number | null;
  /** Shows `response` for the item at `position` and queues its save. */
  respond: (position: number, response: ItemResponse | null) => void;
  /** Shows the flag for review of the item at `position` and queues its save. */
  flag: (position: number, flagged: boolean) => void;
  /** Queues `seconds` more spent on the item at `position` (whole seconds; nothing for 0). */
  addSeconds: (position: number, seconds: number) => void;
  /**
   * Resolves once every queued save has finished, with the 1-based numbers of the items whose
   * shown response the server does not hold (empty when everything on screen is saved).
   */
  flush: () => Promise<number[]>;
}

/**
 * Keeps a candidate's responses and flags and saves each change to the server at once (spec §4
 * "Quiz"; decision 001). Saves run one at a time in the order made; a change superseded by a
 * later one of the same kind to the same item is not sent (arrow keys move through options
 * quickly). When a save fails, the item shows again what the server holds. `onTimeUp` is called
 * when the server refuses a save because the time is up; `onSaved` with the server's state after each
 * save (for an item of a case study, the case study as unfolded now).
 */
export function useItemSaver(
  attemptId: string,
  items: InProgressItem[],
  onTimeUp: () => void,
  onSaved: (saved: AttemptItemState) => void = () => {},
): ItemSaver {
  const initial = items.map((item) => ({ response: item.response, flagged: item.flagged }));
  const [marks, setMarks] = useState<ItemMarks[]>(initial);
  const [status, setStatus] = useState<{ state: SaveState; error: string | null }>({ state: 'idle', error: null });
  const [lastSaved, setLastSaved] = useState<number | null>(null);
  const shown = useRef(initial);
  const confirmed = useRef(initial);
  const latest = useRef(new Map<string, number>());
  const changeCount = useRef(0);
  /** Response and flag saves queued or under way (seconds reports do not show as saving). */
  const pendingChanges = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const show = (position: number, change: Partial<ItemMarks>) => {
    shown.current = shown.current.map((mark, i) => (i === position ? { ...mark, ...change } : mark));
    setMarks(shown.current);
  };

  const save = (position: number, kind: 'response' | 'flagged' | 'seconds', body: UpdateAttemptItemBody) => {
    const itemId = items[position]?.item.id;
    if (!itemId) return;
    const change = ++changeCount.current;
    const key = `${position}:${kind}`;
    latest.current.set(key, change);
    const shows = kind !== 'seconds';
    if (shows) {
      pendingChanges.current += 1;
      setStatus({ state: 'saving', error: null });
    }
    queue.current = queue.current.then(async () => {
      const isLatest = () => latest.current.get(key) === change;
      try {
        if (kind !== 'seconds' && !isLatest()) return;
        const saved = await updateAttemptItem(attemptId, itemId, body);
        confirmed.current = confirmed.current.map((mark, i) =>
          i === position ? { response: saved.response, flagged: saved.flagged } : mark,
        );
        if (kind === 'response') setLastSaved(position);
        onSaved(saved);
        if (shows && pendingChanges.current === 1) setStatus({ state: 'saved', error: null });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'time_up') {
          onTimeUp();
          return;
        }
        if (kind === 'seconds') return;
        const held = confirmed.current[position];
        if (isLatest() && held)
          show(position, kind === 'response' ? { response: held.response } : { flagged: held.flagged });
        setStatus({ state: 'failed', error: errorMessage(error) });
      } finally {
        if (shows) pendingChanges.current -= 1;
      }
    });
  };

  return {
    marks,
    state: status.state,
    error: status.error,
    lastSaved,
    respond: (position, response) => {
      show(position, { response });
      save(position, 'response', { response });
    },
    flag: (position, flagged) => {
      show(position, { flagged });
      save(position, 'flagged', { flagged });
    },
    addSeconds: (position, seconds) => {
      const whole = Math.min(3600, Math.floor(seconds));
      if (whole > 0) save(position, 'seconds', { addSeconds: whole });
    },
    flush: async () => {
      await queue.current;
      return shown.current.flatMap((mark, i) =>
        JSON.stringify(mark.response) === JSON.stringify(confirmed.current[i]?.response) ? [] : [i + 1],
      );
    },
  };
}
