import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const message = {
  name: 'Ngozi Adeyemi',
  email: 'Ngozi.Adeyemi@Example.org',
  subject: 'Question about the Premium plan',
  message: 'Does the Premium plan include one-on-one sessions? <b>Thanks</b>',
};

const send = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN }, payload });

async function list(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: cookie ? { cookie } : {} });
}

describe('§2/§5 contact form', () => {
  it('stores a message, trimmed, and shows it to admins newest first, exactly as typed', async () => {
    expect((await send({ ...message, subject: '  First  ' })).statusCode).toBe(201);
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const admin = await signedInAs(t.app, 'admin');
    const inbox = (await list(admin.cookie)).json();
    expect(inbox).toMatchObject({ total: 2, unread: 2, page: 1 });
    const listed = inbox.messages;
    expect(listed[0]).toMatchObject({ ...message, email: 'ngozi.adeyemi@example.org', readAt: null, replies: [] });
    expect(listed[1].subject).toBe('First');
    expect(new Date(listed[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(listed[1].createdAt).getTime());
  });

  it('requires all four fields and lists every missing one, storing nothing', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const before = (await list(admin.cookie)).json().messages.length;
    const response = await send({ name: ' ', email: '', subject: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Full name is required. Email address is required. Subject is required. Message is required.',
    );
    expect((await list(admin.cookie)).json().messages.length).toBe(before);
  });

  it('refuses a malformed email, an over-long message and unknown fields', async () => {
    expect((await send({ ...message, email: 'not-an-email' })).json().error.message).toBe(
      'Please enter a valid email address.',
    );
    expect((await send({ ...message, message: 'x'.repeat(5001) })).json().error.message).toBe(
      'Message must be at most 5000 characters.',
    );
    expect((await send({ ...message, admin: true })).statusCode).toBe(400);
  });

  it('refuses control characters and names made only of invisible characters (400), storing nothing', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const before = (await list(admin.cookie)).json().messages.length;
    const cases: [object, string][] = [
      [{ ...message, name: 'Ngozi\u0000' }, 'Full name must not contain control characters.'],
      [{ ...message, message: 'Hello\u0000there' }, 'Message must not contain control characters.'],
      [{ ...message, subject: 'Plan\nquestion' }, 'Subject must not contain control characters.'],
      [{ ...message, name: '\u200B\uFEFF' }, 'Full name is required.'],
    ];
    for (const [payload, text] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(text);
    }
    expect((await list(admin.cookie)).json().messages.length).toBe(before);
    expect((await send({ ...message, message: 'Line one.\r\n\tLine two.' })).statusCode).toBe(201);
  });

  it('limits messages per address with 429, storing nothing more', async () => {
    const limited = await createTestApp({ config: { contactMessagesPerHour: 2 } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await send(message, limited.app)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      const admin = await signedInAs(limited.app, 'admin');
      const stored = await limited.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages',
        headers: { cookie: admin.cookie },
      });
      expect(stored.json().messages).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('lists messages to admins only: 401 signed out, 403 for other roles', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const role of ['student', 'instructor', 'trainer'] as const) {
      const account = await signedInAs(t.app, role);
      expect((await list(account.cookie)).statusCode, role).toBe(403);
    }
  });
});
