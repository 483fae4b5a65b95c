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

/** The support queue, every conversation (issue 23: the contact form's messages are answered there). */
async function list(cookie?: string, app = t.app) {
  return app.inject({ method: 'GET', url: '/api/admin/conversations?status=all', headers: cookie ? { cookie } : {} });
}

describe('§2/§5 contact form', () => {
  it('stores a message, trimmed, and puts it in the support queue, waiting, exactly as typed', async () => {
    expect((await send({ ...message, subject: '  First  ' })).statusCode).toBe(201);
    t.clock.advance(60);
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const admin = await signedInAs(t.app, 'admin');
    const queue = (await list(admin.cookie)).json();
    expect(queue).toMatchObject({ total: 2, waiting: 2, page: 1 });
    const [first, second] = queue.conversations;
    expect(first).toMatchObject({
      subject: 'First',
      source: 'contact',
      waitingForReply: true,
      closedAt: null,
      student: { id: null, name: message.name, email: 'ngozi.adeyemi@example.org' },
    });
    expect(second).toMatchObject({ subject: message.subject, lastSender: message.name, preview: message.message });
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/admin/conversations/${second.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(thread.json().conversation.messages).toMatchObject([
      { fromSupport: false, authorName: message.name, body: message.message },
    ]);
  });

  it('requires all four fields and lists every missing one, storing nothing', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const before = (await list(admin.cookie)).json().total;
    const response = await send({ name: ' ', email: '', subject: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Full name is required. Email address is required. Subject is required. Message is required.',
    );
    expect((await list(admin.cookie)).json().total).toBe(before);
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
    const before = (await list(admin.cookie)).json().total;
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
    expect((await list(admin.cookie)).json().total).toBe(before);
    expect((await send({ ...message, message: 'Line one.\r\n\tLine two.' })).statusCode).toBe(201);
  });

  it('limits messages per address with 429, storing nothing more', async () => {
    const limited = await createTestApp({ config: { contactMessagesPerHour: 2 } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await send(message, limited.app)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      const admin = await signedInAs(limited.app, 'admin');
      expect((await list(admin.cookie, limited.app)).json().total).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
