import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, TIME_ZONE_MESSAGE } from '../../../shared/account/settings';
import { formatDateTimeIn } from '../../../shared/time/zones';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { createSessionAs } from '../../testing/trainer-tools';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (account: SignedIn) => ({ origin: TEST_ORIGIN, cookie: account.cookie });
const save = (account: SignedIn, timezone: unknown, darkMode = true) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/settings',
    headers: as(account),
    payload: { ...DEFAULT_SETTINGS, darkMode, timezone },
  });
const settingsOf = async (account: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/settings', headers: as(account) })).json();
const meOf = async (account: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: as(account) })).json();

describe('time zone everywhere (issue 25 item 7)', () => {
  it('accepts any IANA zone, such as Africa/Lagos, and /me carries it from then on', async () => {
    const account = await signedInAs(t.app);
    expect((await meOf(account)).user.timezone).toBe(DEFAULT_SETTINGS.timezone);
    const saved = await save(account, 'Africa/Lagos');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timezone).toBe('Africa/Lagos');
    expect((await settingsOf(account)).timezone).toBe('Africa/Lagos');
    expect((await meOf(account)).user).toMatchObject({ email: account.email, timezone: 'Africa/Lagos' });
  });

  it('refuses a zone that is not an IANA zone with 400 and a sentence, and saves nothing', async () => {
    const account = await signedInAs(t.app);
    expect((await save(account, 'Asia/Manila')).statusCode).toBe(200);
    const before = await settingsOf(account);
    for (const zone of ['Mars/Olympus', 'asia/manila', '', 7]) {
      const refused = await save(account, zone, false);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(TIME_ZONE_MESSAGE);
    }
    // Each refused request also turned Dark mode off: nothing of it was kept.
    expect(await settingsOf(account)).toEqual(before);
    expect(before.darkMode).toBe(true);
    expect((await meOf(account)).user.timezone).toBe('Asia/Manila');
  });

  it('answers { user: null } signed out, with no time zone to leak', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/account/me' });
    expect(out.json()).toEqual({ user: null });
  });

  it("the course editor's lesson items give a session's time in the editor's zone, named", async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const course = await createCourseAs(t.app, trainer, { title: 'Time zones', priceCents: 1000 });
    const session = await createSessionAs(t.app, trainer, { title: 'Evening review' });
    const detail = async () =>
      (await requestAs(t.app, trainer, 'GET', `/api/courses/${course.id}/curriculum/items`))
        .json()
        .items.find((item: { id: string }) => item.id === session.id).detail;
    const minutes = `${session.durationMinutes}-minute session`;
    expect((await save(trainer, 'Asia/Kolkata')).statusCode).toBe(200);
    expect(await detail()).toBe(
      `${minutes} · ${formatDateTimeIn(session.startsAt, 'Asia/Kolkata', { zoneName: true })}`,
    );
    expect(await detail()).toMatch(/GMT\+5:30$/);
    expect((await save(trainer, 'UTC')).statusCode).toBe(200);
    expect(await detail()).toBe(`${minutes} · ${formatDateTimeIn(session.startsAt, 'UTC', { zoneName: true })}`);
  });
});
