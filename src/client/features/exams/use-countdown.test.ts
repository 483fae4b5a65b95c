// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` pass on the fake clock, firing the timers due meanwhile. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('§4 Quiz: the countdown', () => {
  it('starts from the seconds the server reported and ticks down each second', () => {
    const { result } = renderHook(() => useCountdown(90, vi.fn()));
    expect(result.current).toBe(90);
    pass(1000);
    expect(result.current).toBe(89);
    pass(999);
    expect(result.current).toBe(89);
    pass(1);
    expect(result.current).toBe(88);
    pass(5000);
    expect(result.current).toBe(83);
  });

  it('recomputes from the deadline when a tick comes late, so a slow tab cannot stretch the time', () => {
    const { result } = renderHook(() => useCountdown(90, vi.fn()));
    pass(1000);
    expect(result.current).toBe(89);
    // The tab sleeps for 10.5 s: the clock moves on but no tick runs meanwhile.
    act(() => vi.setSystemTime(Date.now() + 10_500));
    expect(result.current).toBe(89);
    pass(1000);
    // 12.5 s after the start: 77 s left, not the 88 that counting ticks would show.
    expect(result.current).toBe(77);
  });

  it('calls onExpire exactly once when it reaches zero, and stays at zero', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onExpire));
    pass(2000);
    expect(result.current).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    pass(1000);
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
    pass(10_000);
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('expires once, at zero and not below, when the tab wakes after the deadline', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(5, onExpire));
    act(() => vi.setSystemTime(Date.now() + 60_000));
    pass(1000);
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when no time was left on loading', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(0, onExpire));
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
    pass(3000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('calls the onExpire of the latest render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ onExpire }) => useCountdown(2, onExpire), { initialProps: { onExpire: first } });
    pass(1000);
    rerender({ onExpire: latest });
    pass(1000);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('stops its interval on unmount and never expires afterwards', () => {
    const onExpire = vi.fn();
    const { unmount } = renderHook(() => useCountdown(3, onExpire));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    pass(10_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
