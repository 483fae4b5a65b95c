import { describe, expect, it } from 'vitest';
import { sessionCalendarFile } from './booking-mail';

const session = {
  title: 'Cardiac Rhythms Q&A',
  description: 'Reading rhythm strips together.',
  startsAt: new Date('2026-04-02T15:00:00.000Z'),
  durationMinutes: 90,
  meetingUrl: 'https://meet.example.org/cardiac' as string | null,
  place: null as string | null,
};
/** The calendar file with folded lines unfolded (RFC 5545 §3.1). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('issue 27 item 3: a booked session’s calendar file', () => {
  it('has the start and end in UTC, a UID stable per booking, the page as URL, and never the meeting link', () => {
    const file = unfolded(
      sessionCalendarFile(session, {
        bookingId: 'order-1',
        trainerName: 'Tessa Trainer',
        pageUrl: 'https://nightingale.example/training-center',
      }),
    );
    expect(file).toMatch(/^BEGIN:VCALENDAR/);
    expect(file).toContain('METHOD:PUBLISH');
    expect(file).toMatch(/^DTSTART:20260402T150000Z\r$/m);
    expect(file).toMatch(/^DTEND:20260402T163000Z\r$/m);
    expect(file).toContain('UID:order-1@nightingale');
    expect(file).toContain('SUMMARY:Cardiac Rhythms Q&A');
    expect(file).toContain('URL:https://nightingale.example/training-center');
    expect(file).toContain('LOCATION:Online (video call)');
    expect(file).toContain(
      'The meeting link appears 15 minutes before the start at https://nightingale.example/training-center',
    );
    expect(file).not.toContain('meet.example.org');
    const again = unfolded(
      sessionCalendarFile(session, {
        bookingId: 'order-1',
        trainerName: 'Tessa Trainer',
        pageUrl: 'https://x.example',
      }),
    );
    expect(again).toContain('UID:order-1@nightingale');
  });

  it('gives the place as the location of a session held in person', () => {
    const file = unfolded(
      sessionCalendarFile(
        { ...session, meetingUrl: null, place: 'Skills Lab 2' },
        { bookingId: 'order-2', trainerName: '', pageUrl: 'https://nightingale.example/training-center' },
      ),
    );
    expect(file).toContain('LOCATION:Skills Lab 2');
    expect(file).toContain('UID:order-2@nightingale');
  });
});
