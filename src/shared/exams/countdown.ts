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

/** A countdown as the clock shows it: 900 -> "15:00", 65 -> "01:05", an hour or more as 18000 -> "5:00:00". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** A duration in words for results: 312 -> "5 min 12 s", 45 -> "45 s", 600 -> "10 min 0 s", 3725 -> "1 h 2 min". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`;
}

/** A time limit in words for the overview: 2700 -> "45 minutes", 18000 -> "5 hours", 5400 -> "90 minutes". */
export function formatTimeLimit(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes >= 120 && minutes % 60 === 0) return `${minutes / 60} hours`;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
