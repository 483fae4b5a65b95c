/**
 * Countdown arithmetic for timed exams (spec §4 "Quiz": a countdown ticking each second).
 * All durations are whole seconds; instants are epoch milliseconds.
 */

/**
 * Whole seconds left until `deadlineMs` at `nowMs`, rounded down and never negative. Rounding down
 * keeps the browser's clock from running past the server's: the browser reaches 0 no later than
 * the deadline.
 */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((deadlineMs - nowMs) / 1000));
}

/** Whole seconds elapsed from `startMs` to `endMs`, rounded down, capped at `limitSeconds`. */
export function secondsSpent(startMs: number, endMs: number, limitSeconds: number): number {
  return Math.min(limitSeconds, Math.max(0, Math.floor((endMs - startMs) / 1000)));
}

/** A countdown as the clock shows it: 900 -> "15:00", 65 -> "01:05". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** A duration in words for results: 312 -> "5 min 12 s", 45 -> "45 s", 600 -> "10 min 0 s". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`;
}
