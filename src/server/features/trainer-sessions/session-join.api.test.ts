import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { book, createSessionAs, DEFAULT_MEETING_URL, sessionBody } from '../../testing/trainer-tools';

/*
 * Issue 27 item 3: a session's meeting link or place, who sees it and when, and the booking email
 * with its calendar file.
 */

let t: TestApp;
let trainer: SignedIn;
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, admin, buyer, other] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Tessa', lastName: 'Trainer' }),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student', { firstName: 'Amara' }),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const MINUTE_MS = 60 * 1000;
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MINUTE_MS).toISOString();
const listed = async (who: SignedIn | null, sessionId: string) =>
  (await requestAs(t.app, who, 'GET', '/api/sessions')).json().sessions.find((s: { id: string }) => s.id === sessionId);
const bookedOf = async (who: SignedIn) => (await requestAs(t.app, who, 'GET', '/api/sessions/booked')).json().sessions;

describe('issue 27 item 3: a meeting link or a place', () => {
  it('refuses a meeting link that is not an https address, and a new session without a link or a place: 400, nothing created', async () => {
    const before = (await requestAs(t.app, trainer, 'GET', '/api/trainer/sessions')).json().sessions.length;
    for (const meetingUrl of ['http://meet.example.org/abc', 'javascript:alert(1)', 'meet.example.org/abc']) {
      const response = await requestAs(t.app, trainer, 'POST', '/api/trainer/sessions', sessionBody({ meetingUrl }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('The meeting link must be an https address');
    }
    const none = await requestAs(
      t.app,
      trainer,
      'POST',
      '/api/trainer/sessions',
      sessionBody({ meetingUrl: '', place: '  ' }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toEqual({
      code: 'session_location_required',
      message: 'Give a meeting link or a place for the session, so the students who book it know where to join.',
    });
    const tooLong = await requestAs(
      t.app,
      trainer,
      'POST',
      '/api/trainer/sessions',
      sessionBody({ place: 'x'.repeat(201) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await requestAs(t.app, trainer, 'GET', '/api/trainer/sessions')).json().sessions).toHaveLength(before);
  });

  it('stores an https link typed with capitals or without slashes in its standard form (no 500 from the https check)', async () => {
    for (const [typed, stored] of [
      ['HTTPS://Meet.Example.org/abc', 'https://meet.example.org/abc'],
      ['https:meet.example.org/abc', 'https://meet.example.org/abc'],
    ]) {
      const response = await requestAs(
        t.app,
        trainer,
        'POST',
        '/api/trainer/sessions',
        sessionBody({ meetingUrl: typed }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().session.meetingUrl).toBe(stored);
    }
  });

  it('keeps a link or a place the trainer gives, and refuses a change that removes both', async () => {
    const inPerson = await createSessionAs(t.app, trainer, { meetingUrl: '', place: ' Skills Lab 2 ' });
    expect(inPerson).toMatchObject({ meetingUrl: null, place: 'Skills Lab 2' });
    const online = await createSessionAs(t.app, trainer);
    expect(online).toMatchObject({ meetingUrl: DEFAULT_MEETING_URL, place: null });
    const cleared = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${online.id}`,
      sessionBody({ meetingUrl: '', place: '' }),
    );
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.code).toBe('session_location_required');
    const moved = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${online.id}`,
      sessionBody({ meetingUrl: 'https://meet.example.org/other-room' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().session.meetingUrl).toBe('https://meet.example.org/other-room');
  });
});

describe('issue 27 item 3: who sees the link, and when', () => {
  it('shows the link to its trainer and admins, never to students who did not book it, in any list', async () => {
    const session = await createSessionAs(t.app, trainer, { startsAt: inMinutes(120), place: 'Room 4' });
    const mine = (await requestAs(t.app, trainer, 'GET', '/api/trainer/sessions')).json().sessions;
    expect(mine.find((s: { id: string }) => s.id === session.id)).toMatchObject({
      meetingUrl: DEFAULT_MEETING_URL,
      place: 'Room 4',
    });
    expect(await listed(trainer, session.id)).toMatchObject({ meetingUrl: DEFAULT_MEETING_URL, place: 'Room 4' });
    expect(await listed(admin, session.id)).toMatchObject({ meetingUrl: DEFAULT_MEETING_URL, place: 'Room 4' });
    for (const reader of [other, null]) {
      expect(await listed(reader, session.id)).toMatchObject({ meetingUrl: null, place: null, meetingUrlFrom: null });
    }
    const raw = (await requestAs(t.app, null, 'GET', '/api/sessions')).body;
    expect(raw).not.toContain(DEFAULT_MEETING_URL);
    expect(raw).not.toContain('Room 4');
  });

  it('shows a buyer the place at once and the link from 15 minutes before the start until the end', async () => {
    const startsAt = inMinutes(60);
    const session = await createSessionAs(t.app, trainer, { startsAt, place: 'Room 5', durationMinutes: 30 });
    expect((await book(t.app, buyer, session.id)).statusCode).toBe(201);

    const opensAt = new Date(new Date(startsAt).getTime() - 15 * MINUTE_MS).toISOString();
    const early = { meetingUrl: null, place: 'Room 5', meetingUrlFrom: opensAt, viewerState: 'booked' };
    expect(await listed(buyer, session.id)).toMatchObject(early);
    expect((await bookedOf(buyer)).find((s: { id: string }) => s.id === session.id)).toMatchObject(early);
    expect(await listed(other, session.id)).toMatchObject({ meetingUrl: null, place: null, meetingUrlFrom: null });

    t.clock.advance(44 * 60 + 59); // 15 minutes and 1 second before the start
    expect((await bookedOf(buyer)).find((s: { id: string }) => s.id === session.id)).toMatchObject(early);

    t.clock.advance(1); // 15 minutes before the start
    const open = { meetingUrl: DEFAULT_MEETING_URL, place: 'Room 5', meetingUrlFrom: null };
    expect((await bookedOf(buyer)).find((s: { id: string }) => s.id === session.id)).toMatchObject(open);
    expect(await listed(buyer, session.id)).toMatchObject(open);
    expect(await listed(other, session.id)).toMatchObject({ meetingUrl: null, place: null });

    t.clock.advance(15 * 60 + 29 * 60); // 29 minutes into the 30-minute session: still in the booked list
    expect((await bookedOf(buyer)).find((s: { id: string }) => s.id === session.id)).toMatchObject(open);

    t.clock.advance(60); // ended: gone from the booked list
    expect((await bookedOf(buyer)).some((s: { id: string }) => s.id === session.id)).toBe(false);
  });

  it('hides the link and the place from a buyer whose booking was refunded', async () => {
    const refunded = await signedInAs(t.app, 'student');
    const session = await createSessionAs(t.app, trainer, {
      startsAt: inMinutes(10),
      place: 'Room 9',
      priceCents: 5000,
    });
    const booking = await book(t.app, refunded, session.id);
    expect(booking.statusCode).toBe(201);
    expect(await listed(refunded, session.id)).toMatchObject({ meetingUrl: DEFAULT_MEETING_URL, place: 'Room 9' });
    const refund = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${booking.json().purchase.id}/refund`, {
      reason: 'Cannot attend',
    });
    expect(refund.statusCode).toBe(200);
    expect(await listed(refunded, session.id)).toMatchObject({ meetingUrl: null, place: null, meetingUrlFrom: null });
    expect((await bookedOf(refunded)).some((s: { id: string }) => s.id === session.id)).toBe(false);
  });

  it('lists only the reader’s own bookings, not cancelled ones; 401 signed out', async () => {
    const session = await createSessionAs(t.app, trainer, { startsAt: inMinutes(300) });
    const cancelledOne = await createSessionAs(t.app, trainer, { startsAt: inMinutes(400) });
    await book(t.app, buyer, session.id);
    await book(t.app, buyer, cancelledOne.id);
    await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${cancelledOne.id}/cancel`);
    const ids = (await bookedOf(buyer)).map((s: { id: string }) => s.id);
    expect(ids).toContain(session.id);
    expect(ids).not.toContain(cancelledOne.id);
    expect((await bookedOf(other)).some((s: { id: string }) => s.id === session.id)).toBe(false);
    const signedOut = await requestAs(t.app, null, 'GET', '/api/sessions/booked');
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('issue 27 item 3: the booking email and its calendar file', () => {
  it('sends the buyer the session’s time in her time zone, where the link appears and an .ics whose DTSTART is the start', async () => {
    const student = await signedInAs(t.app, 'student', { firstName: 'Nadia' });
    const saved = await requestAs(t.app, student, 'PUT', '/api/account/settings', {
      ...DEFAULT_SETTINGS,
      timezone: 'America/New_York',
    });
    expect(saved.statusCode).toBe(200);
    const session = await createSessionAs(t.app, trainer, {
      title: 'Calendar Coaching',
      startsAt: '2026-04-02T15:00:00.000Z',
      durationMinutes: 90,
    });
    const response = await book(t.app, student, session.id);
    expect(response.statusCode).toBe(201);
    const { order } = response.json();

    const mails = t.mail.filter((mail) => mail.to === student.email && /receipt/i.test(mail.subject));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const text = mail?.text ?? '';
    // 15:00 UTC on 2 April is 11:00 AM in New York (EDT).
    expect(text).toContain('When: 4/2/26, 11:00 AM EDT (90 minutes)');
    expect(text).toContain('Trainer: Tessa Trainer');
    expect(text).toContain(
      `Meeting link: it appears in Nightingale 15 minutes before the start, under Your Booked Sessions at ${TEST_ORIGIN}/training-center`,
    );
    expect(text).not.toContain(DEFAULT_MEETING_URL);

    expect(mail?.attachments).toHaveLength(1);
    const ics = mail?.attachments?.[0];
    expect(ics).toMatchObject({ filename: 'session.ics', contentType: expect.stringContaining('text/calendar') });
    const content = (ics?.content ?? '').replace(/\r\n[ \t]/g, '');
    expect(content).toContain('BEGIN:VEVENT');
    expect(content).toMatch(/^DTSTART:20260402T150000Z\r?$/m);
    expect(content).toMatch(/^DTEND:20260402T163000Z\r?$/m);
    expect(content).toContain(`UID:${order.id}@nightingale`);
    expect(content).toContain('SUMMARY:Calendar Coaching');
    expect(content).toContain(`URL:${TEST_ORIGIN}/training-center`);
    expect(content).toContain('LOCATION:Online (video call)');
    expect(content).not.toContain(DEFAULT_MEETING_URL);
  });

  it('gives the place in the email and the calendar file of a session held in person', async () => {
    const student = await signedInAs(t.app, 'student');
    const session = await createSessionAs(t.app, trainer, {
      meetingUrl: '',
      place: 'Skills Lab 2, 120 Main Street',
      startsAt: '2026-04-03T15:00:00.000Z',
    });
    expect((await book(t.app, student, session.id)).statusCode).toBe(201);
    const [mail] = t.mail.filter((m) => m.to === student.email && /receipt/i.test(m.subject));
    expect(mail?.text).toContain('Place: Skills Lab 2, 120 Main Street');
    expect(mail?.text).not.toContain('Meeting link');
    const content = (mail?.attachments?.[0]?.content ?? '').replace(/\r\n[ \t]/g, '');
    expect(content).toContain('LOCATION:Skills Lab 2\\, 120 Main Street');
  });

  it('confirms a free booking too, with its calendar file (no receipt: nothing was paid)', async () => {
    const student = await signedInAs(t.app, 'student', { firstName: 'Ife' });
    const session = await createSessionAs(t.app, trainer, {
      title: 'Free Office Hour',
      priceCents: 0,
      startsAt: '2026-04-04T15:00:00.000Z',
    });
    expect((await book(t.app, student, session.id)).statusCode).toBe(201);
    const mails = t.mail.filter((m) => m.to === student.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Nightingale booking: Free Office Hour']);
    expect(mails[0]?.text).toContain('You booked Free Office Hour at no charge.');
    expect(mails[0]?.text).toContain('Meeting link: it appears in Nightingale 15 minutes before the start');
    const content = (mails[0]?.attachments?.[0]?.content ?? '').replace(/\r\n[ \t]/g, '');
    expect(content).toMatch(/^DTSTART:20260404T150000Z\r?$/m);
  });
});
