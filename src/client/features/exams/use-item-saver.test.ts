// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InProgressItem, UpdateAttemptItemBody } from '../../../shared/exams/attempt-schemas';
import type { ItemResponse } from '../../../shared/items/registry';
import { ApiError } from '../../lib/api-client';
import { updateAttemptItem } from './api/update-attempt-item';
import { useItemSaver } from './use-item-saver';

vi.mock('./api/update-attempt-item', () => ({ updateAttemptItem: vi.fn() }));

/** How long the fake server takes to answer one save (milliseconds). */
const LATENCY = 100;
const ATTEMPT = 'attempt-1';

/** An unanswered multiple-choice item at `position`, with id `q<position>`, unless given what the server holds. */
function item(position: number, held: { response?: ItemResponse | null; flagged?: boolean } = {}): InProgressItem {
  return {
    position,
    item: {
      itemType: 'multiple-choice',
      id: `q${position}`,
      stem: `Question ${position}`,
      subject: 'Fundamentals of Nursing',
      topic: 'Safety',
      difficulty: 'medium',
      clientNeeds: 'Safety and Infection Prevention and Control',
      options: ['A', 'B', 'C', 'D'],
    },
    response: held.response ?? null,
    flagged: held.flagged ?? false,
    secondsSpent: 0,
  };
}

/**
 * The fake server, holding `items` as loaded: answers each save after LATENCY with the item as
 * saved, or with the error `failFor` gives for it; counts the most saves in flight at once.
 */
function fakeServer(
  items: InProgressItem[],
  failFor: (itemId: string, body: UpdateAttemptItemBody) => Error | null = () => null,
) {
  const held = new Map(items.map((entry) => [entry.item.id, { response: entry.response, flagged: entry.flagged }]));
  const server = { inFlight: 0, mostInFlight: 0 };
  vi.mocked(updateAttemptItem).mockImplementation(async (_attemptId, itemId, body) => {
    server.inFlight += 1;
    server.mostInFlight = Math.max(server.mostInFlight, server.inFlight);
    await new Promise((resolve) => setTimeout(resolve, LATENCY));
    server.inFlight -= 1;
    const error = failFor(itemId, body);
    if (error) throw error;
    const state = { ...(held.get(itemId) ?? { response: null, flagged: false }) };
    if (body.response !== undefined) state.response = body.response;
    if (body.flagged !== undefined) state.flagged = body.flagged;
    held.set(itemId, state);
    return { itemId, position: Number(itemId.slice(1)), ...state, secondsSpent: 0 };
  });
  return server;
}

/** The saves sent, as [itemId, body], in order. */
const sent = () => vi.mocked(updateAttemptItem).mock.calls.map(([, itemId, body]) => [itemId, body]);

/** Lets `ms` pass on the fake clock and the saves due meanwhile settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The saver of an attempt of `items`, against a fake server that holds them and fails as `failFor` says. */
function renderSaver(
  items: InProgressItem[],
  { failFor, onTimeUp = vi.fn() }: { failFor?: Parameters<typeof fakeServer>[1]; onTimeUp?: () => void } = {},
) {
  const server = fakeServer(items, failFor);
  return { server, ...renderHook(() => useItemSaver(ATTEMPT, items, onTimeUp)) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(updateAttemptItem).mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('§4 Quiz: each change is saved at once (decision 001)', () => {
  it('shows a choice at once and saves the changes one at a time, in the order made', async () => {
    const { result, server } = renderSaver([item(0), item(1), item(2)]);
    expect(result.current.state).toBe('idle');

    act(() => {
      result.current.respond(0, { choice: 1 });
      result.current.flag(1, true);
      result.current.respond(2, { choice: 3 });
    });
    expect(result.current.marks).toEqual([
      { response: { choice: 1 }, flagged: false },
      { response: null, flagged: true },
      { response: { choice: 3 }, flagged: false },
    ]);
    expect(result.current.state).toBe('saving');

    await pass(0);
    expect(sent()).toEqual([['q0', { response: { choice: 1 } }]]);
    await pass(LATENCY);
    expect(sent()).toHaveLength(2);
    expect(result.current.state).toBe('saving');
    await pass(2 * LATENCY);

    expect(sent()).toEqual([
      ['q0', { response: { choice: 1 } }],
      ['q1', { flagged: true }],
      ['q2', { response: { choice: 3 } }],
    ]);
    expect(vi.mocked(updateAttemptItem).mock.calls.every(([attemptId]) => attemptId === ATTEMPT)).toBe(true);
    expect(server.mostInFlight).toBe(1);
    expect(result.current.state).toBe('saved');
    expect(result.current.error).toBeNull();
  });

  it('does not send a response superseded by a later one to the same item, but sends other kinds of change', async () => {
    const { result } = renderSaver([item(0), item(1)]);
    act(() => {
      result.current.respond(0, { choice: 0 });
      result.current.respond(1, { choice: 0 });
      result.current.respond(1, { choice: 1 });
      result.current.flag(1, true);
      result.current.addSeconds(1, 4);
      result.current.addSeconds(1, 6);
      result.current.respond(1, { choice: 2 });
    });
    await pass(10 * LATENCY);

    expect(sent()).toEqual([
      ['q0', { response: { choice: 0 } }],
      ['q1', { flagged: true }],
      ['q1', { addSeconds: 4 }],
      ['q1', { addSeconds: 6 }],
      ['q1', { response: { choice: 2 } }],
    ]);
    expect(result.current.marks[1]).toEqual({ response: { choice: 2 }, flagged: true });
    expect(result.current.state).toBe('saved');
  });

  it('shows the answer as saved when the time spent on the item is still being reported (Next right after a choice)', async () => {
    const { result } = renderSaver([item(0), item(1)]);
    act(() => {
      result.current.respond(0, { choice: 1 });
      result.current.addSeconds(0, 12);
    });
    await pass(LATENCY);
    expect(sent()).toHaveLength(2);
    expect(result.current.state).toBe('saved');
    await pass(LATENCY);
    expect(result.current.state).toBe('saved');
  });

  it('reports whole seconds, at most an hour, and nothing for less than a second, without showing a save', async () => {
    const { result } = renderSaver([item(0)]);
    act(() => {
      result.current.addSeconds(0, 0.9);
      result.current.addSeconds(0, 5.7);
      result.current.addSeconds(0, 7200);
    });
    expect(result.current.state).toBe('idle');
    await pass(10 * LATENCY);
    expect(sent()).toEqual([
      ['q0', { addSeconds: 5 }],
      ['q0', { addSeconds: 3600 }],
    ]);
    expect(result.current.state).toBe('idle');
  });
});

describe('§4 Quiz: a failed save', () => {
  it('shows again what the server holds and the reason, with the state failed', async () => {
    const refusal = new ApiError(500, 'internal_error', 'The answer could not be saved.');
    const { result } = renderSaver([item(0, { response: { choice: 2 }, flagged: true }), item(1)], {
      failFor: (_itemId, body) =>
        (body.response && 'choice' in body.response && body.response.choice === 3) || body.flagged === false
          ? refusal
          : null,
    });

    act(() => result.current.respond(0, { choice: 1 }));
    await pass(LATENCY);
    expect(result.current.state).toBe('saved');

    act(() => result.current.respond(0, { choice: 3 }));
    expect(result.current.marks[0]?.response).toEqual({ choice: 3 });
    await pass(LATENCY);
    // The server holds the choice saved before, not the one loaded with the attempt.
    expect(result.current.marks[0]?.response).toEqual({ choice: 1 });
    expect(result.current.state).toBe('failed');
    expect(result.current.error).toBe('The answer could not be saved.');

    act(() => result.current.flag(0, false));
    expect(result.current.marks[0]?.flagged).toBe(false);
    await pass(LATENCY);
    expect(result.current.marks[0]).toEqual({ response: { choice: 1 }, flagged: true });
    expect(result.current.state).toBe('failed');
  });

  it('shows a general message when the failure is not an answer from the API', async () => {
    const { result } = renderSaver([item(0)], { failFor: () => new TypeError('Failed to fetch') });
    act(() => result.current.respond(0, { choice: 1 }));
    await pass(LATENCY);
    expect(result.current.marks[0]?.response).toBeNull();
    expect(result.current.state).toBe('failed');
    expect(result.current.error).toBe('Something went wrong. Please try again.');
  });

  it('keeps on screen a later choice to the same item when an earlier save fails', async () => {
    const { result } = renderSaver([item(0), item(1)], {
      failFor: (_itemId, body) =>
        body.response && 'choice' in body.response && body.response.choice === 0
          ? new ApiError(503, 'limits_unavailable', 'Try again.')
          : null,
    });
    act(() => result.current.respond(1, { choice: 0 }));
    await pass(0);
    act(() => result.current.respond(1, { choice: 2 }));
    await pass(2 * LATENCY);
    expect(result.current.marks[1]?.response).toEqual({ choice: 2 });
    expect(sent()).toEqual([
      ['q1', { response: { choice: 0 } }],
      ['q1', { response: { choice: 2 } }],
    ]);
  });

  it('calls onTimeUp, and shows no failure, when the server refuses a save because the time is up', async () => {
    const onTimeUp = vi.fn();
    const { result } = renderSaver([item(0), item(1)], {
      failFor: () => new ApiError(409, 'time_up', 'The time for this test is up.'),
      onTimeUp,
    });
    act(() => result.current.respond(0, { choice: 1 }));
    await pass(LATENCY);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(result.current.state).not.toBe('failed');
    expect(result.current.error).toBeNull();

    act(() => result.current.addSeconds(1, 30));
    await pass(LATENCY);
    expect(onTimeUp).toHaveBeenCalledTimes(2);
  });
});

describe('§4 Quiz: flush before submitting', () => {
  it('resolves only once every queued save has finished', async () => {
    const { result } = renderSaver([item(0), item(1), item(2), item(3)], {
      failFor: (itemId) => (itemId === 'q2' ? new ApiError(500, 'internal_error', 'Not saved.') : null),
    });
    act(() => {
      result.current.respond(0, { choice: 1 });
      result.current.respond(2, { choice: 2 });
      result.current.respond(3, { choice: 3 });
    });

    let unsaved: number[] | undefined;
    act(() => {
      void result.current.flush().then((numbers) => {
        unsaved = numbers;
      });
    });
    await pass(2 * LATENCY);
    expect(unsaved).toBeUndefined();
    await pass(LATENCY);
    expect(sent()).toHaveLength(3);
    // Item 3's failed save shows what the server holds again, so nothing on screen is unsaved.
    expect(unsaved).toEqual([]);
  });

  it('names the items whose shown response the server does not hold, numbered from 1', async () => {
    const timeUp = new ApiError(409, 'time_up', 'The time for this test is up.');
    const { result } = renderSaver([item(0), item(1), item(2), item(3)], {
      failFor: (itemId) => (itemId === 'q1' || itemId === 'q3' ? timeUp : null),
    });
    act(() => {
      result.current.respond(0, { choice: 0 });
      result.current.respond(1, { choice: 1 });
      result.current.respond(3, { choice: 3 });
    });

    let unsaved: number[] | undefined;
    await act(async () => {
      const flushed = result.current.flush();
      await vi.advanceTimersByTimeAsync(3 * LATENCY);
      unsaved = await flushed;
    });
    expect(unsaved).toEqual([2, 4]);
  });
});
