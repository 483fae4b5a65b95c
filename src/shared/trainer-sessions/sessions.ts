import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';

/**
 * One-on-one sessions (spec §2 "Trainer sessions", §3 "Trainer session", §4 'available', §5
 * "Session", §9 durations and sizes). Prices in integer cents (0 is free), durations in minutes,
 * times ISO 8601. A booking is a marketplace purchase of the session.
 */

/** Spec §9: 30, 60 (default), 90, 120 minutes. */
export const SESSION_DURATIONS = [30, 60, 90, 120] as const;
export const DEFAULT_SESSION_DURATION = 60;
/** Spec §9: max students 1 (default), 2, 3, 5. */
export const SESSION_SIZES = [1, 2, 3, 5] as const;
export const DEFAULT_SESSION_SIZE = 1;

/** Stored states: available on creation (spec §4); cancelled by its trainer. */
const SESSION_STATUSES = ['available', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Spec §5 and §8 texts. */
export const SESSION_TITLE_REQUIRED = msg('Please enter a session title.');
export const SESSION_LOGIN_REQUIRED = msg('You must be logged in to create sessions.');
export const SESSION_CREATED = msg('Your training session has been created successfully.');
export const SESSION_CREATE_FAILED = msg('Failed to create session. Please try again.');
export const SESSION_START_REQUIRED = msg('Please choose the date and time of the session.');
export const SESSION_PRICE_MESSAGE = msg('The price must be a number from 0 to 9,999.99, with at most two decimals.');

/** Issue 27 item 3: where a session happens. */
export const SESSION_MEETING_URL_MESSAGE = msg(
  'The meeting link must be an https address, such as https://meet.example.org/abc-defg-hij.',
);
export const SESSION_LOCATION_REQUIRED = msg(
  'Give a meeting link or a place for the session, so the students who book it know where to join.',
);
export const SESSION_MEETING_URL_MAX = 500;
export const SESSION_PLACE_MAX = 200;
/** Buyers see the meeting link from this many minutes before the start until the end (issue 27 item 3). */
export const MEETING_LINK_LEAD_MINUTES = 15;

export const SESSION_TITLE_MAX = 200;
export const SESSION_DESCRIPTION_MAX = 2000;
/** The highest price of a session ($9,999.99), in cents. */
export const SESSION_MAX_PRICE_CENTS = 999_999;

/** Whether `text` is an absolute https address (a meeting link). */
export function isHttpsAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const sessionFields = {
  title: z
    .string({ error: SESSION_TITLE_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, SESSION_TITLE_REQUIRED),
      visibleText(SESSION_TITLE_REQUIRED),
      z.maxLength(SESSION_TITLE_MAX, msg('The title must be at most {{max}} characters.', { max: SESSION_TITLE_MAX })),
      noControlCharacters(msg('The title')),
    ),
  description: z._default(
    z
      .string({ error: msg('The description must be text.') })
      .check(
        z.trim(),
        z.maxLength(
          SESSION_DESCRIPTION_MAX,
          msg('The description must be at most {{max}} characters.', { max: SESSION_DESCRIPTION_MAX }),
        ),
        noControlCharacters(msg('The description'), { multiline: true }),
      ),
    '',
  ),
  durationMinutes: z.union(
    SESSION_DURATIONS.map((minutes) => z.literal(minutes)),
    { error: msg('The duration must be 30, 60, 90 or 120 minutes.') },
  ),
  maxStudents: z.union(
    SESSION_SIZES.map((size) => z.literal(size)),
    { error: msg('Max students must be 1, 2, 3 or 5.') },
  ),
  /**
   * The video-call address (issue 27 item 3): an https address, '' or absent for none. The server
   * asks a new session for a meeting link or a place (400 `session_location_required`).
   */
  meetingUrl: z._default(
    z.string({ error: SESSION_MEETING_URL_MESSAGE }).check(
      z.trim(),
      z.maxLength(
        SESSION_MEETING_URL_MAX,
        msg('The meeting link must be at most {{max}} characters.', { max: SESSION_MEETING_URL_MAX }),
      ),
      z.refine((value) => value === '' || isHttpsAddress(value), SESSION_MEETING_URL_MESSAGE),
    ),
    '',
  ),
  /** Where the session takes place, as free text (a room, an address); '' or absent for none. */
  place: z._default(
    z
      .string({ error: msg('The place must be text.') })
      .check(
        z.trim(),
        z.maxLength(
          SESSION_PLACE_MAX,
          msg('The place must be at most {{max}} characters.', { max: SESSION_PLACE_MAX }),
        ),
        noControlCharacters(msg('The place')),
      ),
    '',
  ),
};

/**
 * Body of POST /api/trainer/sessions and PUT /api/trainer/sessions/:sessionId: the price in whole
 * cents from 0 to 999999, and the start (an ISO 8601 time; the server refuses one in the past).
 */
export const sessionBodySchema = z.strictObject({
  ...sessionFields,
  priceCents: z
    .int({ error: SESSION_PRICE_MESSAGE })
    .check(z.minimum(0, SESSION_PRICE_MESSAGE), z.maximum(SESSION_MAX_PRICE_CENTS, SESSION_PRICE_MESSAGE)),
  startsAt: z.iso.datetime({ offset: true, error: SESSION_START_REQUIRED }),
});
export type SessionBody = z.input<typeof sessionBodySchema>;

/** Where the signed-in reader stands with a session: what the Book button shows. */
const SESSION_VIEWER_STATES = ['bookable', 'booked', 'own', 'full', 'past', 'cancelled'] as const;
export type SessionViewerState = (typeof SESSION_VIEWER_STATES)[number];

/** A session as the API shows it. `seatsTaken` counts completed bookings (refunds free a seat). */
export const sessionSchema = z.object({
  id: z.string(),
  trainerId: z.string(),
  trainerName: z.string(),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.int(),
  priceCents: z.int(),
  maxStudents: z.int(),
  startsAt: z.string(),
  createdAt: z.string(),
  status: z.enum(SESSION_STATUSES),
  seatsTaken: z.int(),
  isFull: z.boolean(),
  viewerState: z.enum(SESSION_VIEWER_STATES),
  /**
   * Issue 27 item 3: the meeting link, for the session's trainer and admins always, for a buyer
   * (a completed booking) from the start minus 15 minutes until the end; null otherwise or when
   * the session has none. Never shown to anyone else.
   */
  meetingUrl: z.nullable(z.string()),
  /** The place, for the trainer, admins and buyers (from the booking on); null otherwise or when none. */
  place: z.nullable(z.string()),
  /** For a buyer while the meeting link is still held back: when it appears (ISO 8601); null otherwise. */
  meetingUrlFrom: z.nullable(z.string()),
});
export type Session = z.infer<typeof sessionSchema>;

/** A booking as the session's trainer sees it. */
const sessionBookingSchema = z.object({
  purchaseId: z.string(),
  studentName: z.string(),
  bookedAt: z.string(),
});

/** One of the trainer's sessions, with its bookings and what it earned them (80% shares less refunds), in cents. */
const trainerSessionSchema = z.extend(sessionSchema, {
  bookings: z.array(sessionBookingSchema),
  earnedCents: z.int(),
});
export type TrainerSession = z.infer<typeof trainerSessionSchema>;

/**
 * GET /api/trainer/sessions: the trainer's sessions, soonest first, and the side cards' figures
 * (spec §2 "Trainer sessions", real instead of placeholders).
 */
export const trainerSessionsSchema = z.object({
  sessions: z.array(trainerSessionSchema),
  stats: z.object({
    /** Sessions not cancelled. */
    sessionsOffered: z.int(),
    /** Of those, the ones still to come. */
    upcomingSessions: z.int(),
    /** Completed bookings of all the trainer's sessions. */
    bookings: z.int(),
    /** The trainer's shares of session bookings, less refunds, in cents. */
    earningsCents: z.int(),
  }),
});
export type TrainerSessions = z.infer<typeof trainerSessionsSchema>;

/** GET /api/sessions?trainerId=: sessions still to come and not cancelled, soonest first, for students. */
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionListQuerySchema = z.object({
  trainerId: z.optional(entityId(msg('The trainer id'))),
});

export const sessionParamsSchema = z.object({
  sessionId: entityId(msg('The session id')),
});

export const sessionResultSchema = z.object({ session: trainerSessionSchema });

/**
 * GET /api/sessions/booked: the signed-in reader's booked sessions (completed bookings) not
 * cancelled and not yet ended, soonest first, with the meeting link or place as she may see them.
 */
export const bookedSessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type BookedSessionList = z.infer<typeof bookedSessionListSchema>;

/** The session form's values on /trainer-sessions: the price in dollars ('' while empty), the start as typed. */
export type SessionFormValues = {
  title: string;
  description: string;
  durationMinutes: string;
  price: number | string;
  maxStudents: string;
  startsAt: string;
  meetingUrl: string;
  place: string;
};
