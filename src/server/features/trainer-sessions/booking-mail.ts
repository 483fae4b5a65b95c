import { eq } from 'drizzle-orm';
import { createEvent } from 'ics';
import { paths } from '../../../shared/paths';
import { formatDateTimeIn } from '../../../shared/time/zones';
import { MEETING_LINK_LEAD_MINUTES } from '../../../shared/trainer-sessions/sessions';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';
import { findUserNames } from '../account/service';
import type { ReceiptExtra } from '../payments/service';
import { trainingSessions } from './tables';
import { type SessionRow, sessionEnd } from './to-sessions';

/*
 * A booked session in its receipt email (issue 27 item 3): the session's time in the buyer's time
 * zone, the place or where the meeting link appears (15 minutes before the start, in Nightingale),
 * and a calendar file (.ics) made with the `ics` package.
 */

/** The address of the page where a buyer finds her booked sessions and their links (the Training Center). */
export function bookedSessionsUrl(publicUrl: string): string {
  return `${publicUrl}${paths.trainingCenter.path}`;
}

/**
 * The calendar file (RFC 5545 text) of booking `bookingId` (the order's id: the event's UID,
 * `<bookingId>@nightingale`, stays the same for the booking, so a second import updates the
 * event) of `session`: start and end in UTC, the title, the trainer, the place (or "Online" with
 * where the link appears) as LOCATION, and the page of booked sessions as URL. The meeting link
 * itself is not in it: buyers see it from 15 minutes before the start. Throws when `ics` refuses.
 */
export function sessionCalendarFile(
  session: Pick<SessionRow, 'title' | 'description' | 'startsAt' | 'durationMinutes' | 'meetingUrl' | 'place'>,
  { bookingId, trainerName, pageUrl }: { bookingId: string; trainerName: string; pageUrl: string },
): string {
  const online = session.meetingUrl !== null;
  const location = session.place ?? (online ? 'Online (video call)' : 'To be confirmed by the trainer');
  const joinNote = online
    ? `The meeting link appears ${MEETING_LINK_LEAD_MINUTES} minutes before the start at ${pageUrl}`
    : `Place: ${location}`;
  const { error, value } = createEvent({
    uid: `${bookingId}@nightingale`,
    productId: 'nightingale/sessions',
    method: 'PUBLISH',
    title: session.title,
    description: [session.description, trainerName ? `With ${trainerName}.` : '', joinNote]
      .filter((part) => part !== '')
      .join('\n\n'),
    start: session.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: sessionEnd(session).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location,
    url: pageUrl,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return value;
}

/**
 * The receipt's extra part of a booked session (`receiptExtra` of the session order kind): the
 * session's time in `timeZone` (with the zone's abbreviation), its length, the trainer, the place or
 * the note that the link appears 15 minutes before the start on the page of booked sessions (with
 * its address), and the calendar file `session.ics`. Null when the session no longer exists.
 */
export async function sessionReceiptExtra(
  db: Database,
  order: { id: string; itemId: string },
  { timeZone, publicUrl }: { timeZone: string; publicUrl: string },
): Promise<ReceiptExtra | null> {
  const [row] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, order.itemId));
  if (!row) return null;
  const trainerName = (await findUserNames(db, [row.trainerId])).get(row.trainerId) ?? '';
  const pageUrl = bookedSessionsUrl(publicUrl);
  const lines = [
    'Your session',
    `When: ${formatDateTimeIn(row.startsAt, timeZone, { zoneName: true })} (${row.durationMinutes} minutes)`,
    ...(trainerName ? [`Trainer: ${trainerName}`] : []),
    ...(row.place ? [`Place: ${row.place}`] : []),
    ...(row.meetingUrl
      ? [
          `Meeting link: it appears in Nightingale ${MEETING_LINK_LEAD_MINUTES} minutes before the start, under Your Booked Sessions at ${pageUrl}`,
        ]
      : []),
    'The attached calendar file (session.ics) adds the session to your calendar.',
  ];
  const attachment: MailAttachment = {
    filename: 'session.ics',
    content: sessionCalendarFile(row, { bookingId: order.id, trainerName, pageUrl }),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
  return { lines, attachments: [attachment] };
}
