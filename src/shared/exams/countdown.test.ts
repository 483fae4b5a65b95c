import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatTimeLimit, secondsSpent, secondsUntil } from './countdown';

describe('§4 countdown', () => {
  const deadline = Date.UTC(2026, 0, 1, 10, 15, 0);

  it('counts whole seconds left, rounding down so the clock never runs past the deadline', () => {
    expect(secondsUntil(deadline, deadline - 900_000)).toBe(900);
    expect(secondsUntil(deadline, deadline - 1_500)).toBe(1);
    expect(secondsUntil(deadline, deadline - 999)).toBe(0);
    expect(secondsUntil(deadline, deadline)).toBe(0);
  });

  it('never goes below zero after the deadline', () => {
    expect(secondsUntil(deadline, deadline + 5_000)).toBe(0);
  });

  it('shows the clock as mm:ss', () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('shows an hour or more as h:mm:ss (the 5-hour practice exam)', () => {
    expect(formatClock(18_000)).toBe('5:00:00');
    expect(formatClock(3_725)).toBe('1:02:05');
    expect(formatClock(3_599)).toBe('59:59');
  });
});

describe('§4 time spent in whole seconds', () => {
  const start = Date.UTC(2026, 0, 1, 10, 0, 0);

  it('rounds down to whole seconds', () => {
    expect(secondsSpent(start, start + 312_900, 900)).toBe(312);
  });

  it('is capped at the time limit', () => {
    expect(secondsSpent(start, start + 1_000_000, 900)).toBe(900);
  });

  it('is never negative', () => {
    expect(secondsSpent(start, start - 10, 900)).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatDuration(312)).toBe('5 min 12 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(600)).toBe('10 min 0 s');
    expect(formatDuration(3725)).toBe('1 h 2 min');
  });

  it('reads a time limit in minutes, or whole hours from two hours', () => {
    expect(formatTimeLimit(2700)).toBe('45 minutes');
    expect(formatTimeLimit(7200)).toBe('2 hours');
    expect(formatTimeLimit(18_000)).toBe('5 hours');
    expect(formatTimeLimit(5400)).toBe('90 minutes');
  });
});
