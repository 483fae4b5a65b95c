// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenReached } from './use-when-reached';

/** Issue 27 item 3: the meeting link appears without a reload when its time comes. */
describe('useWhenReached', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-02T14:30:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true when the moment comes, calling back once, and not a millisecond before', () => {
    const onReached = vi.fn();
    const { result } = renderHook(() => useWhenReached('2026-04-02T14:45:00.000Z', onReached));
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(15 * 60 * 1000 - 1);
    });
    expect(result.current).toBe(false);
    expect(onReached).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    expect(onReached).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(onReached).toHaveBeenCalledTimes(1);
  });

  it('is reached at once for a moment already past, and never for none', () => {
    const past = renderHook(() => useWhenReached('2026-04-02T14:00:00.000Z'));
    expect(past.result.current).toBe(true);
    const never = renderHook(() => useWhenReached(null));
    act(() => {
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    });
    expect(never.result.current).toBe(false);
  });

  it('waits in steps for a moment further away than one timer can wait (about 24.8 days)', () => {
    const onReached = vi.fn();
    const { result } = renderHook(() => useWhenReached('2026-05-12T14:30:00.000Z', onReached));
    act(() => {
      vi.advanceTimersByTime(2 ** 31 - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(40 * 24 * 60 * 60 * 1000 - (2 ** 31 - 1));
    });
    expect(result.current).toBe(true);
    expect(onReached).toHaveBeenCalledTimes(1);
  });

  it('clears its timer when unmounted', () => {
    const onReached = vi.fn();
    const { unmount } = renderHook(() => useWhenReached('2026-04-02T14:45:00.000Z', onReached));
    unmount();
    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(onReached).not.toHaveBeenCalled();
  });
});
