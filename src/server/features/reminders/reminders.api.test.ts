import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/account/settings';
import {
  BAD_PUSH_SUBSCRIPTION,
  BAD_UNSUBSCRIBE_TOKEN,
  PUSH_ENDPOINT_NOT_A_PUSH_SERVICE,
  UNSUBSCRIBED_SENTENCES,
} from '../../../shared/reminders/reminders';
import { pushSubscriptions, reminderDeliveries } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import type { PushPayload, StoredPushSubscription } from './push';
import { deliverReminder, REVIEW_PATH, scanReminders } from './reminders';
import { loadVapidKeys } from './secrets';

/** Cards due per user, given by the test: the reminders read them through the flashcards service contract (`countCardsForToday`). */
const dueCards = new Map<string, number>();
// Wraps the real module (the mock stays registered for later files of the worker): only the
// users this file gives cards due see the given count.
vi.mock('../flashcards/service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../flashcards/service')>();
  return {
    ...real,
    countCardsForToday: async (...args: Parameters<typeof real.countCardsForToday>) => {
      const counts = await real.countCardsForToday(...args);
      const due = dueCards.get(args[1]);
      return due === undefined ? counts : { ...counts, due };
    },
  };
});

let t: TestApp;
let admin: SignedIn;
const pushed: Array<{ endpoint: string; payload: PushPayload }> = [];
/** Endpoints the fake push service answers 410 Gone for. */
const gone = new Set<string>();
const push = async (subscription: StoredPushSubscription, payload: PushPayload) => {
  if (gone.has(subscription.endpoint)) throw Object.assign(new Error('Gone'), { statusCode: 410 });
  pushed.push({ endpoint: subscription.endpoint, payload });
};
const deps = () => ({ db: t.app.db, mailer: t.app.mailer, push, publicUrl: TEST_ORIGIN, log: t.app.log });

beforeAll(async () => {
  t = await createTestApp({ config: { pushKeysFallback: 'generate' } });
  admin = await signedInAs(t.app, 'admin', { firstName: 'Grace' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  dueCards.clear();
  pushed.length = 0;
});

async function settingsOf(who: SignedIn): Promise<Settings> {
  const response = await requestAs(t.app, who, 'GET', '/api/account/settings');
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function saveSettings(who: SignedIn, overrides: Partial<Settings>): Promise<void> {
  const response = await requestAs(t.app, who, 'PUT', '/api/account/settings', { ...DEFAULT_SETTINGS, ...overrides });
  expect(response.statusCode, response.body).toBe(200);
}
/** A new student in `timezone` with `due` cards. */
async function studentIn(timezone: Settings['timezone'], due = 3, overrides: Partial<Settings> = {}) {
  const who = await signedInAs(t.app, 'student', { firstName: 'Amara' });
  await saveSettings(who, { timezone, ...overrides });
  dueCards.set(who.id, due);
  return who;
}
const mailTo = (who: SignedIn, since = 0): Mail[] => t.mail.slice(since).filter((mail) => mail.to === who.email);
const tokenIn = (mail: Mail | undefined) => {
  const link = mail?.text.match(/http\S+\/unsubscribe\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`no unsubscribe link in ${mail?.text}`);
  return decodeURIComponent(link[1]);
};
/** Scans at `iso` and delivers what the scan finds, as the jobs do. */
async function runScan(iso: string) {
  const now = new Date(iso);
  const jobs = await scanReminders(t.app.db, now);
  for (const job of jobs) await deliverReminder(deps(), job, now);
  return jobs;
}

describe('issue 25 item 6: study reminders in each student’s morning', () => {
  it('a student in Asia/Tokyo and one in America/Los_Angeles get one email each in their own morning, with the counts and a link to the review', async () => {
    const tokyo = await studentIn('Asia/Tokyo', 4);
    const la = await studentIn('America/Los_Angeles', 1);
    const before = t.mail.length;
    // Wed 2026-03-04 23:15 UTC: 08:15 Thursday in Tokyo, 15:15 Wednesday in Los Angeles.
    await runScan('2026-03-04T23:15:00Z');
    expect(mailTo(tokyo, before)).toHaveLength(1);
    expect(mailTo(la, before)).toHaveLength(0);
    // 16:15 UTC Thursday: 08:15 in Los Angeles; Tokyo already had hers for its Thursday... and it is Friday 01:15 there.
    await runScan('2026-03-05T16:15:00Z');
    await runScan('2026-03-05T16:30:00Z');
    expect(mailTo(tokyo, before)).toHaveLength(1);
    expect(mailTo(la, before)).toHaveLength(1);

    const [mail] = mailTo(tokyo, before);
    expect(mail?.subject).toBe('Nightingale: 4 flashcards are due today');
    expect(mail?.text).toContain('4 flashcards are due for review today.');
    expect(mail?.text).toContain(`${TEST_ORIGIN}${REVIEW_PATH}`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${TEST_ORIGIN}/api/unsubscribe\\?token=.+>$`));
    expect(mailTo(la, before)[0]?.subject).toBe('Nightingale: 1 flashcard is due today');
  });

  it('no cards due and the plan not behind: no email; studyReminders off: no email', async () => {
    const idle = await studentIn('Asia/Tokyo', 0);
    const off = await studentIn('Asia/Tokyo', 5, { studyReminders: false });
    const before = t.mail.length;
    await runScan('2026-03-10T23:15:00Z');
    expect(mailTo(idle, before)).toEqual([]);
    expect(mailTo(off, before)).toEqual([]);
  });

  it('each reminder goes at most once: a second scan, a second delivery of the same job, send nothing more', async () => {
    const who = await studentIn('Asia/Tokyo', 2);
    const before = t.mail.length;
    const jobs = await runScan('2026-03-11T23:15:00Z');
    const mine = jobs.find((job) => job.userId === who.id);
    expect(mine).toEqual({ userId: who.id, kind: 'study', localDay: '2026-03-12' });
    if (!mine) return;
    expect(await deliverReminder(deps(), mine, new Date('2026-03-11T23:20:00Z'))).toEqual({
      recorded: false,
      email: false,
      push: 0,
    });
    await runScan('2026-03-11T23:30:00Z');
    expect(mailTo(who, before)).toHaveLength(1);
    const rows = await t.app.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, who.id));
    expect(rows.map((row) => [row.kind, row.localDay])).toEqual([['study', '2026-03-12']]);
  });

  it('a send that throws after the delivery was recorded sends no second email when retried', async () => {
    const who = await studentIn('Asia/Tokyo', 2);
    const sent: Mail[] = [];
    let fail = true;
    const flaky = {
      send: async (mail: Mail) => {
        sent.push(mail);
        if (fail) {
          fail = false;
          throw new Error('the SMTP connection dropped after the message was accepted');
        }
        return { delivered: true };
      },
    };
    const job = { userId: who.id, kind: 'study' as const, localDay: '2026-03-13' };
    const now = new Date('2026-03-12T23:15:00Z');
    await expect(deliverReminder({ ...deps(), mailer: flaky }, job, now)).rejects.toThrow(/SMTP/);
    await deliverReminder({ ...deps(), mailer: flaky }, job, now);
    expect(sent.filter((mail) => mail.to === who.email)).toHaveLength(1);
  });

  it('push: the same reminder to each subscribed browser; a 410 from the push service deletes that subscription; pushNotifications off sends none', async () => {
    const who = await studentIn('Asia/Tokyo', 3);
    const endpoints = ['https://push.example.org/a', 'https://push.example.org/b'];
    for (const endpoint of endpoints) {
      const response = await requestAs(t.app, who, 'POST', '/api/push/subscriptions', {
        endpoint,
        keys: { p256dh: 'BPSV4iCBCHtZrRqU_thWhRxGyDyDBUsm6aG6NefSW_nfVxHctDAiqPh0', auth: 'tBHItJI5svbpez7KI4CCXg' },
      });
      expect(response.statusCode, response.body).toBe(204);
    }
    gone.add(endpoints[1] ?? '');
    await runScan('2026-03-16T23:15:00Z');
    const mine = pushed.filter((message) => endpoints.includes(message.endpoint));
    expect(mine).toEqual([
      { endpoint: endpoints[0], payload: expect.objectContaining({ title: 'Time to review', url: REVIEW_PATH }) },
    ]);
    const left = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id));
    expect(left.map((row) => row.endpoint)).toEqual([endpoints[0]]);

    await saveSettings(who, { timezone: 'Asia/Tokyo', pushNotifications: false });
    pushed.length = 0;
    await runScan('2026-03-17T23:15:00Z');
    expect(pushed.filter((message) => endpoints.includes(message.endpoint))).toEqual([]);
  });

  it("the weekly practice-test alert goes on Monday morning local with the plan's practice exam day and a link to the adaptive test", async () => {
    const who = await studentIn('Asia/Tokyo', 0);
    const before = t.mail.length;
    // Sunday 2026-03-22 23:15 UTC is Monday 08:15 in Tokyo.
    await runScan('2026-03-22T23:15:00Z');
    const mails = mailTo(who, before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Nightingale: this week’s practice exam']);
    expect(mails[0]?.text).toContain('Your next practice exam is planned for Monday, March 23');
    expect(mails[0]?.text).toContain(`${TEST_ORIGIN}/adaptive-nclex`);
  });
});

describe('fix round of issue 25: the scan survives one bad student; stale send jobs send nothing', () => {
  it('a student whose stored time zone the runtime does not know does not stop another student’s reminder', async () => {
    const broken = await studentIn('Asia/Tokyo', 3);
    await t.app.db.execute(sql`update user_settings set timezone = 'Mars/Olympus_Mons' where user_id = ${broken.id}`);
    const fine = await studentIn('Asia/Tokyo', 2);
    const before = t.mail.length;
    const jobs = await runScan('2026-03-26T23:15:00Z');
    expect(jobs.filter((job) => job.userId === broken.id)).toEqual([]);
    expect(mailTo(fine, before)).toHaveLength(1);
    expect(mailTo(broken, before)).toEqual([]);
  });

  it('a send job run after her morning window or after her local day has passed records and sends nothing', async () => {
    const who = await studentIn('Asia/Tokyo', 2);
    const before = t.mail.length;
    const job = { userId: who.id, kind: 'study' as const, localDay: '2026-03-28' };
    // 2026-03-28 21:00 in Tokyo: the same local day, but the night.
    expect(await deliverReminder(deps(), job, new Date('2026-03-28T12:00:00Z'))).toEqual({
      recorded: false,
      email: false,
      push: 0,
    });
    // Two days late, in the morning window again.
    expect((await deliverReminder(deps(), job, new Date('2026-03-29T23:15:00Z'))).recorded).toBe(false);
    expect(mailTo(who, before)).toEqual([]);
    const rows = await t.app.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, who.id));
    expect(rows).toEqual([]);
    // On time it goes.
    expect((await deliverReminder(deps(), job, new Date('2026-03-27T23:15:00Z'))).recorded).toBe(true);
    expect(mailTo(who, before)).toHaveLength(1);
  });
});

describe('issue 25 item 6: one-click unsubscribe', () => {
  it('works without signing in and turns off only the setting its email was for (the page posts JSON; mail programs post the RFC 8058 form)', async () => {
    const who = await studentIn('Asia/Tokyo', 2);
    const before = t.mail.length;
    await runScan('2026-03-24T23:15:00Z');
    const token = tokenIn(mailTo(who, before)[0]);

    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ setting: 'studyReminders', message: UNSUBSCRIBED_SENTENCES.studyReminders });
    expect(await settingsOf(who)).toEqual({ ...DEFAULT_SETTINGS, timezone: 'Asia/Tokyo', studyReminders: false });

    // RFC 8058: POST to the List-Unsubscribe URL with the form body; repeating it is harmless.
    const header = mailTo(who, before)[0]?.headers?.['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await settingsOf(who)).toEqual({ ...DEFAULT_SETTINGS, timezone: 'Asia/Tokyo', studyReminders: false });
  });

  it('400 for a tampered, malformed or missing token; nothing changes; a GET changes nothing', async () => {
    const who = await studentIn('Asia/Tokyo', 2);
    const before = t.mail.length;
    await runScan('2026-03-25T23:15:00Z');
    const token = tokenIn(mailTo(who, before)[0]);
    const [user, , mac] = token.split('.');
    const tampered = [
      `${user}.emailNotifications.${mac}`,
      `${Buffer.from(admin.id).toString('base64url')}.studyReminders.${mac}`,
      `${token.slice(0, -2)}xx`,
      'nonsense',
      '',
    ];
    for (const bad of tampered) {
      const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: bad } });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toEqual({ code: 'bad_unsubscribe_token', message: BAD_UNSUBSCRIBE_TOKEN });
    }
    const get = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(get.statusCode).toBe(404);
    expect(await settingsOf(who)).toEqual({ ...DEFAULT_SETTINGS, timezone: 'Asia/Tokyo' });
    expect((await settingsOf(admin)).studyReminders).toBe(true);
  });
});

describe('issue 25 item 6: emailNotifications governs the other emails', () => {
  async function supportReply(who: SignedIn) {
    t.clock.advance(60);
    const started = await requestAs(t.app, who, 'POST', '/api/conversations', {
      subject: 'Transcripts',
      message: 'How do I upload my transcripts?',
    });
    expect(started.statusCode, started.body).toBe(201);
    t.clock.advance(60);
    const answered = await requestAs(
      t.app,
      admin,
      'POST',
      `/api/admin/conversations/${started.json().conversation.id}/messages`,
      { message: 'Upload them as one PDF.' },
    );
    expect(answered.statusCode, answered.body).toBe(201);
  }

  it('a support reply is emailed with a one-click unsubscribe from notification emails, which turns only emailNotifications off', async () => {
    const who = await signedInAs(t.app, 'student');
    const before = t.mail.length;
    await supportReply(who);
    const [mail] = mailTo(who, before);
    expect(mail?.subject).toBe('Re: Transcripts');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: tokenIn(mail) } });
    expect(response.json().setting).toBe('emailNotifications');
    expect(await settingsOf(who)).toEqual({ ...DEFAULT_SETTINGS, emailNotifications: false });
  });

  it('with emailNotifications off a support reply is not emailed, while a password reset still is', async () => {
    const who = await signedInAs(t.app, 'student');
    await saveSettings(who, { emailNotifications: false });
    const before = t.mail.length;
    await supportReply(who);
    expect(mailTo(who, before)).toEqual([]);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: who.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(mailTo(who, before)).toHaveLength(1);
    expect(mailTo(who, before)[0]?.text).toContain('/api/auth/reset-password/');
  });
});

describe('issue 25 item 6: push subscriptions', () => {
  const valid = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
    expirationTime: null,
    keys: {
      p256dh: 'BPSV4iCBCHtZrRqU_thWhRxGyDyDBUsm6aG6NefSW_nfVxHctDAiqPh0LgiC1gsvl0VD_jAh2C8aqK67P8cmDMc',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };

  it('the public key is there for browsers to subscribe with: development makes a pair once and keeps it; production without VAPID_* has none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await loadVapidKeys(t.app.db, { pushKeysFallback: 'generate' }))?.publicKey).toBe(publicKey);
    expect(await loadVapidKeys(t.app.db, { pushKeysFallback: 'disabled' })).toBeNull();
  });

  it('a malformed subscription is refused with a sentence and nothing is stored; a valid one is stored and can be removed once', async () => {
    const who = await signedInAs(t.app, 'student');
    const bad = [
      { ...valid, endpoint: 'http://push.example.org/not-https' },
      { ...valid, endpoint: 'not a url' },
      { ...valid, endpoint: 'https://127.0.0.1/push' },
      { ...valid, endpoint: 'https://[::1]/push' },
      { ...valid, endpoint: 'https://localhost/push' },
      { ...valid, endpoint: 'https://metadata.google.internal/push' },
      { ...valid, endpoint: 'https://printer.local/push' },
      { ...valid, endpoint: 'https://intranet/push' },
      { ...valid, keys: { ...valid.keys, p256dh: 'not base64url!' } },
      { ...valid, keys: { p256dh: valid.keys.p256dh } },
      { endpoint: valid.endpoint },
    ];
    for (const body of bad) {
      const response = await requestAs(t.app, who, 'POST', '/api/push/subscriptions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const notHttps = await requestAs(t.app, who, 'POST', '/api/push/subscriptions', bad[0]);
    expect(notHttps.json().error.message).toContain(BAD_PUSH_SUBSCRIPTION);
    const internal = await requestAs(t.app, who, 'POST', '/api/push/subscriptions', bad[2]);
    expect(internal.json().error.message).toContain(PUSH_ENDPOINT_NOT_A_PUSH_SERVICE);
    const stored = () => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id));
    expect(await stored()).toEqual([]);

    expect((await requestAs(t.app, null, 'POST', '/api/push/subscriptions', valid)).statusCode).toBe(401);
    expect((await requestAs(t.app, who, 'POST', '/api/push/subscriptions', valid)).statusCode).toBe(204);
    expect((await stored()).map((row) => row.endpoint)).toEqual([valid.endpoint]);

    const other = await signedInAs(t.app, 'student');
    const notHers = await requestAs(t.app, other, 'DELETE', '/api/push/subscriptions', { endpoint: valid.endpoint });
    expect(notHers.statusCode).toBe(404);
    const removed = await requestAs(t.app, who, 'DELETE', '/api/push/subscriptions', { endpoint: valid.endpoint });
    expect(removed.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    const again = await requestAs(t.app, who, 'DELETE', '/api/push/subscriptions', { endpoint: valid.endpoint });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('push_subscription_not_found');
  });
  it('an endpoint stored for another user moves only when the same browser (same keys) re-subscribes; other keys get 409 and nothing changes', async () => {
    const first = await signedInAs(t.app, 'student');
    const second = await signedInAs(t.app, 'student');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-computer';
    const body = { ...valid, endpoint };
    const owner = async () =>
      (await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).map(
        (row) => row.userId,
      );
    expect((await requestAs(t.app, first, 'POST', '/api/push/subscriptions', body)).statusCode).toBe(204);
    const stolen = await requestAs(t.app, second, 'POST', '/api/push/subscriptions', {
      ...body,
      keys: { ...valid.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.code).toBe('push_subscription_taken');
    expect(await owner()).toEqual([first.id]);
    // The same browser, after the first user signed out and the second signed in.
    expect((await requestAs(t.app, second, 'POST', '/api/push/subscriptions', body)).statusCode).toBe(204);
    expect(await owner()).toEqual([second.id]);
  });
});
