import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, purchases, users } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { doubleClickedBuy } from '../../testing/checkout';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { book, createSessionAs } from '../../testing/trainer-tools';

let t: TestApp;
let trainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, admin, student] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Tessa', lastName: 'Trainer' }),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const HOUR = 60 * 60;
const purchasesOf = (sessionId: string) => db().select().from(purchases).where(eq(purchases.itemId, sessionId));
const entriesOf = (purchaseId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId));
const codeOf = async (who: SignedIn) =>
  (await db().select({ code: users.referralCode }).from(users).where(eq(users.id, who.id)))[0]?.code ?? '';
const listed = async (who: SignedIn | null, sessionId: string) =>
  (await requestAs(t.app, who, 'GET', '/api/sessions')).json().sessions.find((s: { id: string }) => s.id === sessionId);

describe('§2 booking a session', () => {
  it('a student books through a paid order: the session shows as booked, a completed purchase of kind session', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 2, priceCents: 5000 });
    const response = await book(t.app, student, session.id);
    expect(response.statusCode).toBe(201);
    const { order, purchase } = response.json();
    expect(order).toMatchObject({
      kind: 'session',
      itemId: session.id,
      status: 'paid',
      amountCents: 5000,
      returnPath: '/training-center',
    });
    expect(await listed(student, session.id)).toMatchObject({ seatsTaken: 1, isFull: false, viewerState: 'booked' });
    expect(purchase).toMatchObject({
      itemKind: 'session',
      itemId: session.id,
      itemTitle: 'Cardiac Rhythms Q&A',
      priceCents: 5000,
      amountCents: 5000,
      status: 'completed',
      purchasedAt: t.clock.now().toISOString(),
    });
    const [row] = await purchasesOf(session.id);
    expect(row).toMatchObject({ userId: student.id, trainerId: trainer.id, courseId: null });
  });

  it('§9 the ledger: a $50 booking gives the trainer 4000 cents, pending, in the sessions’ figures and the dashboard', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const session = await createSessionAs(t.app, me, { priceCents: 5000 });
    const { purchase } = (await book(t.app, student, session.id)).json();
    const entries = await entriesOf(purchase.id);
    expect(entries.map((e) => [e.party, e.userId, e.amountCents]).sort()).toEqual([
      ['platform', null, 1000],
      ['trainer', me.id, 4000],
    ]);
    const mine = (await requestAs(t.app, me, 'GET', '/api/trainer/sessions')).json();
    expect(mine.stats).toMatchObject({ bookings: 1, earningsCents: 4000 });
    expect(mine.sessions[0]).toMatchObject({ earnedCents: 4000, seatsTaken: 1 });
    const dashboard = (await requestAs(t.app, me, 'GET', '/api/trainer/dashboard')).json();
    expect(dashboard.earnings).toEqual({ pendingCents: 4000, availableCents: 0, totalCents: 4000 });
  });

  it('§9 with a referral code: the student pays 5% less and the code’s owner earns 10%', async () => {
    const session = await createSessionAs(t.app, trainer, { priceCents: 5000 });
    const [buyer, referrer] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const response = await book(t.app, buyer, session.id, { referralCode: await codeOf(referrer) });
    expect(response.statusCode).toBe(201);
    const { purchase } = response.json();
    expect(purchase).toMatchObject({ discountCents: 250, amountCents: 4750, referralFeeCents: 500 });
    const byParty = Object.fromEntries((await entriesOf(purchase.id)).map((e) => [e.party, e.amountCents]));
    expect(byParty).toEqual({ trainer: 4000, referrer: 500, platform: 250 });
  });

  it('a free session is paid at once (no provider), a $0.00 purchase with no ledger entries', async () => {
    const session = await createSessionAs(t.app, trainer, { priceCents: 0 });
    const response = await book(t.app, student, session.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ status: 'paid', provider: 'free', amountCents: 0 });
    expect(response.json().purchase).toMatchObject({ priceCents: 0, amountCents: 0 });
    expect(await entriesOf(response.json().purchase.id)).toEqual([]);
  });

  it('signed out: 401, nothing written', async () => {
    const session = await createSessionAs(t.app, trainer);
    const response = await book(t.app, null, session.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_signed_in');
    expect(await purchasesOf(session.id)).toEqual([]);
  });

  it('§6 a trainer cannot book their own session: 403, nothing written', async () => {
    const session = await createSessionAs(t.app, trainer);
    const response = await book(t.app, trainer, session.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You cannot book your own session.');
    expect(await purchasesOf(session.id)).toEqual([]);
  });

  it('an unknown or malformed session is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await book(t.app, student, id)).statusCode).toBe(404);
    }
  });

  it('a cancelled session: 409 "This session has been cancelled."', async () => {
    const session = await createSessionAs(t.app, trainer);
    await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${session.id}/cancel`);
    const response = await book(t.app, student, session.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This session has been cancelled.');
    expect(await purchasesOf(session.id)).toEqual([]);
  });

  it('a past session: 409 "This session has already started.", and it leaves the students’ list', async () => {
    const session = await createSessionAs(t.app, trainer, { startsAt: '2026-03-02T12:00:00.000Z' });
    expect(await listed(student, session.id)).toMatchObject({ viewerState: 'bookable' });
    t.clock.advance(3 * HOUR);
    const response = await book(t.app, student, session.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This session has already started.');
    expect(await purchasesOf(session.id)).toEqual([]);
    expect(await listed(student, session.id)).toBeUndefined();
    t.clock.advance(-3 * HOUR);
  });

  it('double booking: a second booking after paying is 409; two at once are one order and one purchase', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 5 });
    const buyer = await signedInAs(t.app, 'student');
    const [first, second] = [await book(t.app, buyer, session.id), await book(t.app, buyer, session.id)];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You have already booked this session. Find it in your payment history.');
    const together = await doubleClickedBuy(t.app, student, { kind: 'session', itemId: session.id });
    expect(together.created.map((r) => r.statusCode)).toEqual([201, 201]);
    const [one, two] = together.created.map((r) => r.json());
    expect(one.order.id).toBe(two.order.id);
    expect(together.paid.json().order.id).toBe(one.order.id);
    expect((await purchasesOf(session.id)).length).toBe(2);
  });

  it('a full session: 409 "This session is full." and shows as full', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 1 });
    expect((await book(t.app, student, session.id)).statusCode).toBe(201);
    const late = await signedInAs(t.app, 'student');
    const response = await book(t.app, late, session.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This session is full.');
    expect(await listed(late, session.id)).toMatchObject({ seatsTaken: 1, isFull: true, viewerState: 'full' });
    expect(await listed(null, session.id)).toMatchObject({ isFull: true, viewerState: 'full' });
  });

  it('capacity holds under concurrent bookers: Max Students 2 and 5 students at once -> 2 x 201, 3 x 409 full', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 2 });
    const crowd = await signedInMany(t.app, 5);
    const responses = await Promise.all(crowd.map((who) => book(t.app, who, session.id)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.message).toBe('This session is full.');
    }
    const rows = await purchasesOf(session.id);
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
  });

  it('a price change since the student saw it: 409 with the new price, nothing written', async () => {
    const session = await createSessionAs(t.app, trainer, { priceCents: 5000 });
    const response = await book(t.app, student, session.id, { expectedPriceCents: 4000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'The price of this session has changed to $50.00. Check the new price, then buy again.',
    );
    expect(await purchasesOf(session.id)).toEqual([]);
    expect((await book(t.app, student, session.id, { expectedPriceCents: 5000 })).statusCode).toBe(201);
  });

  it('an unknown referral code: 400, nothing written', async () => {
    const session = await createSessionAs(t.app, trainer);
    const response = await book(t.app, student, session.id, { referralCode: 'ZZ99ZZ' });
    expect(response.statusCode).toBe(400);
    expect(await purchasesOf(session.id)).toEqual([]);
  });

  it('an admin’s refund frees the seat, and the student may book again', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 1, priceCents: 5000 });
    const first = await book(t.app, student, session.id);
    const other = await signedInAs(t.app, 'student');
    expect((await book(t.app, other, session.id)).statusCode).toBe(409);
    const refund = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${first.json().purchase.id}/refund`, {
      reason: 'Student is ill',
    });
    expect(refund.statusCode).toBe(200);
    expect(await listed(other, session.id)).toMatchObject({ seatsTaken: 0, isFull: false, viewerState: 'bookable' });
    const mine = (await requestAs(t.app, trainer, 'GET', '/api/trainer/sessions')).json();
    expect(mine.sessions.find((s: { id: string }) => s.id === session.id)).toMatchObject({
      bookings: [],
      earnedCents: 0,
    });
    expect((await book(t.app, other, session.id)).statusCode).toBe(201);
    const completed = await db()
      .select()
      .from(purchases)
      .where(and(eq(purchases.itemId, session.id), eq(purchases.status, 'completed')));
    expect(completed.map((row) => row.userId)).toEqual([other.id]);
  });
});

describe('§2 the students’ list of sessions', () => {
  it('sessions not cancelled and to come, soonest first, filtered by trainer, with the reader’s state', async () => {
    const me = await signedInAs(t.app, 'trainer', { firstName: 'Nina', lastName: 'Nurse' });
    const later = await createSessionAs(t.app, me, { title: 'Later', startsAt: '2026-05-01T10:00:00.000Z' });
    const sooner = await createSessionAs(t.app, me, { title: 'Sooner', startsAt: '2026-03-05T10:00:00.000Z' });
    const cancelled = await createSessionAs(t.app, me, { title: 'Cancelled' });
    await requestAs(t.app, me, 'POST', `/api/trainer/sessions/${cancelled.id}/cancel`);
    await book(t.app, student, sooner.id);

    const asStudent = await requestAs(t.app, student, 'GET', `/api/sessions?trainerId=${me.id}`);
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.json().sessions.map((s: { id: string; viewerState: string }) => [s.id, s.viewerState])).toEqual([
      [sooner.id, 'booked'],
      [later.id, 'bookable'],
    ]);
    expect(asStudent.json().sessions[0]).toMatchObject({ trainerName: 'Nina Nurse', seatsTaken: 1, isFull: true });
    const asTrainer = await requestAs(t.app, me, 'GET', `/api/sessions?trainerId=${me.id}`);
    expect(asTrainer.json().sessions.map((s: { viewerState: string }) => s.viewerState)).toEqual(['own', 'own']);
    const signedOut = await requestAs(t.app, null, 'GET', `/api/sessions?trainerId=${me.id}`);
    expect(signedOut.json().sessions.map((s: { viewerState: string }) => s.viewerState)).toEqual(['full', 'bookable']);
    const all = (await requestAs(t.app, null, 'GET', '/api/sessions')).json().sessions;
    expect(all.length).toBeGreaterThan(2);
    const starts = all.map((s: { startsAt: string }) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
  });
});
