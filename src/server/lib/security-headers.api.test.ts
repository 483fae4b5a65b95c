import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { PERMISSIONS_POLICY } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitPerMinute: 40, examStartsPerMinute: 3, contactMessagesPerHour: 1 } });
});
afterAll(async () => {
  await t.close();
});

describe('response headers', () => {
  it('never let a cache keep an API answer, signed in or not', async () => {
    const account = await signedInAs(t.app);
    for (const url of ['/api/account/me', '/api/account/profile', '/api/exams/forms', '/api/exams/progress']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: account.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/account/profile' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('switch off browser features Nightingale does not use, on pages and API alike', async () => {
    for (const url of ['/api/health', '/faq']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  it('carry helmet’s headers on every answer: pages, API, unknown paths, refusals by the origin check and of an unknown language', async () => {
    const account = await signedInAs(t.app);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/faq' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/nowhere' }),
      await t.app.inject({
        method: 'PUT',
        url: '/api/account/settings',
        headers: { origin: 'https://evil.example', cookie: account.cookie },
        payload: {},
      }),
      await t.app.inject({ method: 'GET', url: '/api/health?lang=xx' }),
    ];
    // Pages answer 503 in tests: there is no built client.
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 200, 404, 403, 400]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(docs.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('let trainers’ videos play: https video files and the YouTube and Vimeo players, no other frame', async () => {
    const policy = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy).toContain("media-src 'self' https:");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
  });

  it('send HSTS only when the public address is https', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const secure = await createTestApp({ config: { publicUrl: 'https://nclex.example.org' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('429 answers', () => {
  it('carry Retry-After in seconds for the exam-start, contact and general limits', async () => {
    const start = () =>
      t.app.inject({ method: 'POST', url: '/api/exams/forms/free-sample/attempts', headers: { origin: TEST_ORIGIN } });
    for (let i = 0; i < 3; i++) expect((await start()).statusCode).toBe(201);
    const starts = await start();
    expect(starts.statusCode).toBe(429);
    expect(Number(starts.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(starts.headers['retry-after'])).toBeLessThanOrEqual(60);

    const message = { name: 'Ada Obi', email: 'ada@example.org', subject: 'Hello', message: 'A question.' };
    const contact = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN }, payload: message });
    expect((await contact()).statusCode).toBe(201);
    const limited = await contact();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);

    let general = await t.app.inject({ method: 'GET', url: '/api/health' });
    while (general.statusCode !== 429) general = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(general.json().error.code).toBe('rate_limited');
    expect(Number(general.headers['retry-after'])).toBeGreaterThan(0);
    // The general limit counts API requests only: pages still answer (503 here: no built client).
    expect((await t.app.inject({ method: 'GET', url: '/faq' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me' })).statusCode).toBe(429);
  });
});
