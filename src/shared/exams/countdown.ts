import type { TFunction } from 'i18next';
import { msg } from '../i18n/msg';
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

/** A duration in words for results (in the language of `t` when given, else English): 312 -> "5 min 12 s", 45 -> "45 s", 600 -> "10 min 0 s", 3725 -> "1 h 2 min". */
export function formatDuration(seconds: number, t?: TFunction): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) {
    const values = { hours, minutes };
    return t ? t('{{hours}} h {{minutes}} min', values) : msg('{{hours}} h {{minutes}} min', values);
  }
  if (minutes === 0) return t ? t('{{seconds}} s', { seconds: rest }) : msg('{{seconds}} s', { seconds: rest });
  const values = { minutes, seconds: rest };
  return t ? t('{{minutes}} min {{seconds}} s', values) : msg('{{minutes}} min {{seconds}} s', values);
}

/** A time limit in words for the overview (in the language of `t` when given, else English): 2700 -> "45 minutes", 18000 -> "5 hours", 5400 -> "90 minutes". */
export function formatTimeLimit(seconds: number, t?: TFunction): string {
  const minutes = Math.round(seconds / 60);
  if (minutes >= 120 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return t ? t('{{count}} hours', { count: hours }) : `${hours} hours`;
  }
  return t ? t('{{count}} minutes', { count: minutes }) : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
