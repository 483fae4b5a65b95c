import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { msg } from '../../../../shared/i18n/msg';
import { wallTime, zonedWallTimeToInstant } from '../../../../shared/time/zones';
import {
  DEFAULT_SESSION_DURATION,
  DEFAULT_SESSION_SIZE,
  SESSION_DURATIONS,
  SESSION_LOCATION_REQUIRED,
  SESSION_MAX_PRICE_CENTS,
  SESSION_PRICE_MESSAGE,
  SESSION_SIZES,
  SESSION_START_REQUIRED,
  type SessionBody,
  type SessionFormValues,
  sessionBodySchema,
  type TrainerSession,
} from '../../../../shared/trainer-sessions/sessions';
import { dollarsOf } from '../../../lib/dollars';
import { displayTimeZone } from '../../../lib/format';

/** What the form says when the chosen start has already passed (the server refuses it too). */
const SESSION_START_FUTURE = msg('Please choose a date and time in the future.');

/** An empty session form: 60 minutes, one student (spec §9), no price or start yet. */
export const EMPTY_SESSION_FORM: SessionFormValues = {
  title: '',
  description: '',
  durationMinutes: String(DEFAULT_SESSION_DURATION),
  price: '',
  maxStudents: String(DEFAULT_SESSION_SIZE),
  startsAt: '',
  meetingUrl: '',
  place: '',
};

/** True when `dollars` has at most two decimals. */
const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/**
 * A datetime-local value ("2026-05-01T14:30", a wall-clock time in the trainer's time zone setting,
 * issue 25 item 7) as a time in ms; NaN when unreadable.
 */
const localTime = (value: string) => zonedWallTimeToInstant(value, displayTimeZone()).getTime();

/**
 * The session form's checks (spec §5 "Session"), on the shared body's title and description rules:
 * a title ('Please enter a session title.'), a duration and a size from the lists, a price in
 * dollars from 0 to 9,999.99 with at most two decimals, a start that is a time in the future, and
 * (issue 27 item 3) a meeting link that is an https address and a place of at most 200 characters.
 */
const sessionFields = z.object({
  title: sessionBodySchema.shape.title,
  description: sessionBodySchema.shape.description,
  durationMinutes: z.string().check(
    z.refine((value) => SESSION_DURATIONS.some((minutes) => String(minutes) === value), {
      error: msg('The duration must be 30, 60, 90 or 120 minutes.'),
    }),
  ),
  price: z.union([z.number(), z.string()]).check(
    z.refine(
      (value) => {
        const dollars = dollarsOf(value);
        return (
          dollars !== null &&
          dollars >= 0 &&
          isWholeCents(dollars) &&
          Math.round(dollars * 100) <= SESSION_MAX_PRICE_CENTS
        );
      },
      { error: SESSION_PRICE_MESSAGE },
    ),
  ),
  maxStudents: z.string().check(
    z.refine((value) => SESSION_SIZES.some((size) => String(size) === value), {
      error: msg('Max students must be 1, 2, 3 or 5.'),
    }),
  ),
  startsAt: z.string().check(
    z.refine((value) => !Number.isNaN(localTime(value)), { error: SESSION_START_REQUIRED, abort: true }),
    z.refine((value) => localTime(value) > Date.now(), { error: SESSION_START_FUTURE }),
  ),
  meetingUrl: sessionBodySchema.shape.meetingUrl,
  place: sessionBodySchema.shape.place,
});

/**
 * The session form's schema: `sessionFields`, and a meeting link or a place (issue 27 item 3),
 * unless `locationOptional` (editing a session saved before issue 27 without either, which may keep none).
 */
export function sessionFormSchemaOf({ locationOptional = false } = {}) {
  return sessionFields.check(
    z.refine((values) => locationOptional || values.meetingUrl.trim() !== '' || values.place.trim() !== '', {
      error: SESSION_LOCATION_REQUIRED,
      path: ['meetingUrl'],
    }),
  );
}

/** The form's schema for a new session: a meeting link or a place is required. */
export const sessionFormSchema = sessionFormSchemaOf();

/** The form's checked values as the API's body: dollars to whole cents, the start (in the trainer's time zone) to ISO 8601 (UTC). */
export function toSessionBody(values: z.output<typeof sessionFormSchema>): SessionBody {
  return {
    title: values.title,
    description: values.description,
    durationMinutes: Number(values.durationMinutes) as SessionBody['durationMinutes'],
    priceCents: Math.round((dollarsOf(values.price) ?? 0) * 100),
    maxStudents: Number(values.maxStudents) as SessionBody['maxStudents'],
    startsAt: new Date(localTime(values.startsAt)).toISOString(),
    meetingUrl: values.meetingUrl,
    place: values.place,
  };
}

/**
 * A time as a datetime-local input's value in the reader's time zone setting (the browser's when
 * signed out; issue 25 item 7), so the form and every list show a session at the same time: "2026-05-01T14:30".
 */
export function toLocalInputValue(date: Date): string {
  return wallTime(date, displayTimeZone());
}

/** A saved session as the form's values (to edit it): the price back in dollars, the start in local time. */
export function toSessionFormValues(session: TrainerSession): SessionFormValues {
  return {
    title: session.title,
    description: session.description,
    durationMinutes: String(session.durationMinutes),
    price: session.priceCents / 100,
    maxStudents: String(session.maxStudents),
    startsAt: toLocalInputValue(new Date(session.startsAt)),
    meetingUrl: session.meetingUrl ?? '',
    place: session.place ?? '',
  };
}

/**
 * What a session is called on screen (issue 27 item 3): one for more than one student is a
 * "Group session"; one for a single student a "One-on-one session".
 */
export function sessionKindLabel(maxStudents: number): string {
  return maxStudents > 1 ? msg('Group session') : msg('One-on-one session');
}

/** The label shown for a session's status (spec §4; Full and Past are read from its seats and time). */
export type SessionStatusLabel = 'Available' | 'Full' | 'Cancelled' | 'Past';

/** Where a session stands now: Cancelled, Past (started), Full (no seat left) or Available. */
export function sessionStatusLabel(
  session: { status: string; startsAt: string; isFull: boolean },
  now = Date.now(),
): SessionStatusLabel {
  if (session.status === 'cancelled') return 'Cancelled';
  if (new Date(session.startsAt).getTime() <= now) return 'Past';
  if (session.isFull) return 'Full';
  return 'Available';
}

/** "30 minutes", "1 hour", "1 hour 30 minutes", "2 hours". */
export function formatDuration(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? t('{{count}} hours', { count: hours }) : '',
    rest > 0 ? t('{{count}} minutes', { count: rest }) : '',
  ].filter(Boolean);
  return parts.join(' ') || t('{{count}} minutes', { count: 0 });
}
