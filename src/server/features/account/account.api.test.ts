import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { type ExamClient, examClient, rightResponse, wrongResponse } from '../../testing/exam-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { findUserContacts, findUserNames } from './accounts';
import { users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (account: SignedIn | null) => ({
  origin: TEST_ORIGIN,
  ...(account ? { cookie: account.cookie } : {}),
});

const profileUpdate = {
  firstName: 'Joy',
  lastName: 'Adeyemi',
  phone: '+234 803 555 0199',
  address: '12 Marina Road, Lagos',
  country: 'Nigeria',
  dateOfBirth: '1996-05-14',
  nursingLicense: 'RN-NG-448812',
};

describe('GET /api/account/me', () => {
  it('answers { user: null } when signed out and the user, without secrets, when signed in', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/account/me' });
    expect(out.json()).toEqual({ user: null });
    const account = await signedInAs(t.app, 'trainer');
    const body = (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: as(account) })).json();
    expect(body.user).toMatchObject({ email: account.email, role: 'trainer' });
    expect(body.user.referralCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
  });
});

describe('§2 profile', () => {
  it('shows the account’s names and email with empty optional fields at first', async () => {
    const account = await signedInAs(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: as(account) });
    expect(response.json()).toEqual({
      firstName: 'Test',
      lastName: 'Student',
      email: account.email,
      phone: '',
      address: '',
      country: '',
      dateOfBirth: '',
      nursingLicense: '',
    });
  });

  it('saves every field, trimmed, and returns it on a later read; names change on the account too', async () => {
    const account = await signedInAs(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: as(account),
      payload: { ...profileUpdate, firstName: '  Joy ' },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: as(account) })).json();
    expect(read).toEqual({ ...profileUpdate, email: account.email });
    const me = (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: as(account) })).json();
    expect(me.user).toMatchObject({ firstName: 'Joy', lastName: 'Adeyemi' });

    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: as(account),
      payload: { ...profileUpdate, phone: '', country: '', dateOfBirth: '' },
    });
    expect(cleared.json()).toMatchObject({ phone: '', country: '', dateOfBirth: '' });
  });

  it('refuses bad input with a readable sentence and changes nothing', async () => {
    const account = await signedInAs(t.app);
    const cases: [object, string][] = [
      [{ ...profileUpdate, firstName: '' }, 'First name is required.'],
      [{ ...profileUpdate, country: 'Atlantis' }, 'Choose a country from the list.'],
      [{ ...profileUpdate, dateOfBirth: '14/05/1996' }, 'Date of birth must be a date like 1995-04-23.'],
      [{ ...profileUpdate, dateOfBirth: '2999-01-01' }, 'Date of birth must be in the past.'],
      [{ ...profileUpdate, address: 'x'.repeat(301) }, 'Address must be at most 300 characters.'],
      [{ ...profileUpdate, firstName: 'Jo\u0000y' }, 'First name must not contain control characters.'],
      [{ ...profileUpdate, address: '12 Marina\u0000Road' }, 'Address must not contain control characters.'],
      [{ ...profileUpdate, nursingLicense: 'RN\u001B[2J' }, 'Nursing license must not contain control characters.'],
      [{ ...profileUpdate, lastName: '\u200B\u200C\u200D' }, 'Last name is required.'],
      [{ ...profileUpdate, dateOfBirth: '1990-02-30' }, 'Date of birth must be a date like 1995-04-23.'],
      [{ ...profileUpdate, dateOfBirth: '2023-02-29' }, 'Date of birth must be a date like 1995-04-23.'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/account/profile',
        headers: as(account),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: as(account),
      payload: { ...profileUpdate, email: 'someone.else@example.org', role: 'admin' },
    });
    expect(forged.statusCode).toBe(400);
    const read = (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: as(account) })).json();
    expect(read.firstName).toBe('Test');
    expect(read.email).toBe(account.email);
  });
});

describe('§3 settings', () => {
  it('starts from the spec’s defaults and keeps what the user saves', async () => {
    const account = await signedInAs(t.app);
    const initial = await t.app.inject({ method: 'GET', url: '/api/account/settings', headers: as(account) });
    expect(initial.json()).toEqual(DEFAULT_SETTINGS);
    const changed = {
      ...DEFAULT_SETTINGS,
      darkMode: true,
      smsNotifications: true,
      language: 'French',
      timezone: 'Asia/Tokyo',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: as(account),
      payload: changed,
    });
    expect(saved.json()).toEqual(changed);
    const other = await signedInAs(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/settings', headers: as(other) })).json()).toEqual(
      DEFAULT_SETTINGS,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/account/settings', headers: as(account) })).json()).toEqual(
      changed,
    );
  });

  it('refuses an unknown language or time zone, or a missing setting', async () => {
    const account = await signedInAs(t.app);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: as(account),
      payload: { ...DEFAULT_SETTINGS, language: 'Klingon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('language must be one of: English, Spanish, French, German.');
    const { darkMode: _omitted, ...partial } = DEFAULT_SETTINGS;
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: as(account),
      payload: partial,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('darkMode must be true or false.');
  });
});

describe('§2 dashboard figures come from the user’s own attempts', () => {
  it('counts tests, averages, best score, subjects and recent attempts; a visitor’s attempt is not counted', async () => {
    const account = await signedInAs(t.app);
    const mine = examClient(t.app, account.cookie);
    const empty = (await mine.progress()).json();
    expect(empty.stats).toEqual({
      testsTaken: 0,
      averagePercent: null,
      bestPercent: null,
      lastTestAt: null,
      itemsAnswered: 0,
    });
    expect(empty.subjects.every((s: { percent: number | null }) => s.percent === null)).toBe(true);

    const takeTest = async (right: number, client: ExamClient) => {
      const attempt = await client.started();
      for (const [i, entry] of attempt.items.entries()) {
        const item = t.bank.find((q) => q.id === entry.item.id);
        if (!item) throw new Error('no item');
        await client.respond(attempt.id, item.id, i < right ? rightResponse(item) : wrongResponse(item));
      }
      await client.submit(attempt.id);
      return attempt.id;
    };
    await takeTest(6, mine);
    t.clock.advance(60);
    const latest = await takeTest(9, mine);
    await takeTest(10, examClient(t.app));

    const dashboard = (await mine.progress()).json();
    expect(dashboard.stats).toMatchObject({ testsTaken: 2, averagePercent: 75, bestPercent: 90, itemsAnswered: 20 });
    expect(dashboard.recentAttempts.map((a: { id: string }) => a.id)[0]).toBe(latest);
    expect(dashboard.recentAttempts[0]).toMatchObject({ score: 9, possible: 10, percent: 90, passed: true });
    const earned = dashboard.subjects.reduce((sum: number, s: { earned: number }) => sum + s.earned, 0);
    expect(earned).toBe(15);
  });
});

describe('findUserContacts: the one reader of names and emails by id for other features', () => {
  it('names, first name, email, creation time and the deleted flag by id; unknown ids absent, duplicates read once', async () => {
    const [amara, grace] = await Promise.all([
      signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' }),
      signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
    ]);
    const deletedAt = new Date('2026-03-01T10:00:00.000Z');
    await t.database.db.update(users).set({ deletedAt }).where(eq(users.id, grace.id));
    const [row] = await t.database.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, amara.id));

    const contacts = await findUserContacts(t.database.db, [amara.id, grace.id, amara.id, 'no-such-user']);
    expect([...contacts.keys()].sort()).toEqual([amara.id, grace.id].sort());
    expect(contacts.get(amara.id)).toEqual({
      name: 'Amara Okafor',
      firstName: 'Amara',
      email: amara.email,
      deleted: false,
      createdAt: row?.createdAt,
    });
    expect(contacts.get(grace.id)).toMatchObject({ name: 'Grace Mensah', firstName: 'Grace', deleted: true });
    expect(await findUserContacts(t.database.db, [])).toEqual(new Map());
    expect(await findUserNames(t.database.db, [amara.id, grace.id, 'no-such-user'])).toEqual(
      new Map([
        [amara.id, 'Amara Okafor'],
        [grace.id, 'Grace Mensah'],
      ]),
    );
  });
});
