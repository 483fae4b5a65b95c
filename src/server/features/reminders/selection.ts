import type { Settings } from '../../../shared/account/settings';
import { localDay, localHour } from '../../../shared/time/local-day';

/**
 * Who gets which reminder when (issue 25 item 6), as pure rules: the scan job feeds them each
 * student's settings and counts and `now`, and enqueues what they return.
 */

/** A reminder's kind: the daily study reminder (studyReminders) or the weekly practice-test alert (practiceTestAlerts). */
export type ReminderKind = 'study' | 'practice-test';

/** The local hours, [from, to), in which a morning reminder goes out: the first scan at or after 08:00 local, until 11:00. */
export const MORNING_HOURS = { from: 8, to: 11 } as const;

/** The local weekday of the weekly practice-test alert: Monday (0 Sunday ... 6 Saturday). */
export const PRACTICE_ALERT_WEEKDAY = 1;

/** The settings the rules read. */
export type ReminderSettings = Pick<
  Settings,
  'emailNotifications' | 'pushNotifications' | 'studyReminders' | 'practiceTestAlerts' | 'timezone'
>;

/** Which channels a reminder goes on: email unless emailNotifications is off, push unless pushNotifications is off or she has no browser subscribed. */
export interface Channels {
  email: boolean;
  push: boolean;
}

/**
 * The channels of `settings`: a disabled setting sends nothing on its channel (issue 25 item 6);
 * SMS is never a channel (no provider is configured).
 */
export function reminderChannels(settings: ReminderSettings, hasPushSubscription: boolean): Channels {
  return { email: settings.emailNotifications, push: settings.pushNotifications && hasPushSubscription };
}

/**
 * The reminder kinds whose morning window `now` falls in for a user with `settings`, each with her
 * local day: 'study' every day, 'practice-test' on Mondays, both from 08:00 to 11:00 in her time
 * zone, and only when the kind's setting is on and at least one channel is open.
 */
export function remindersInWindow(
  settings: ReminderSettings,
  hasPushSubscription: boolean,
  now: Date,
): Array<{ kind: ReminderKind; localDay: string }> {
  const channels = reminderChannels(settings, hasPushSubscription);
  if (!channels.email && !channels.push) return [];
  const hour = localHour(now, settings.timezone);
  if (hour < MORNING_HOURS.from || hour >= MORNING_HOURS.to) return [];
  const day = localDay(now, settings.timezone);
  const kinds: Array<{ kind: ReminderKind; localDay: string }> = [];
  if (settings.studyReminders) kinds.push({ kind: 'study', localDay: day });
  if (settings.practiceTestAlerts && weekday(day) === PRACTICE_ALERT_WEEKDAY) {
    kinds.push({ kind: 'practice-test', localDay: day });
  }
  return kinds;
}

/** The weekday (0 Sunday ... 6 Saturday) of the calendar day `day` (YYYY-MM-DD). */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** What the study reminder says: the cards due today and whether the plan is behind. */
export interface StudyState {
  due: number;
  behind: boolean;
}

/** The study reminder goes only when cards are due or the plan is behind (issue 25 item 6). */
export function studyReminderWanted(state: StudyState): boolean {
  return state.due > 0 || state.behind;
}

/** One student as the scan sees her. */
export interface ReminderCandidate {
  userId: string;
  settings: ReminderSettings;
  hasPushSubscription: boolean;
  /** Her cards due today and plan status; read only for those in a window (null: not read). */
  study: StudyState | null;
}

/** One reminder to send: to whom, which, for which of her local days, on which channels. */
export interface SelectedReminder {
  userId: string;
  kind: ReminderKind;
  localDay: string;
  channels: Channels;
}

/**
 * The reminders due at `now` for `candidates` (issue 25 item 6): each kind in its morning window
 * of her time zone, the study reminder only with cards due or the plan behind. Already-sent
 * reminders are filtered by the delivery table, not here.
 */
export function selectReminders(candidates: ReminderCandidate[], now: Date): SelectedReminder[] {
  return candidates.flatMap((candidate) =>
    remindersInWindow(candidate.settings, candidate.hasPushSubscription, now)
      .filter(({ kind }) => kind !== 'study' || (candidate.study !== null && studyReminderWanted(candidate.study)))
      .map(({ kind, localDay: day }) => ({
        userId: candidate.userId,
        kind,
        localDay: day,
        channels: reminderChannels(candidate.settings, candidate.hasPushSubscription),
      })),
  );
}
