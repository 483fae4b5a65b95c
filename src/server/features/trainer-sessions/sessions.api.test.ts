import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { SESSION_LOGIN_REQUIRED, SESSION_TITLE_REQUIRED } from '../../../shared/trainer-sessions/sessions';
import { ledgerEntries, purchases, trainingSessions } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { book, createSessionAs, DEFAULT_SESSION_START, sessionBody } from '../../testing/trainer-tools';
import { findAccountUserByEmail } from '../account/service';
import { listSessionsByIds, listUpcomingSessionsOf } from './session-lists';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, student] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Tessa', lastName: 'Trainer' }),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student', { firstName: 'Sam', lastName: 'Student' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const sessionCount = async () => (await db().select().from(trainingSessions)).length;
const HOUR = 60 * 60;

describe('§4/§5 creating a session', () => {
  it('a trainer creates a session: 201, status available, no bookings, price in cents', async () => {
    const response = await requestAs(t.app, trainer, 'POST', '/api/trainer/sessions', sessionBody());
    expect(response.statusCode).toBe(201);
    const { session } = response.json();
    expect(session).toMatchObject({
      trainerId: trainer.id,
      trainerName: 'Tessa Trainer',
      title: 'Cardiac Rhythms Q&A',
      durationMinutes: 60,
      priceCents: 5000,
      maxStudents: 1,
      startsAt: DEFAULT_SESSION_START,
      createdAt: t.clock.now().toISOString(),
      status: 'available',
      seatsTaken: 0,
      isFull: false,
      viewerState: 'own',
      bookings: [],
      earnedCents: 0,
    });
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, session.id));
    expect(row).toMatchObject({ trainerId: trainer.id, status: 'available', priceCents: 5000 });
  });

  it('§6 admins hold the trainer tools and may create sessions', async () => {
    const response = await requestAs(t.app, admin, 'POST', '/api/trainer/sessions', sessionBody());
    expect(response.statusCode).toBe(201);
  });

  it('trims the title and description', async () => {
    const response = await requestAs(
      t.app,
      trainer,
      'POST',
      '/api/trainer/sessions',
      sessionBody({ title: '  Dosage drills  ', description: '  bring a calculator ' }),
    );
    expect(response.json().session).toMatchObject({ title: 'Dosage drills', description: 'bring a calculator' });
  });

  it.each([
    ['an empty title', { title: '' }, SESSION_TITLE_REQUIRED],
    ['a title of spaces', { title: '   ' }, SESSION_TITLE_REQUIRED],
    ['a missing title', { title: undefined }, SESSION_TITLE_REQUIRED],
    ['a duration not in the list', { durationMinutes: 45 }, 'The duration must be 30, 60, 90 or 120 minutes.'],
    ['a size not in the list', { maxStudents: 4 }, 'Max students must be 1, 2, 3 or 5.'],
    ['a negative price', { priceCents: -1 }, 'The price must be a number from 0 to 9,999.99'],
    ['a fractional price in cents', { priceCents: 10.5 }, 'The price must be a number from 0 to 9,999.99'],
    ['a missing start', { startsAt: undefined }, 'Please choose the date and time of the session.'],
    ['a malformed start', { startsAt: 'tomorrow' }, 'Please choose the date and time of the session.'],
  ])('§5 session: refuses %s with 400 and the sentence, storing nothing', async (_case, overrides, message) => {
    const before = await sessionCount();
    const response = await requestAs(t.app, trainer, 'POST', '/api/trainer/sessions', {
      ...sessionBody(),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['now', 0],
    ['an hour ago', -HOUR],
  ])('refuses a start %s: 400 "The session must start in the future."', async (_case, offsetSeconds) => {
    const before = await sessionCount();
    const startsAt = new Date(t.clock.now().getTime() + offsetSeconds * 1000).toISOString();
    const response = await requestAs(t.app, trainer, 'POST', '/api/trainer/sessions', sessionBody({ startsAt }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The session must start in the future.');
    expect(await sessionCount()).toBe(before);
  });

  it('accepts every listed duration and size, and a free session (price 0)', async () => {
    for (const [durationMinutes, maxStudents] of [
      [30, 1],
      [90, 2],
      [120, 3],
      [60, 5],
    ] as const) {
      const response = await requestAs(
        t.app,
        trainer,
        'POST',
        '/api/trainer/sessions',
        sessionBody({ durationMinutes, maxStudents, priceCents: 0 }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().session).toMatchObject({ durationMinutes, maxStudents, priceCents: 0 });
    }
  });
});

describe('§6 who may use the trainer side', () => {
  it.each([
    ['POST', '/api/trainer/sessions', sessionBody()],
    ['GET', '/api/trainer/sessions', undefined],
    ['PUT', '/api/trainer/sessions/00000000-0000-4000-8000-000000000000', sessionBody()],
    ['POST', '/api/trainer/sessions/00000000-0000-4000-8000-000000000000/cancel', undefined],
  ] as const)('%s %s: signed out 401 with the spec sentence, a student 403', async (method, url, body) => {
    const before = await sessionCount();
    const signedOut = await requestAs(t.app, null, method, url, body);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(SESSION_LOGIN_REQUIRED);
    const asStudent = await requestAs(t.app, student, method, url, body);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().error.message).toBe(TRAINER_TOOLS_RESTRICTED);
    expect(await sessionCount()).toBe(before);
  });
});

describe('§2 the trainer’s sessions and side cards', () => {
  it('lists only the trainer’s own sessions, soonest first, with bookings, earnings and real figures', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const later = await createSessionAs(t.app, me, { title: 'Later', startsAt: '2026-05-01T10:00:00.000Z' });
    const sooner = await createSessionAs(t.app, me, {
      title: 'Sooner',
      startsAt: '2026-03-10T10:00:00.000Z',
      maxStudents: 2,
    });
    const cancelled = await createSessionAs(t.app, me, { title: 'Cancelled', startsAt: '2026-04-01T10:00:00.000Z' });
    const past = await createSessionAs(t.app, me, { title: 'Soon past', startsAt: '2026-03-03T10:00:00.000Z' });
    await createSessionAs(t.app, otherTrainer, { title: 'Not mine' });
    expect((await book(t.app, student, sooner.id)).statusCode).toBe(201);
    expect((await requestAs(t.app, me, 'POST', `/api/trainer/sessions/${cancelled.id}/cancel`)).statusCode).toBe(200);
    t.clock.advance(2 * 24 * HOUR);

    const response = await requestAs(t.app, me, 'GET', '/api/trainer/sessions');
    expect(response.statusCode).toBe(200);
    const { sessions, stats } = response.json();
    expect(sessions.map((s: { title: string }) => s.title)).toEqual(['Soon past', 'Sooner', 'Cancelled', 'Later']);
    const booked = sessions.find((s: { id: string }) => s.id === sooner.id);
    expect(booked).toMatchObject({ seatsTaken: 1, isFull: false, earnedCents: 4000 });
    expect(booked.bookings).toEqual([
      { purchaseId: expect.any(String), studentName: 'Sam Student', bookedAt: '2026-03-02T09:00:00.000Z' },
    ]);
    expect(sessions.find((s: { id: string }) => s.id === later.id).bookings).toEqual([]);
    expect(sessions.find((s: { id: string }) => s.id === past.id).startsAt).toBe('2026-03-03T10:00:00.000Z');
    // Offered: not cancelled (3); upcoming: of those, still to come (2); one booking, $40 to the trainer.
    expect(stats).toEqual({ sessionsOffered: 3, upcomingSessions: 2, bookings: 1, earningsCents: 4000 });
    t.clock.advance(-2 * 24 * HOUR);
  });

  it('a trainer with no sessions sees zeros', async () => {
    const fresh = await signedInAs(t.app, 'trainer');
    const response = await requestAs(t.app, fresh, 'GET', '/api/trainer/sessions');
    expect(response.json()).toEqual({
      sessions: [],
      stats: { sessionsOffered: 0, upcomingSessions: 0, bookings: 0, earningsCents: 0 },
    });
  });
});

describe('editing a session', () => {
  it('the trainer replaces every field of their own session', async () => {
    const session = await createSessionAs(t.app, trainer);
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({
        title: 'Renamed',
        durationMinutes: 90,
        maxStudents: 3,
        priceCents: 2500,
        startsAt: '2026-04-10T12:00:00.000Z',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().session).toMatchObject({
      id: session.id,
      title: 'Renamed',
      durationMinutes: 90,
      maxStudents: 3,
      priceCents: 2500,
      startsAt: '2026-04-10T12:00:00.000Z',
      status: 'available',
    });
  });

  it('another trainer cannot edit or cancel it: 404, nothing changed', async () => {
    const session = await createSessionAs(t.app, trainer);
    const edit = await requestAs(
      t.app,
      otherTrainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({ title: 'Hijacked' }),
    );
    expect(edit.statusCode).toBe(404);
    const cancel = await requestAs(t.app, otherTrainer, 'POST', `/api/trainer/sessions/${session.id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, session.id));
    expect(row).toMatchObject({ title: 'Cardiac Rhythms Q&A', status: 'available', cancelledAt: null });
  });

  it('an unknown or malformed id is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await requestAs(t.app, trainer, 'PUT', `/api/trainer/sessions/${id}`, sessionBody());
      expect(response.statusCode).toBe(404);
    }
  });

  it('§5 the same rules as creation: a blank title is 400 with the spec sentence, nothing changed', async () => {
    const session = await createSessionAs(t.app, trainer);
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({ title: '  ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(SESSION_TITLE_REQUIRED);
    const past = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({ startsAt: '2026-03-01T09:00:00.000Z' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('The session must start in the future.');
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, session.id));
    expect(row?.title).toBe('Cardiac Rhythms Q&A');
  });

  it('Max Students cannot fall below the seats already booked: 409', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 3 });
    const [a, b] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    expect((await book(t.app, a, session.id)).statusCode).toBe(201);
    expect((await book(t.app, b, session.id)).statusCode).toBe(201);
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({ maxStudents: 1 }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      '2 students have already booked this session: Max Students cannot be lower than 2.',
    );
    const ok = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({ maxStudents: 2 }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session).toMatchObject({ maxStudents: 2, seatsTaken: 2, isFull: true });
  });

  it('a price change leaves existing bookings at the price paid', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 2, priceCents: 5000 });
    const booking = await book(t.app, student, session.id);
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({ maxStudents: 2, priceCents: 9000 }),
    );
    expect(response.json().session).toMatchObject({ priceCents: 9000, earnedCents: 4000 });
    const [row] = await db().select().from(purchases).where(eq(purchases.id, booking.json().purchase.id));
    expect(row).toMatchObject({ priceCents: 5000, amountCents: 5000, status: 'completed' });
  });

  it('once booked, the start and the length stay as the students booked them: 409, nothing changed', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 2, durationMinutes: 60 });
    expect((await book(t.app, student, session.id)).statusCode).toBe(201);
    const later = new Date(new Date(session.startsAt).getTime() + 86_400_000).toISOString();
    for (const change of [{ startsAt: later }, { durationMinutes: 90 as const }]) {
      const response = await requestAs(
        t.app,
        trainer,
        'PUT',
        `/api/trainer/sessions/${session.id}`,
        sessionBody({ maxStudents: 2, startsAt: session.startsAt, ...change }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('session_booked');
    }
    const listed = (await requestAs(t.app, trainer, 'GET', '/api/trainer/sessions')).json().sessions;
    expect(listed.find((s: { id: string }) => s.id === session.id)).toMatchObject({
      startsAt: session.startsAt,
      durationMinutes: 60,
    });
    const retitled = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${session.id}`,
      sessionBody({ maxStudents: 2, startsAt: session.startsAt, title: 'Renamed' }),
    );
    expect(retitled.statusCode).toBe(200);
  });

  it('a cancelled or started session can no longer be changed: 409 with a sentence', async () => {
    const cancelled = await createSessionAs(t.app, trainer);
    await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${cancelled.id}/cancel`);
    const edit = await requestAs(t.app, trainer, 'PUT', `/api/trainer/sessions/${cancelled.id}`, sessionBody());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('This session has been cancelled and can no longer be changed.');

    const soon = await createSessionAs(t.app, trainer, { startsAt: '2026-03-02T10:00:00.000Z' });
    t.clock.advance(2 * HOUR);
    const started = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/sessions/${soon.id}`,
      sessionBody({ startsAt: '2026-05-01T10:00:00.000Z' }),
    );
    expect(started.statusCode).toBe(409);
    expect(started.json().error.message).toBe('This session has already started and can no longer be changed.');
    const cancelStarted = await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${soon.id}/cancel`);
    expect(cancelStarted.statusCode).toBe(409);
    expect(cancelStarted.json().error.message).toBe('This session has already started and can no longer be cancelled.');
    t.clock.advance(-2 * HOUR);
  });
});

describe('cancelling a session', () => {
  it('status cancelled with cancelledAt; every booking refunded with reversing entries; gone from the students’ list', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 2, priceCents: 5000 });
    const [a, b] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const bookings = [await book(t.app, a, session.id), await book(t.app, b, session.id)].map(
      (r) => r.json().purchase.id as string,
    );
    t.clock.advance(HOUR);
    const response = await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${session.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json().session).toMatchObject({
      id: session.id,
      status: 'cancelled',
      viewerState: 'cancelled',
      seatsTaken: 0,
      bookings: [],
      earnedCents: 0,
    });
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, session.id));
    expect(row?.cancelledAt?.toISOString()).toBe(t.clock.now().toISOString());
    for (const purchaseId of bookings) {
      const [purchase] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(purchase).toMatchObject({
        status: 'refunded',
        refundedById: trainer.id,
        refundReason: 'Session cancelled by the trainer',
      });
      expect(purchase?.refundedAt?.toISOString()).toBe(t.clock.now().toISOString());
      const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId));
      expect(entries.filter((e) => e.entryType === 'refund').map((e) => [e.party, e.amountCents])).toEqual(
        expect.arrayContaining([
          ['trainer', -4000],
          ['platform', -1000],
        ]),
      );
      expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    }
    const listed = await requestAs(t.app, null, 'GET', `/api/sessions?trainerId=${trainer.id}`);
    expect(listed.json().sessions.map((s: { id: string }) => s.id)).not.toContain(session.id);
    const again = await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${session.id}/cancel`);
    expect(again.statusCode).toBe(409);
    t.clock.advance(-HOUR);
  });
});

describe('exported for course lessons', () => {
  it('listSessionsByIds: any status, soonest first, as the viewer sees them; ids that are not uuids ignored', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const a = await createSessionAs(t.app, me, { startsAt: '2026-04-20T10:00:00.000Z' });
    const b = await createSessionAs(t.app, me, { startsAt: '2026-04-05T10:00:00.000Z' });
    await requestAs(t.app, me, 'POST', `/api/trainer/sessions/${a.id}/cancel`);
    const viewer = await findAccountUserByEmail(db(), student.email);
    const found = await listSessionsByIds(
      db(),
      [a.id, b.id, 'junk', '00000000-0000-4000-8000-000000000000'],
      viewer,
      t.clock.now(),
    );
    expect(found.map((s) => [s.id, s.status, s.viewerState])).toEqual([
      [b.id, 'available', 'bookable'],
      [a.id, 'cancelled', 'cancelled'],
    ]);
    expect(await listSessionsByIds(db(), ['junk'], null, t.clock.now())).toEqual([]);
  });

  it('listUpcomingSessionsOf: the trainer’s sessions not cancelled and to come, soonest first, as their own', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const later = await createSessionAs(t.app, me, { startsAt: '2026-04-20T10:00:00.000Z' });
    const sooner = await createSessionAs(t.app, me, { startsAt: '2026-03-02T10:00:00.000Z' });
    const gone = await createSessionAs(t.app, me, { startsAt: '2026-04-10T10:00:00.000Z' });
    await requestAs(t.app, me, 'POST', `/api/trainer/sessions/${gone.id}/cancel`);
    const upcoming = await listUpcomingSessionsOf(db(), me.id, t.clock.now());
    expect(upcoming.map((s) => s.id)).toEqual([sooner.id, later.id]);
    expect(upcoming.every((s) => s.viewerState === 'own')).toBe(true);
    const afterFirst = await listUpcomingSessionsOf(db(), me.id, new Date('2026-03-02T11:00:00.000Z'));
    expect(afterFirst.map((s) => s.id)).toEqual([later.id]);
  });
});
