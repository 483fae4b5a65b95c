import { eq } from 'drizzle-orm';
import { createEvent } from 'ics';
import { DEFAULT_LANGUAGE, FORMAT_LOCALES, type LanguageCode } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import { formatDateTimeIn } from '../../../shared/time/zones';
import { MEETING_LINK_LEAD_MINUTES } from '../../../shared/trainer-sessions/sessions';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
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
 * itself is not in it: buyers see it from 15 minutes before the start. Its own words are in the
 * buyer's `language` (issue 29; English by default); the session's title and description as the
 * trainer wrote them. Throws when `ics` refuses.
 */
export function sessionCalendarFile(
  session: Pick<SessionRow, 'title' | 'description' | 'startsAt' | 'durationMinutes' | 'meetingUrl' | 'place'>,
  {
    bookingId,
    trainerName,
    pageUrl,
    language = DEFAULT_LANGUAGE,
  }: { bookingId: string; trainerName: string; pageUrl: string; language?: LanguageCode },
): string {
  const t = translator(language);
  const online = session.meetingUrl !== null;
  const location = session.place ?? (online ? t('Online (video call)') : t('To be confirmed by the trainer'));
  const joinNote = online
    ? t('The meeting link appears {{minutes}} minutes before the start at {{link}}', {
        minutes: MEETING_LINK_LEAD_MINUTES,
        link: pageUrl,
      })
    : t('Place: {{place}}', { place: location });
  const { error, value } = createEvent({
    uid: `${bookingId}@nightingale`,
    productId: 'nightingale/sessions',
    method: 'PUBLISH',
    title: session.title,
    description: [session.description, trainerName ? t('With {{trainer}}.', { trainer: trainerName }) : '', joinNote]
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
 * its address), and the calendar file `session.ics`, in the buyer's `language` (issue 29). Null
 * when the session no longer exists.
 */
export async function sessionReceiptExtra(
  db: Database,
  order: { id: string; itemId: string },
  { timeZone, publicUrl, language }: { timeZone: string; publicUrl: string; language: LanguageCode },
): Promise<ReceiptExtra | null> {
  const t = translator(language);
  const [row] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, order.itemId));
  if (!row) return null;
  const trainerName = (await findUserNames(db, [row.trainerId])).get(row.trainerId) ?? '';
  const pageUrl = bookedSessionsUrl(publicUrl);
  const lines = [
    t('Your session'),
    t('When: {{when}} ({{minutes}} minutes)', {
      when: formatDateTimeIn(row.startsAt, timeZone, { zoneName: true, locale: FORMAT_LOCALES[language] }),
      minutes: row.durationMinutes,
    }),
    ...(trainerName ? [t('Trainer: {{trainer}}', { trainer: trainerName })] : []),
    ...(row.place ? [t('Place: {{place}}', { place: row.place })] : []),
    ...(row.meetingUrl
      ? [
          t(
            'Meeting link: it appears in Nightingale {{minutes}} minutes before the start, under Your Booked Sessions at {{link}}',
            { minutes: MEETING_LINK_LEAD_MINUTES, link: pageUrl },
          ),
        ]
      : []),
    t('The attached calendar file (session.ics) adds the session to your calendar.'),
  ];
  const attachment: MailAttachment = {
    filename: 'session.ics',
    content: sessionCalendarFile(row, { bookingId: order.id, trainerName, pageUrl, language }),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
  return { lines, attachments: [attachment] };
}
